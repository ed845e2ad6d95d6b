-- musicat schema, version 9: a track's other lyrics: translations, romanisations and word-
-- timed versions beside its lyrics file (`X.jp.lrc`, `X.rom.lrc`, `X.zh-Hant.lrc`,
-- `X.eslrc` beside `X.lrc`), each stored with its language or kind.
--
-- They were tracks of their own, most of them "not downloaded", and search found each line
-- two or three times. A variant's lines are the track's lines in `lyric_lines`, numbered
-- from variant * 2^20 (the track's own lines are below 2^20; a file makes at most 10,000
-- lines), so the search index and its rowids hold them as they hold the track's own.

CREATE TABLE lyric_variants (
  track_id INTEGER NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
  variant INTEGER NOT NULL CHECK (variant BETWEEN 1 AND 15),
  language TEXT NOT NULL CHECK (length(language) BETWEEN 1 AND 35),
  lrc_path BLOB NOT NULL UNIQUE,
  lrc_encoding TEXT,
  lrc_offset_ms INTEGER NOT NULL DEFAULT 0,
  lrc_tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(lrc_tags) AND json_type(lrc_tags) = 'array'),
  lrc_size INTEGER CHECK (lrc_size >= 0),
  lrc_mtime_ns INTEGER,
  lrc_error TEXT,
  lrc_fingerprint INTEGER,
  PRIMARY KEY (track_id, variant),
  UNIQUE (track_id, language)
) WITHOUT ROWID;
