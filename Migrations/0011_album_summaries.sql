-- musicat schema, version 11: each album's summary, so that the service lists albums
-- (newest, by name, by artist) and counts their songs by reading one row per album, not
-- every track of the catalog.
--
-- An album is the tracks that share a folded artist and album name (migration 5); its
-- summary is their count, their total duration (saturated at the largest integer), and
-- the lowest and highest track id (the first track gives the album its names, year and
-- genre; the highest is how new the album is). Its one writer is AlbumSummaries, in the
-- transactions that write the tracks (not triggers: a statement that fires a trigger opens
-- a savepoint, at which FTS5 flushes the terms its indexes hold pending, and a trigger on
-- each inserted track made an import four times slower). `musicat check` compares the
-- summaries with the tracks; `musicat check --repair` counts them again.

CREATE TABLE album_summaries (
  artist_key TEXT NOT NULL,
  album_key TEXT NOT NULL,
  track_count INTEGER NOT NULL CHECK (track_count >= 1),
  duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
  first_track_id INTEGER NOT NULL,
  last_track_id INTEGER NOT NULL,
  PRIMARY KEY (artist_key, album_key)
) STRICT, WITHOUT ROWID;

CREATE INDEX album_summaries_by_album ON album_summaries (album_key, artist_key);
CREATE INDEX album_summaries_by_last_track ON album_summaries (last_track_id);

INSERT INTO album_summaries
SELECT artist_key, album_key, count(*), CAST(total(duration_ms) AS INTEGER), min(id), max(id)
FROM tracks GROUP BY artist_key, album_key;
