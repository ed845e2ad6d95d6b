-- musicat schema, version 4: the paths of files and folders as the bytes the file system
-- has, and the folders of imported groups indexed.
--
-- A file name need not be UTF-8 (a GBK name from an old Windows disk, a Latin-1 folder).
-- Text columns held such names lossily, each wrong byte as U+FFFD: two GBK names became one
-- path and collided, two Latin-1 folders merged into one group, and the stored paths did not
-- open. BLOB columns keep every byte; paths that are UTF-8, nearly all of them, hold the same
-- bytes as before (a path's order and the UNIQUE constraints compare bytes, as they did).
-- Paths stored lossily before stay as they were; the next import finds those files anew.
--
-- `groups.source_path` gets an index: each folder an import writes looks its group up by it,
-- and without one every lookup read the whole table, so an import took time in the square
-- of the number of folders.
--
-- SQLite cannot change a column's type in place: each table is made anew, filled, and put in
-- the old one's place (foreign keys are off while a migration runs, so the rows that refer
-- to the old table keep referring to its name; the migrator checks them before committing).

CREATE TABLE tracks_with_byte_paths (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(title)) > 0),
  artist TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
  album TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
  duration_ms INTEGER CHECK (duration_ms >= 0),
  track_number INTEGER CHECK (track_number >= 1),
  -- Where the files are, as bytes; a track without audio is not downloaded, one without
  -- lyrics has none.
  audio_path BLOB UNIQUE,
  lrc_path BLOB UNIQUE,
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
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Why the audio or lyrics file could not be read at the last import (NULL when it was).
  audio_error TEXT,
  lrc_error TEXT
) STRICT;

INSERT INTO tracks_with_byte_paths (
  id, title, artist, album, duration_ms, track_number, audio_path, lrc_path, downloaded, hd,
  quality, container, codec, sample_rate, bit_depth, channels, bitrate, audio_size,
  audio_mtime_ns, lrc_encoding, lrc_offset_ms, lrc_tags, lrc_size, lrc_mtime_ns, created_at,
  updated_at, audio_error, lrc_error)
SELECT
  id, title, artist, album, duration_ms, track_number, CAST(audio_path AS BLOB),
  CAST(lrc_path AS BLOB), downloaded, hd, quality, container, codec, sample_rate, bit_depth,
  channels, bitrate, audio_size, audio_mtime_ns, lrc_encoding, lrc_offset_ms, lrc_tags,
  lrc_size, lrc_mtime_ns, created_at, updated_at, audio_error, lrc_error
FROM tracks;

DROP TABLE tracks;
ALTER TABLE tracks_with_byte_paths RENAME TO tracks;

-- Filters and sorts of `musicat tracks`.
CREATE INDEX tracks_by_artist ON tracks (artist, album, track_number, title);
CREATE INDEX tracks_by_album ON tracks (album, track_number, title);
CREATE INDEX tracks_by_title ON tracks (title);
CREATE INDEX tracks_by_state ON tracks (downloaded, hd);

CREATE TABLE groups_with_byte_paths (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
  state TEXT NOT NULL DEFAULT 'normal'
    CHECK (state IN ('normal', 'downloading', 'downloaded')),
  -- The folder an import built the group from, as bytes; NULL for a group made by hand or
  -- by seed.
  source_path BLOB,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

INSERT INTO groups_with_byte_paths (id, name, state, source_path, created_at, updated_at)
SELECT id, name, state, CAST(source_path AS BLOB), created_at, updated_at FROM groups;

DROP TABLE groups;
ALTER TABLE groups_with_byte_paths RENAME TO groups;

-- The group an import made from a folder.
CREATE INDEX groups_by_source_path ON groups (source_path);
