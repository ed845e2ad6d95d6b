import SQLite
import Utilities

/// Creates, renames, deletes and lists groups, and keeps the tracks inside each in order.
///
/// Positions in a group always run 1...n without gaps: every operation that adds, removes or
/// moves a track renumbers the rows after it, inside a savepoint. A group changed by them is
/// marked as arranged by hand (``Group/isArrangedByHand``): an import then keeps what it holds.
public struct GroupRepository {
  package let database: Database

  // MARK: Groups

  /// Creates a group; throws ``CatalogError/duplicateGroupName(_:)`` when the name is taken.
  public func create(
    named name: String, state: GroupState = .normal, sourcePath: FilePath? = nil
  ) throws -> Group {
    let name = try Self.validated(name: name)
    do {
      try database.execute(
        "INSERT INTO groups (name, state, source_path) VALUES (?, ?, ?)",
        [name, state.rawValue, sourcePath])
    } catch let error as SQLiteError where error.code == .constraintUnique {
      throw CatalogError.duplicateGroupName(name)
    }
    return try get(database.lastInsertRowID)
  }

  /// Renames group `id`; the new name must not belong to another group.
  @discardableResult
  public func rename(_ id: Int64, to name: String) throws -> Group {
    let name = try Self.validated(name: name)
    do {
      try database.execute(
        """
        UPDATE groups SET name = ?, updated_at = \(SQLTimestamp.now)
        WHERE id = ?
        """, [name, id])
    } catch let error as SQLiteError where error.code == .constraintUnique {
      throw CatalogError.duplicateGroupName(name)
    }
    guard database.changes == 1 else { throw CatalogError.groupNotFound("#\(id)") }
    return try get(id)
  }

  /// Deletes group `id` and its memberships; its tracks stay in the catalog.
  public func delete(_ id: Int64) throws {
    try database.execute("DELETE FROM groups WHERE id = ?", [id])
    guard database.changes == 1 else { throw CatalogError.groupNotFound("#\(id)") }
  }

  /// Sets the state of group `id`.
  @discardableResult
  public func setState(_ id: Int64, to state: GroupState) throws -> Group {
    try database.execute(
      """
      UPDATE groups SET state = ?, updated_at = \(SQLTimestamp.now)
      WHERE id = ?
      """, [state.rawValue, id])
    guard database.changes == 1 else { throw CatalogError.groupNotFound("#\(id)") }
    return try get(id)
  }

  /// The group with this id, or nil.
  public func find(_ id: Int64) throws -> Group? {
    try database.firstRow("SELECT \(Group.selectColumns) FROM groups AS g WHERE g.id = ?", [id]) {
      try Group(row: $0)
    }
  }

  /// The group with exactly this name (composed, as names are stored), or nil.
  public func find(named name: String) throws -> Group? {
    try database.firstRow(
      "SELECT \(Group.selectColumns) FROM groups AS g WHERE g.name = ?",
      [CanonicalComposition.composed(name)]
    ) {
      try Group(row: $0)
    }
  }

  /// The group with this id; throws ``CatalogError/groupNotFound(_:)`` when there is none.
  public func get(_ id: Int64) throws -> Group {
    guard let group = try find(id) else { throw CatalogError.groupNotFound("#\(id)") }
    return group
  }

  /// The group with exactly this name; throws ``CatalogError/groupNotFound(_:)`` when none.
  public func get(named name: String) throws -> Group {
    guard let group = try find(named: name) else { throw CatalogError.groupNotFound(name) }
    return group
  }

  /// The group a person names on a command line: by its id when `reference` is one (as
  /// `musicat groups` lists them), else by its exact name, else by its name with case and
  /// accents folded when that names one group only. Throws
  /// ``CatalogError/groupNotFound(_:)``, or ``CatalogError/ambiguousGroup(_:names:)`` when
  /// several names fold alike.
  public func get(reference: String) throws -> Group {
    if !reference.isEmpty, reference.allSatisfy(\.isASCII), let id = Int64(reference),
      let group = try find(id)
    {
      return group
    }
    if let group = try find(named: reference) { return group }
    let folded = try database.rows(
      "SELECT \(Group.selectColumns) FROM groups AS g WHERE \(TextFolding.sqlFunctionName)(g.name) = ? ORDER BY g.id",
      [TextFolding.fold(reference)]
    ) { try Group(row: $0) }
    guard folded.count <= 1 else {
      throw CatalogError.ambiguousGroup(reference, names: folded.map(\.name))
    }
    guard let group = folded.first else { throw CatalogError.groupNotFound(reference) }
    return group
  }

