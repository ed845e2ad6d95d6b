-- musicat schema, version 14: the index of the state filters by artist and title holds what
-- a table of tracks shows.
--
-- `musicat tracks downloaded:yes hd:yes --sort artist,title` (the benchmark's question) walked
-- tracks_by_state_and_artist in order, then read each track's row for its album and duration:
-- a 16 KiB page of the table per track listed. The new index carries the id after the title
-- (the tie-break every listing adds, so the order is still walked, not sorted), then the
-- album and the duration: the table's columns (TrackSummary) come from the index alone.
-- It replaces the old one, so imports keep the same number of indexes to update.

DROP INDEX tracks_by_state_and_artist;
CREATE INDEX tracks_by_state_and_artist_with_summary ON tracks (
  downloaded, hd, artist, title, id, album, duration_ms
);
