-- musicat schema, version 18: each account's play queue (the service's savePlayQueue and
-- getPlayQueue): the songs a player left queued, in order, the one playing and where, so
-- that another player picks up there.
--
-- A queue goes with its account, an entry with its track; the song playing is forgotten
-- (not the queue) when its track goes. A queue may name a song twice.
CREATE TABLE play_queues (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  current_track_id INTEGER REFERENCES tracks (id) ON DELETE SET NULL,
  position_ms INTEGER NOT NULL DEFAULT 0 CHECK (position_ms >= 0),
  changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  changed_by TEXT NOT NULL DEFAULT '' CHECK (length(changed_by) <= 100)
) STRICT;

CREATE TABLE play_queue_tracks (
  user_id INTEGER NOT NULL REFERENCES play_queues (user_id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  track_id INTEGER NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, position)
) STRICT, WITHOUT ROWID;

-- Deleting a track (an import's prune) finds its entries through this index, not by reading
-- every queue.
CREATE INDEX play_queue_tracks_by_track ON play_queue_tracks (track_id);
CREATE INDEX play_queues_by_current_track ON play_queues (current_track_id);
