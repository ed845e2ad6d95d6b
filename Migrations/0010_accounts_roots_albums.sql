-- musicat schema, version 10: what `musicat serve` needs of the catalog.
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
-- album name), listed and looked up by the service through these two indexes.
CREATE INDEX tracks_by_artist_key ON tracks (artist_key, album_key);
CREATE INDEX tracks_by_album_key ON tracks (album_key, artist_key);
