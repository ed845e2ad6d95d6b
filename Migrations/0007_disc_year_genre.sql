-- musicat schema, version 7: the disc a track is on, its year and its genre, as the audio's
-- tags (or the file's name) give them.
--
-- The probers read them (ID3 TPOS, TDRC/TYER and TCON; Vorbis DISCNUMBER, DATE and GENRE;
-- MP4 disk, ©day, ©gen and gnre; RIFF ICRD and IGNR) so that a two-disc album is one group
-- ordered by disc, and so that `year:2019` and `genre:jazz` are questions the catalog can
-- answer.

ALTER TABLE tracks ADD COLUMN disc_number INTEGER CHECK (disc_number BETWEEN 1 AND 9999);
ALTER TABLE tracks ADD COLUMN year INTEGER CHECK (year BETWEEN 1000 AND 9999);
ALTER TABLE tracks ADD COLUMN genre TEXT CHECK (genre IS NULL OR length(trim(genre)) > 0);

-- The next import reads every file again once (as a fresh import would), so that tracks
-- stored before get their disc, year and genre, and their numbers from their names.
UPDATE tracks SET audio_size = NULL, audio_mtime_ns = NULL, lrc_size = NULL, lrc_mtime_ns = NULL;
