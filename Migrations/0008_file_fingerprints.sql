-- musicat schema, version 8: what identifies a track's files by their content, so that a
-- track keeps its id (and its place in every group) when its files are renamed or moved.
--
-- audio_fingerprint is a 64-bit hash of the audio file's first and last 16 KiB, taken with
-- its size (audio_size); lrc_fingerprint a hash of the whole lyrics file. An import that
-- finds a file at a new path whose content matches a stored track's, whose old path is
-- gone, moves that track instead of adding a new one. The next import reads every file
-- once (migration 7 saw to that), which fills them in.

ALTER TABLE tracks ADD COLUMN audio_fingerprint INTEGER;
ALTER TABLE tracks ADD COLUMN lrc_fingerprint INTEGER;

-- With `downloaded`, so that the tracks already known to be missing are found first, in a
-- range of the index however many copies of one file a library holds.
CREATE INDEX tracks_by_audio_fingerprint ON tracks (audio_fingerprint, downloaded)
  WHERE audio_fingerprint IS NOT NULL;
CREATE INDEX tracks_by_lrc_fingerprint ON tracks (lrc_fingerprint, downloaded)
  WHERE lrc_fingerprint IS NOT NULL;