  /// Every group in creation order, with its track and downloaded counts.
  public func summaries() throws -> [GroupSummary] {
    try database.rows(
      """
      SELECT \(Self.summaryColumns) FROM groups AS g
      LEFT JOIN group_tracks AS gt ON gt.group_id = g.id
      LEFT JOIN tracks AS t ON t.id = gt.track_id
      GROUP BY g.id
      ORDER BY g.id
      """, [], Self.summary)
  }

  /// Group `id` with its counts, or nil.
  public func summary(of id: Int64) throws -> GroupSummary? {
    try database.firstRow(
      """
      SELECT \(Self.summaryColumns) FROM groups AS g
      LEFT JOIN group_tracks AS gt ON gt.group_id = g.id
      LEFT JOIN tracks AS t ON t.id = gt.track_id
      WHERE g.id = ?
      GROUP BY g.id
      """, [id], Self.summary)
  }

  private static let summaryColumns =
    "\(Group.selectColumns), count(t.id), coalesce(sum(t.downloaded), 0), "
    + "coalesce(sum(t.duration_ms), 0)"

  private static func summary(_ row: Row) throws -> GroupSummary {
    GroupSummary(
      group: try Group(row: row), trackCount: try row.get(7), downloadedCount: try row.get(8),
      durationMS: try row.get(9))
  }

  // MARK: Tracks in a group

  /// The ids of the tracks in group `id`, in order.
  public func trackIDs(in id: Int64) throws -> [Int64] {
    _ = try get(id)
    return try database.rows(
      "SELECT track_id FROM group_tracks WHERE group_id = ? ORDER BY position", [id]
    ) { try $0.get(0, as: Int64.self) }
  }

  /// The tracks in group `id`, in order.
  public func tracks(in id: Int64) throws -> [Track] {
    _ = try get(id)
    return try TrackRepository(database: database).list(TrackFilter(groupID: id))
  }

  /// The groups that hold track `trackID`, each with the track's position in it, in the
  /// groups' creation order.
  public func memberships(of trackID: Int64) throws -> [(group: Group, position: Int)] {
    try database.rows(
      """
      SELECT \(Group.selectColumns), gt.position FROM group_tracks AS gt
      JOIN groups AS g ON g.id = gt.group_id WHERE gt.track_id = ? ORDER BY g.id
      """, [trackID]
    ) { (try Group(row: $0), try $0.get(7)) }
  }

  /// The ids of the groups that hold track `trackID`.
  package func groupIDs(holding trackID: Int64) throws -> [Int64] {
    try database.rows("SELECT group_id FROM group_tracks WHERE track_id = ?", [trackID]) {
      try $0.get(0, as: Int64.self)
    }
  }

  /// The position of `trackID` in group `groupID`, from 1, or nil when it is not there.
  public func position(of trackID: Int64, in groupID: Int64) throws -> Int? {
    try database.value(
      "SELECT position FROM group_tracks WHERE group_id = ? AND track_id = ?", [groupID, trackID],
      as: Int.self)
  }

  /// Adds a track to a group, at the end or at `position` (1...count+1; later tracks move down).
  public func add(trackID: Int64, to groupID: Int64, at position: Int? = nil) throws {
    try database.savepoint {
      let group = try get(groupID)
      guard try TrackRepository(database: database).find(trackID) != nil else {
        throw CatalogError.trackNotFound(trackID)
      }
      guard try self.position(of: trackID, in: groupID) == nil else {
        throw CatalogError.trackAlreadyInGroup(trackID: trackID, group: group.name)
      }
      let count = try trackCount(in: groupID)
      if let position, !(1...count + 1).contains(position) {
        throw CatalogError.positionOutOfRange(
          position: position, group: group.name, count: count, last: count + 1)
      }
      try database.execute(
        "INSERT INTO group_tracks (group_id, track_id, position) VALUES (?, ?, ?)",
        [groupID, trackID, count + 1])
      if let position, position <= count {
        try move(trackID: trackID, in: groupID, to: position)
      }
      try touch(groupID, byHand: true)
    }
  }

