-- musicat schema, version 15: each album's summary also holds what a list of albums shows
-- of its first track (the album and artist names as written, year, genre, when it was added).
--
-- A list or search of albums joined every summary to its first track for those fields: a
-- row of `tracks` read per album, scattered over the whole catalog, which on a catalog of
-- 100,000 tracks was half the time of the service's album search. The summary's one writer
-- (AlbumSummaries) takes them from the first track whenever it counts an album again, which
-- it does for every track an import or an edit writes; `musicat check` compares them with
-- the tracks as it compares the counts.

ALTER TABLE album_summaries ADD COLUMN album TEXT NOT NULL DEFAULT '';
ALTER TABLE album_summaries ADD COLUMN artist TEXT NOT NULL DEFAULT '';
ALTER TABLE album_summaries ADD COLUMN year INTEGER;
ALTER TABLE album_summaries ADD COLUMN genre TEXT;
ALTER TABLE album_summaries ADD COLUMN created_at TEXT NOT NULL DEFAULT '';

UPDATE album_summaries AS s
SET album = f.album, artist = f.artist, year = f.year, genre = f.genre, created_at = f.created_at
FROM tracks AS f WHERE f.id = s.first_track_id;
