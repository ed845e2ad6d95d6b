-- musicat schema, version 16: the catalog's text in Unicode's composed form (NFC).
--
-- macOS names files decomposed (`が` as `か` + U+3099, `é` as `e` + U+0301, a Hangul syllable
-- as its jamo), and keyboards type composed text, so a title taken from such a name, or a
-- line written so, was never found by a search typed for it. Imports now compose every name
-- and line they store, and searches compose what they are asked (compose_text is the
-- program's CanonicalComposition); this composes what earlier imports stored. Only rows that
-- change are written. The keys (title_key...) are composed already: fold_text ends in NFC.

-- Lyric lines leave the contentless search index with the terms they entered with, and come
-- back with their composed text's (a line's rowid there is track_id * 2^24 + line_number).
CREATE TEMP TABLE decomposed_lines AS
SELECT track_id, line_number FROM lyric_lines
WHERE text <> compose_text(text) OR words <> compose_text(words);

INSERT INTO lyric_index (lyric_index, rowid, terms)
SELECT 'delete', l.track_id * 16777216 + l.line_number, search_terms(l.text)
FROM temp.decomposed_lines AS d
JOIN lyric_lines AS l ON l.track_id = d.track_id AND l.line_number = d.line_number;

UPDATE lyric_lines SET text = compose_text(text), words = compose_text(words)
WHERE (track_id, line_number) IN (SELECT track_id, line_number FROM temp.decomposed_lines);

INSERT INTO lyric_index (rowid, terms)
SELECT l.track_id * 16777216 + l.line_number, search_terms(l.text)
FROM temp.decomposed_lines AS d
JOIN lyric_lines AS l ON l.track_id = d.track_id AND l.line_number = d.line_number;

DROP TABLE temp.decomposed_lines;

-- Tracks, their entries in the name index, and the names their albums' summaries show.
CREATE TEMP TABLE decomposed_tracks AS
SELECT id FROM tracks
WHERE title <> compose_text(title) OR artist <> compose_text(artist)
  OR album <> compose_text(album) OR genre <> compose_text(genre)
  OR lrc_tags <> compose_text(lrc_tags);

UPDATE tracks
SET title = compose_text(title), artist = compose_text(artist), album = compose_text(album),
  genre = compose_text(genre), lrc_tags = compose_text(lrc_tags)
WHERE id IN (SELECT id FROM temp.decomposed_tracks);

DELETE FROM name_index WHERE rowid IN (SELECT id FROM temp.decomposed_tracks);
INSERT INTO name_index (rowid, title, artist, album)
SELECT id, search_terms(title), search_terms(artist), search_terms(album) FROM tracks
WHERE id IN (SELECT id FROM temp.decomposed_tracks);

UPDATE album_summaries AS s
SET album = f.album, artist = f.artist, genre = f.genre
FROM tracks AS f
WHERE f.id = s.first_track_id AND f.id IN (SELECT id FROM temp.decomposed_tracks);

DROP TABLE temp.decomposed_tracks;

-- Group names, unless the composed name is taken: then the group keeps its name, and
-- `musicat group rename` can give it another. Of several names that compose alike, the
-- oldest group's is composed.
UPDATE groups SET name = compose_text(name)
WHERE name <> compose_text(name)
  AND NOT EXISTS (SELECT 1 FROM groups AS other WHERE other.name = compose_text(groups.name))
  AND id = (
    SELECT min(alike.id) FROM groups AS alike
    WHERE compose_text(alike.name) = compose_text(groups.name));