  /// Makes `trackIDs`, in this order, the tracks of group `groupID` (a playlist saved
  /// whole). Each must be a track, listed once.
  public func replaceTracks(of groupID: Int64, with trackIDs: [Int64]) throws {
    try database.savepoint {
      _ = try get(groupID)
      var listed = Set<Int64>()
      for id in trackIDs where !listed.insert(id).inserted {
        throw CatalogError.trackListedTwice(id)
      }
      let tracks = TrackRepository(database: database)
      for id in trackIDs where try tracks.find(id) == nil {
        throw CatalogError.trackNotFound(id)
      }
      try database.execute("DELETE FROM group_tracks WHERE group_id = ?", [groupID])
      for (offset, id) in trackIDs.enumerated() {
        try database.execute(
          "INSERT INTO group_tracks (group_id, track_id, position) VALUES (?, ?, ?)",
          [groupID, id, offset + 1])
      }
      try touch(groupID, byHand: true)
    }
  }

  /// Removes a track from a group; the tracks after it move up.
  public func remove(trackID: Int64, from groupID: Int64) throws {
    try remove(trackID: trackID, from: groupID, byHand: true)
  }

  /// Removes a track from a group, by hand or not (its track being deleted).
  func remove(trackID: Int64, from groupID: Int64, byHand: Bool) throws {
    try database.savepoint {
      let group = try get(groupID)
      guard let position = try position(of: trackID, in: groupID) else {
        throw CatalogError.trackNotInGroup(trackID: trackID, group: group.name)
      }
      let count = try trackCount(in: groupID)
      try database.execute(
        "DELETE FROM group_tracks WHERE group_id = ? AND track_id = ?", [groupID, trackID])
      try shift(
        in: groupID, positions: position + 1...max(position + 1, count), by: -1, count: count)
      try touch(groupID, byHand: byHand)
    }
  }

  /// Moves a track to `position` (1...count) in its group; the tracks between shift by one.
  public func move(trackID: Int64, in groupID: Int64, to position: Int) throws {
    try database.savepoint {
      let group = try get(groupID)
      guard let current = try self.position(of: trackID, in: groupID) else {
        throw CatalogError.trackNotInGroup(trackID: trackID, group: group.name)
      }
      let count = try trackCount(in: groupID)
      guard (1...count).contains(position) else {
        throw CatalogError.positionOutOfRange(
          position: position, group: group.name, count: count, last: count)
      }
      guard position != current else { return }
      // Park the moving track past the end, shift the tracks between, then set it down.
      try setPosition(count + 1, of: trackID, in: groupID)
      if current < position {
        try shift(in: groupID, positions: current + 1...position, by: -1, count: count + 1)
      } else {
        try shift(in: groupID, positions: position...current - 1, by: 1, count: count + 1)
      }
      try setPosition(position, of: trackID, in: groupID)
      try touch(groupID, byHand: true)
    }
  }

  // MARK: Helpers

  private func trackCount(in groupID: Int64) throws -> Int {
    try database.value(
      "SELECT count(*) FROM group_tracks WHERE group_id = ?", [groupID], as: Int.self)
      ?? 0
  }

  private func setPosition(_ position: Int, of trackID: Int64, in groupID: Int64) throws {
    try database.execute(
      "UPDATE group_tracks SET position = ? WHERE group_id = ? AND track_id = ?",
      [position, groupID, trackID])
  }

  /// Adds `delta` to the positions in `range`. `count` is the highest position in use.
  ///
  /// SQLite checks UNIQUE (group_id, position) row by row during an UPDATE, so a plain
  /// `position + 1` can collide with a row not yet moved. The rows are first lifted above
  /// every position in use, then set down at their new places, which are free.
  private func shift(
    in groupID: Int64, positions range: ClosedRange<Int>, by delta: Int, count: Int
  )
    throws
  {
    let lift = count + abs(delta) + 1
    try database.execute(
      """
      UPDATE group_tracks SET position = position + ?
      WHERE group_id = ? AND position BETWEEN ? AND ?
      """, [lift, groupID, range.lowerBound, range.upperBound])
    try database.execute(
      "UPDATE group_tracks SET position = position - ? WHERE group_id = ? AND position >= ?",
      [lift - delta, groupID, range.lowerBound + lift])
  }

  /// Sets the group's `updated_at`, and with `byHand` its `arranged_by_hand`.
  func touch(_ groupID: Int64, byHand: Bool) throws {
    try database.execute(
      """
      UPDATE groups SET updated_at = \(SQLTimestamp.now),
        arranged_by_hand = arranged_by_hand OR ?
      WHERE id = ?
      """, [byHand, groupID])
  }

  /// The name a group is stored under: composed (``CanonicalComposition``), so that a name
  /// typed and one a Mac wrote decomposed are one name; a blank one is refused.
  private static func validated(name: String) throws(CatalogError) -> String {
    if name.allSatisfy(\.isWhitespace) { throw .invalidGroupName(name) }
    return CanonicalComposition.composed(name)
  }
}
