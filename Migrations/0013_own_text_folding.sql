-- musicat schema, version 13: the folded names (migration 5) folded again, by the program's
-- own fold instead of Foundation's.
--
-- `fold_text` now comes from the Swift standard library's Unicode data (NFD, the marks after
-- a Latin, Greek or Cyrillic letter dropped, full case folding, NFC), so that the binary
-- carries no Foundation and no ICU. It folds every Latin, Greek, Cyrillic, Han, kana and
-- Hangul name as Foundation did; it differs on about 700 rarer cases (Cherokee, which Unicode
-- case-folds to its capitals; marks kept after Indic, Hebrew and Arabic letters, where they
-- belong to the letter). Only the keys that change are written, and the albums and artists
-- derived from the keys follow: their summaries are counted again, and the name rows of keys
-- no track holds any more are replaced, so an album or artist whose key stayed keeps its id.

UPDATE tracks SET title_key = fold_text(title) WHERE title_key IS NOT fold_text(title);
UPDATE tracks SET artist_key = fold_text(artist) WHERE artist_key IS NOT fold_text(artist);
UPDATE tracks SET album_key = fold_text(album) WHERE album_key IS NOT fold_text(album);

DELETE FROM album_summaries;
INSERT INTO album_summaries
SELECT artist_key, album_key, count(*), CAST(total(duration_ms) AS INTEGER), min(id), max(id)
FROM tracks GROUP BY artist_key, album_key;

DELETE FROM artist_names
WHERE NOT EXISTS (SELECT 1 FROM tracks AS t WHERE t.artist_key = artist_names.artist_key);
DELETE FROM album_names WHERE NOT EXISTS (
  SELECT 1 FROM tracks AS t
  WHERE t.artist_key = album_names.artist_key AND t.album_key = album_names.album_key);

INSERT OR IGNORE INTO artist_names (artist_key, terms)
SELECT DISTINCT artist_key, search_terms(artist_key) FROM tracks ORDER BY artist_key;
INSERT OR IGNORE INTO album_names (artist_key, album_key, terms)
SELECT DISTINCT artist_key, album_key, search_terms(album_key) FROM tracks
ORDER BY artist_key, album_key;
