-- musicat schema, version 11: each album's summary kept as its tracks change, so that the
-- service lists albums (newest, by name, by artist) and counts their songs by reading one
-- row per album, not every track of the catalog.
--
-- An album is the tracks that share a folded artist and album name (migration 5); its
-- summary is their count, their total duration (saturated at the largest integer), and
-- the lowest and highest track id (the first track gives the album its names, year and
-- genre; the highest is how new the album is). The triggers below are the summaries' only
-- writers and use nothing but SQLite's own SQL, so the catalog stays editable with sqlite3.

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

-- A new track adds to its album's summary (an import inserts tracks one by one: no
-- recount of the album).
CREATE TRIGGER album_summaries_track_insert AFTER INSERT ON tracks BEGIN
  INSERT INTO album_summaries
    (artist_key, album_key, track_count, duration_ms, first_track_id, last_track_id)
  VALUES (new.artist_key, new.album_key, 1, coalesce(new.duration_ms, 0), new.id, new.id)
  ON CONFLICT (artist_key, album_key) DO UPDATE SET
    track_count = track_count + 1,
    duration_ms = CASE
      WHEN duration_ms > 9223372036854775807 - excluded.duration_ms THEN 9223372036854775807
      ELSE duration_ms + excluded.duration_ms END,
    first_track_id = min(first_track_id, excluded.first_track_id),
    last_track_id = max(last_track_id, excluded.last_track_id);
END;

-- A track gone, or moved to another album, or of another length: the albums it left and
-- joined are counted again from the index of tracks by artist and album.
CREATE TRIGGER album_summaries_track_delete AFTER DELETE ON tracks BEGIN
  DELETE FROM album_summaries WHERE artist_key = old.artist_key AND album_key = old.album_key;
  INSERT INTO album_summaries
  SELECT artist_key, album_key, count(*), CAST(total(duration_ms) AS INTEGER), min(id), max(id)
  FROM tracks WHERE artist_key = old.artist_key AND album_key = old.album_key
  GROUP BY artist_key, album_key;
END;

CREATE TRIGGER album_summaries_track_update
AFTER UPDATE OF id, artist_key, album_key, duration_ms ON tracks
WHEN old.id IS NOT new.id OR old.artist_key IS NOT new.artist_key
  OR old.album_key IS NOT new.album_key OR old.duration_ms IS NOT new.duration_ms
BEGIN
  DELETE FROM album_summaries
  WHERE (artist_key = old.artist_key AND album_key = old.album_key)
    OR (artist_key = new.artist_key AND album_key = new.album_key);
  INSERT INTO album_summaries
  SELECT artist_key, album_key, count(*), CAST(total(duration_ms) AS INTEGER), min(id), max(id)
  FROM tracks
  WHERE (artist_key = old.artist_key AND album_key = old.album_key)
    OR (artist_key = new.artist_key AND album_key = new.album_key)
  GROUP BY artist_key, album_key;
END;
