import SQLite

/// Keeps each account's play queue (migration 18): one per user, replaced whole at each
/// save.
public struct PlayQueueRepository {
  let database: Database

  /// The most songs a queue holds.
  public static let maximumLength = 10_000
  /// The longest player name kept, in Unicode scalars (SQLite's `length`, which the table
  /// checks).
  public static let maximumPlayerNameLength = 100

  /// Replaces `user`'s queue with `trackIDs` (every one a track of the catalog), playing
  /// `current` (one of them) at `positionMS`; an empty `trackIDs` clears it. Throws
  /// ``CatalogError/userNotFound(_:)``, ``CatalogError/trackNotFound(_:)``, or
  /// ``CatalogError/invalidPlayQueue(_:)`` for a queue too long, a current song not in
  /// it or a negative position.
  public func save(
    user: String, trackIDs: [Int64], current: Int64?, positionMS: Int64, player: String
  ) throws {
    guard
      let userID = try database.value("SELECT id FROM users WHERE name = ?", [user], as: Int64.self)
    else { throw CatalogError.userNotFound(user) }
    if trackIDs.count > Self.maximumLength {
      throw CatalogError.invalidPlayQueue(
        "it holds \(trackIDs.count) songs, more than \(Self.maximumLength)")
    }
    if let current, !trackIDs.contains(current) {
      throw CatalogError.invalidPlayQueue("the current song \(current) is not in it")
    }
    if positionMS < 0 {
      throw CatalogError.invalidPlayQueue("the position \(positionMS) ms is negative")
    }
    try database.execute("DELETE FROM play_queues WHERE user_id = ?", [userID])
    guard !trackIDs.isEmpty else { return }
    try database.execute(
      "INSERT INTO play_queues (user_id, current_track_id, position_ms, changed_by) VALUES (?, ?, ?, ?)",
      [
        userID, current, positionMS,
        String(
          String.UnicodeScalarView(player.unicodeScalars.prefix(Self.maximumPlayerNameLength))),
      ])
    for (index, trackID) in trackIDs.enumerated() {
      do {
        try database.execute(
          "INSERT INTO play_queue_tracks (user_id, position, track_id) VALUES (?, ?, ?)",
          [userID, index + 1, trackID])
      } catch let error as SQLiteError where error.code == .constraintForeignKey {
        throw CatalogError.trackNotFound(trackID)
      }
    }
  }

  /// `user`'s queue, or nil when none is saved.
  public func find(user: String) throws -> PlayQueue? {
    let queues = try database.rows(
      """
      SELECT q.user_id, q.current_track_id, q.position_ms, q.changed_at, q.changed_by
      FROM play_queues AS q JOIN users AS u ON u.id = q.user_id WHERE u.name = ?
      """, [user]
    ) { row in
      (
        userID: try row.get(0, as: Int64.self),
        queue: PlayQueue(
          trackIDs: [], currentTrackID: try row.get(1), positionMS: try row.get(2),
          changedAt: try row.get(3), changedBy: try row.get(4))
      )
    }
    guard let found = queues.first else { return nil }
    var queue = found.queue
    queue.trackIDs = try database.rows(
      "SELECT track_id FROM play_queue_tracks WHERE user_id = ? ORDER BY position", [found.userID]
    ) { try $0.get(0, as: Int64.self) }
    return queue
  }
}
