import SQLite

extension TrackSummary {
  /// The columns ``init(row:)`` reads, in order, for `SELECT ... FROM tracks AS t`: all held
  /// by the index of the state filters by artist and title (migration 14), so a listing of
  /// downloaded HD tracks in that order reads no track's row.
  static let selectColumns = "t.id, t.title, t.artist, t.album, t.duration_ms, t.downloaded, t.hd"

  /// Reads a summary from a row selected with ``selectColumns``.
  init(row: Row) throws {
    self.init(
      id: try row.get(0), title: try row.get(1), artist: try row.get(2), album: try row.get(3),
      durationMS: try row.get(4), downloaded: try row.get(5), hd: try row.get(6))
  }
}
