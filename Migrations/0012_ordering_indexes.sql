-- musicat schema, version 12: indexes that give the everyday questions their rows in the
-- order asked, so SQLite walks an index instead of sorting what it found (each checked by
-- EXPLAIN QUERY PLAN in the tests: no temporary b-tree for an ORDER BY).
--
-- - The state filters in catalog order (`tracks downloaded:yes`, `--not-downloaded`): an
--   index of the downloaded flag alone keeps each state's tracks in id order. It replaces
--   tracks_by_state (downloaded, hd), whose order within a state was hd first; with both
--   flags asked, this index is read in id order and hd checked on the way.
-- - The state filters sorted by artist and title (`tracks downloaded:yes hd:yes --sort
--   artist,title`, the benchmark's question).
-- - An album's tracks in the order of its discs and track numbers, unknown ones last (the
--   service's getAlbum): the expressions are the ones its ORDER BY writes. It ends with the
--   duration, so the album summaries still count and time an album from this index alone,
--   and replaces tracks_by_artist_key (artist_key, album_key, duration_ms).
--
-- One index more on tracks in all, not three: every index costs every import.

DROP INDEX tracks_by_state;
CREATE INDEX tracks_by_downloaded ON tracks (downloaded);
CREATE INDEX tracks_by_state_and_artist ON tracks (downloaded, hd, artist, title);

DROP INDEX tracks_by_artist_key;
CREATE INDEX tracks_by_album_order ON tracks (
  artist_key, album_key, disc_number IS NULL, disc_number, track_number IS NULL, track_number,
  title_key, duration_ms
);
