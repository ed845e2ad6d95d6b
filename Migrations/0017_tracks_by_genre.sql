-- musicat schema, version 17: a genre's tracks in album order, for getSongsByGenre and
-- getGenres.
--
-- Without it, a page of a genre walked tracks_by_album_order and read every track's row for
-- its genre: a genre of 20 tracks in 100,000 cost the whole table (about 100 ms). This index
-- holds the genre as getGenres groups it (case aside), then the album order of
-- tracks_by_album_order, so a page reads its own rows and getGenres counts from the index
-- alone. Tracks without a genre are left out of it, so a library without genre tags pays
-- nothing at import.

CREATE INDEX tracks_by_genre ON tracks (
  genre COLLATE NOCASE, artist_key, album_key, disc_number IS NULL, disc_number,
  track_number IS NULL, track_number, title_key
) WHERE genre IS NOT NULL;
