-- musicat schema, version 1.
-- Groups (albums, playlists) hold tracks in a dense, stable order; tracks record whether
-- their audio is here (downloaded) and high quality (hd); lyric lines keep their times and
-- are indexed for full-text search. Times of day are UTC ISO 8601 text; durations and lyric
-- times are milliseconds. Text columns compare case-insensitively (ASCII) where users filter
-- and sort by them.

CREATE TABLE groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
  state TEXT NOT NULL DEFAULT 'normal'
    CHECK (state IN ('normal', 'downloading', 'downloaded')),
  -- The folder an import built the group from; NULL for a group made by hand or by seed.
  source_path TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE tracks (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(title)) > 0),
  artist TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
  album TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
  duration_ms INTEGER CHECK (duration_ms >= 0),
  track_number INTEGER CHECK (track_number >= 1),
  -- Where the files are; a track without audio is not downloaded, one without lyrics has none.
  audio_path TEXT UNIQUE,
  lrc_path TEXT UNIQUE,
  downloaded INTEGER NOT NULL DEFAULT 0 CHECK (downloaded IN (0, 1)),
  hd INTEGER NOT NULL DEFAULT 0 CHECK (hd IN (0, 1)),
  quality TEXT NOT NULL DEFAULT 'unknown'
    CHECK (quality IN ('hires', 'lossless', 'hq', 'standard', 'unknown')),
  -- Audio facts read from the file's headers; NULL until the audio has been probed.
  container TEXT,
  codec TEXT,
  sample_rate INTEGER CHECK (sample_rate >= 1),
  bit_depth INTEGER CHECK (bit_depth >= 1),
  channels INTEGER CHECK (channels >= 1),
  bitrate INTEGER CHECK (bitrate >= 1),
  audio_size INTEGER CHECK (audio_size >= 0),
  audio_mtime_ns INTEGER,
  -- The lyrics file: its encoding, [offset:] and every tag in file order, as a JSON array of
  -- {"key", "value"} objects, so the file can be written back.
  lrc_encoding TEXT,
  lrc_offset_ms INTEGER NOT NULL DEFAULT 0,
  lrc_tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(lrc_tags) AND json_type(lrc_tags) = 'array'),
  lrc_size INTEGER CHECK (lrc_size >= 0),
  lrc_mtime_ns INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- Filters and sorts of `musicat tracks`.
CREATE INDEX tracks_by_artist ON tracks (artist, album, track_number, title);
CREATE INDEX tracks_by_album ON tracks (album, track_number, title);
CREATE INDEX tracks_by_title ON tracks (title);
CREATE INDEX tracks_by_state ON tracks (downloaded, hd);

-- Ordered membership: positions run 1...n in each group without gaps; a track is in a group
-- at most once and may be in many groups.
CREATE TABLE group_tracks (
  group_id INTEGER NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  track_id INTEGER NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (group_id, track_id),
  UNIQUE (group_id, position)
) STRICT, WITHOUT ROWID;

CREATE INDEX group_tracks_by_track ON group_tracks (track_id);

-- One row per lyric line, in playback order (line_number 1...n per track). time_ms is the
-- effective time (written time minus the file's offset, at least 0); both are NULL for an
-- unsynced line. words holds enhanced-LRC word timings as a JSON array, or NULL.
CREATE TABLE lyric_lines (
  id INTEGER PRIMARY KEY,
  track_id INTEGER NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
  line_number INTEGER NOT NULL CHECK (line_number >= 1),
  time_ms INTEGER CHECK (time_ms >= 0),
  written_ms INTEGER CHECK (written_ms >= 0),
  text TEXT NOT NULL,
  words TEXT CHECK (words IS NULL OR (json_valid(words) AND json_type(words) = 'array')),
  UNIQUE (track_id, line_number),
  CHECK ((time_ms IS NULL) = (written_ms IS NULL))
) STRICT;

-- The line sung at a time: time_ms <= ? ORDER BY time_ms DESC within one track.
CREATE INDEX lyric_lines_by_time ON lyric_lines (track_id, time_ms, line_number);

-- Full-text index over lyric text (substrings of 3+ characters in any script), kept in sync
-- with lyric_lines by the triggers below.
CREATE VIRTUAL TABLE lyric_search USING fts5 (
  text,
  content = 'lyric_lines',
  content_rowid = 'id',
  tokenize = 'trigram'
);

-- One row: while `deferred` is 1 the triggers leave the index alone. The importer sets it
-- inside its own transaction, writes a batch of lines, indexes them in one statement (the
-- index flushes at every statement that touches it, so one per line would be slow), and
-- clears it before committing: no committed state ever has it set.
CREATE TABLE search_index_control (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  deferred INTEGER NOT NULL DEFAULT 0 CHECK (deferred IN (0, 1))
) STRICT;

INSERT INTO search_index_control (id, deferred) VALUES (1, 0);

CREATE TRIGGER lyric_lines_after_insert AFTER INSERT ON lyric_lines
WHEN (SELECT deferred FROM search_index_control) = 0 BEGIN
  INSERT INTO lyric_search (rowid, text) VALUES (new.id, new.text);
END;

CREATE TRIGGER lyric_lines_after_delete AFTER DELETE ON lyric_lines
WHEN (SELECT deferred FROM search_index_control) = 0 BEGIN
  INSERT INTO lyric_search (lyric_search, rowid, text) VALUES ('delete', old.id, old.text);
END;

CREATE TRIGGER lyric_lines_after_update AFTER UPDATE OF text ON lyric_lines
WHEN (SELECT deferred FROM search_index_control) = 0 BEGIN
  INSERT INTO lyric_search (lyric_search, rowid, text) VALUES ('delete', old.id, old.text);
  INSERT INTO lyric_search (rowid, text) VALUES (new.id, new.text);
END;
