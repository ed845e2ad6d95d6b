-- musicat schema, version 3: the lyric index holds less in memory while it is written.
--
-- FTS5 keeps the terms of the lines a transaction writes in memory until the transaction
-- ends or they take `hashsize` bytes (1 MiB unless set), then writes them out as a segment
-- of the index. An import writes about 500 tracks per transaction, whose terms took up to
-- 1 MB, and how close a transaction came to that decided the import's peak memory. With
-- 256 KiB every transaction flushes at the same size: the medium benchmark import peaks
-- 0.55 MB lower (27.4 vs 28.0 MB, 6 alternating runs each) and takes as long (2.43 vs
-- 2.42 s, median), and its index has as many rows (3,326 vs 3,380). The setting is kept in
-- the index's own configuration table, so every connection uses it.

INSERT INTO lyric_index (lyric_index, rank) VALUES ('hashsize', 262144);
