-- musicat schema, version 5: each track's title, artist and album kept folded, for queries
-- that compare text as people write it in any script.
--
-- The text columns compare case-insensitively for ASCII letters only (COLLATE NOCASE):
-- `tracks кино`, `tracks élan` and `artist:ödön` found nothing that `search` finds. Each key
-- is its column with case and accents folded by the program's SQL function `fold_text`
-- (the catalog's TextFolding), which the program applies to every title, artist and album
-- it writes and to every value a query compares with them.

ALTER TABLE tracks ADD COLUMN title_key TEXT NOT NULL DEFAULT '';
ALTER TABLE tracks ADD COLUMN artist_key TEXT NOT NULL DEFAULT '';
ALTER TABLE tracks ADD COLUMN album_key TEXT NOT NULL DEFAULT '';

UPDATE tracks SET title_key = fold_text(title), artist_key = fold_text(artist),
  album_key = fold_text(album);
