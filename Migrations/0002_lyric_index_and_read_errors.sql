-- musicat schema, version 2: lyric lines stored in their track's order, a lyric search
-- index that finds words of any script (including Chinese and Japanese words of 1 or 2
-- characters), and the reason a track's files could not be read.
--
-- Lyric lines become a WITHOUT ROWID table keyed by (track_id, line_number): a track's lines
-- are one contiguous range of the table, so listing them, finding the line sung at a time and
-- the foreign key's own lookups all read that range through the primary key, and no
-- secondary index has to be kept up on every line (version 1 kept two).
--
-- `lyric_index` replaces the trigram index `lyric_search`, which cannot find words shorter
-- than 3 characters (most Chinese words) and, on SQLite 3.40, does not fold accents. It is a
-- contentless FTS5 table with the unicode61 tokenizer (words, case and accents folded),
-- without per-line token counts (columnsize = 0: searches do not rank by bm25, and writing
-- the counts cost a third of the index's build time); the
-- program stores each line's search terms there, computed by its SQL function
-- `search_terms(text)` (the text with every Han, kana and Hangul character set apart as a
-- word of its own). A line's rowid in it is track_id * 16777216 + line_number. The program
-- that writes lyric_lines keeps the index in step: a row leaves a contentless index only when
-- given the terms it entered with, which only `search_terms` can compute.

CREATE TABLE lyric_lines_by_track (
  track_id INTEGER NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
  line_number INTEGER NOT NULL CHECK (line_number BETWEEN 1 AND 16777215),
  time_ms INTEGER CHECK (time_ms >= 0),
  written_ms INTEGER CHECK (written_ms >= 0),
  text TEXT NOT NULL,
  words TEXT CHECK (words IS NULL OR (json_valid(words) AND json_type(words) = 'array')),
  PRIMARY KEY (track_id, line_number),
  CHECK ((time_ms IS NULL) = (written_ms IS NULL))
) STRICT, WITHOUT ROWID;

INSERT INTO lyric_lines_by_track (track_id, line_number, time_ms, written_ms, text, words)
SELECT track_id, line_number, time_ms, written_ms, text, words FROM lyric_lines
ORDER BY track_id, line_number;

DROP TRIGGER IF EXISTS lyric_lines_after_insert;
DROP TRIGGER IF EXISTS lyric_lines_after_delete;
DROP TRIGGER IF EXISTS lyric_lines_after_update;
DROP TABLE IF EXISTS lyric_search;
DROP TABLE IF EXISTS search_index_control;
DROP TABLE lyric_lines;
ALTER TABLE lyric_lines_by_track RENAME TO lyric_lines;

CREATE VIRTUAL TABLE lyric_index USING fts5 (
  terms,
  content = '',
  columnsize = 0,
  tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO lyric_index (rowid, terms)
SELECT track_id * 16777216 + line_number, search_terms(text) FROM lyric_lines
ORDER BY track_id, line_number;

-- Why the audio or lyrics file could not be read at the last import (NULL when it was). With
-- the file's size and time kept, an unchanged broken file is reported again without being
-- read again.
ALTER TABLE tracks ADD COLUMN audio_error TEXT;
ALTER TABLE tracks ADD COLUMN lrc_error TEXT;
