-- musicat schema, version 10: what `musicat serve` needs of the catalog: accounts, the
-- roots imports ran on, and indexes of artists, albums and names.
--
-- Accounts: each user's password sealed (AES-256-GCM) with a key kept in a file beside the
-- catalog, because Subsonic's token authentication (t = md5(password + salt)) needs the
-- password itself; and the SHA-256 of the user's API key, when one was made.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 64),
  sealed_password BLOB NOT NULL,
  api_key_sha256 BLOB UNIQUE CHECK (api_key_sha256 IS NULL OR length(api_key_sha256) = 32),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- The folders and files imports were run on (absolute, links resolved, as bytes), so that
-- a rescan imports them again and the service follows a link only to a file inside one.
CREATE TABLE library_roots (
  path BLOB PRIMARY KEY,
  last_imported_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT, WITHOUT ROWID;

-- Artists and albums as the tracks' tags make them (an album is its folded artist and
-- album name), listed, counted and timed by the service from this index alone. (One more
-- index on tracks costs every import: a second, by album, made the medium import 10% slower.)
CREATE INDEX tracks_by_artist_key ON tracks (artist_key, album_key, duration_ms);

-- Names as the service's search finds them: each track's title, artist and album as the
-- lyric index holds lines (search_terms: folded, every Han, kana and Hangul character a word
-- of its own), the rowid its id. Its one writer is NameIndex, in the transactions that write
-- the tracks (not triggers: FTS5 flushes its pending terms at every statement, and a trigger
-- per inserted track made imports 40% slower). A search box searches as it is typed, so
-- prefixes of 1 to 4 characters are indexed as words of their own.
CREATE VIRTUAL TABLE name_index USING fts5 (
  title,
  artist,
  album,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3 4'
);

INSERT INTO name_index (rowid, title, artist, album)
SELECT id, search_terms(title), search_terms(artist), search_terms(album) FROM tracks;

-- The artists and albums the tracks name, one row each, with their search terms, and an
-- index of those terms: a search of artists or albums reads as many rows as names match,
-- not as many as their tracks. NameIndex adds the names of the tracks it indexes; a name
-- no track has any more is dropped when it tidies (after an import, after an edit), and a
-- search checks that a track still has it.
CREATE TABLE artist_names (
  id INTEGER PRIMARY KEY,
  artist_key TEXT NOT NULL UNIQUE,
  terms TEXT NOT NULL
) STRICT;

CREATE TABLE album_names (
  id INTEGER PRIMARY KEY,
  artist_key TEXT NOT NULL,
  album_key TEXT NOT NULL,
  terms TEXT NOT NULL,
  UNIQUE (artist_key, album_key)
) STRICT;

CREATE VIRTUAL TABLE artist_index USING fts5 (
  terms,
  content = 'artist_names',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3 4'
);

CREATE VIRTUAL TABLE album_index USING fts5 (
  terms,
  content = 'album_names',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3 4'
);

CREATE TRIGGER artist_names_insert AFTER INSERT ON artist_names BEGIN
  INSERT INTO artist_index (rowid, terms) VALUES (new.id, new.terms);
END;

CREATE TRIGGER artist_names_delete AFTER DELETE ON artist_names BEGIN
  INSERT INTO artist_index (artist_index, rowid, terms) VALUES ('delete', old.id, old.terms);
END;

CREATE TRIGGER album_names_insert AFTER INSERT ON album_names BEGIN
  INSERT INTO album_index (rowid, terms) VALUES (new.id, new.terms);
END;

CREATE TRIGGER album_names_delete AFTER DELETE ON album_names BEGIN
  INSERT INTO album_index (album_index, rowid, terms) VALUES ('delete', old.id, old.terms);
END;

INSERT INTO artist_names (artist_key, terms)
SELECT DISTINCT artist_key, search_terms(artist_key) FROM tracks ORDER BY artist_key;

INSERT INTO album_names (artist_key, album_key, terms)
SELECT DISTINCT artist_key, album_key, search_terms(album_key) FROM tracks
ORDER BY artist_key, album_key;
