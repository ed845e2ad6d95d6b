-- musicat schema, version 15: each album's summary also holds what a list of albums shows
-- of its first track (the album and artist names as written, year, genre, when it was added).
--
-- A list or search of albums joined every summary to its first track for those fields: a
-- row of `tracks` read per album, scattered over the whole catalog, which on a catalog of
-- 100,000 tracks was half the time of the service's album search. The summary's one writer
-- (AlbumSummaries) takes them from the first track whenever it counts an album again, which
-- it does for every track an import or an edit writes; `musicat check` compares them with
-- the tracks as it compares the counts.

CREATE TABLE album_summaries_with_fields (
  artist_key TEXT NOT NULL,
  album_key TEXT NOT NULL,
  track_count INTEGER NOT NULL CHECK (track_count >= 1),
  duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
  first_track_id INTEGER NOT NULL,
  last_track_id INTEGER NOT NULL,
  album TEXT NOT NULL,
  artist TEXT NOT NULL,
  year INTEGER,
  genre TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (artist_key, album_key)
) STRICT, WITHOUT ROWID;

INSERT INTO album_summaries_with_fields
SELECT s.artist_key, s.album_key, s.track_count, s.duration_ms, s.first_track_id,
  s.last_track_id, f.album, f.artist, f.year, f.genre, f.created_at
FROM album_summaries AS s JOIN tracks AS f ON f.id = s.first_track_id;

DROP TABLE album_summaries;
ALTER TABLE album_summaries_with_fields RENAME TO album_summaries;
CREATE INDEX album_summaries_by_album ON album_summaries (album_key, artist_key);
CREATE INDEX album_summaries_by_last_track ON album_summaries (last_track_id);
