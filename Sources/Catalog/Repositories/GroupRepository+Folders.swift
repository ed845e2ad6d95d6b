import SQLite
import Utilities

/// The groups an import makes of folders: one per folder that holds music, found again by the
/// folder's path, its tracks in the folder's order, its state read from its tracks.
extension GroupRepository {
  /// The group an import made from `folder`, or nil when there is none yet.
  package func groupID(forFolder folder: FilePath) throws -> Int64? {
    try database.value(Self.groupOfFolderSQL, [folder], as: Int64.self)
  }

  package static let groupOfFolderSQL = "SELECT id FROM groups WHERE source_path = ?"

  /// Gives `folder` the group an import made of the folder the tracks `movedIDs` came from,
  /// when that folder is gone (renamed or moved, with them): the group keeps its id, its
  /// members and their order, and takes `name` unless it was renamed by hand (its name is
  /// not its old folder's). Does nothing when no such group exists.
  package func adoptGroup(of movedIDs: [Int64], folder: FilePath, named name: String) throws {
    for trackID in movedIDs {
      let groups = try database.rows(
        """
        SELECT g.id, g.name, g.source_path FROM group_tracks AS gt JOIN groups AS g ON g.id = gt.group_id
        WHERE gt.track_id = ? AND g.source_path IS NOT NULL ORDER BY g.id
        """, [trackID]
      ) {
        (
          try $0.get(0, as: Int64.self), try $0.get(1, as: String.self),
          try $0.get(2, as: FilePath.self)
        )
      }
      for (groupID, oldName, oldFolder) in groups where FileStamp(of: oldFolder) == nil {
        let oldFolderName = FilePath(bytes: Array(oldFolder.lastComponent)).description
        let namedByFolder = oldName == oldFolderName || oldName.hasSuffix("/" + oldFolderName)
        let taken =
          try database.value(
            "SELECT 1 FROM groups WHERE name = ? AND id <> ?", [name, groupID], as: Int.self) != nil
        try database.execute(
          "UPDATE groups SET source_path = ?, name = ?, updated_at = \(SQLTimestamp.now) WHERE id = ?",
          [folder, namedByFolder && !taken ? name : oldName, groupID])
        return
      }
    }
  }

  /// Takes the tracks `trackIDs` out of the groups an import made of folders other than
  /// `folder` that were not arranged by hand: the songs moved away from those folders.
  /// Returns the groups changed.
  package func leaveFolderGroups(_ trackIDs: [Int64], except folder: FilePath) throws -> [Int64] {
    var changed: [Int64] = []
    for trackID in trackIDs {
      let groups = try database.rows(
        """
        SELECT g.id FROM group_tracks AS gt JOIN groups AS g ON g.id = gt.group_id
        WHERE gt.track_id = ? AND g.source_path IS NOT NULL AND g.source_path <> ?
          AND g.arranged_by_hand = 0
        """, [trackID, folder]
      ) { try $0.get(0, as: Int64.self) }
      for groupID in groups {
        try remove(trackID: trackID, from: groupID, byHand: false)
        changed.append(groupID)
      }
    }
    return changed
  }

  /// True when group `groupID`'s members or order were set by hand (``Group/isArrangedByHand``).
  package func isArrangedByHand(_ groupID: Int64) throws -> Bool {
    try database.value(
      "SELECT arranged_by_hand FROM groups WHERE id = ?", [groupID], as: Bool.self) ?? false
  }

  /// The group a folder's tracks go to, created when missing: found by its folder, named
  /// `name`, composed (with ` (2)`, ` (3)`... when another group has that name).
  package func group(forFolder folder: FilePath?, named name: String) throws -> (
    id: Int64, created: Bool
  ) {
    if let folder, let id = try groupID(forFolder: folder) { return (id, false) }
    let name = CanonicalComposition.composed(name)
    if folder == nil,
      let id = try database.value("SELECT id FROM groups WHERE name = ?", [name], as: Int64.self)
    {
      return (id, false)
    }
    var candidate = name
    var suffix = 2
    while try database.value("SELECT 1 FROM groups WHERE name = ?", [candidate], as: Int.self)
      != nil
    {
      candidate = "\(name) (\(suffix))"
      suffix += 1
    }
    try database.execute(
      "INSERT INTO groups (name, source_path) VALUES (?, ?)", [candidate, folder])
    return (database.lastInsertRowID, true)
  }

  /// Puts `trackIDs` into group `groupID` in this order, ahead of any other members (which
  /// keep their order); members are added as needed. Positions stay 1...n.
  package func arrange(_ trackIDs: [Int64], in groupID: Int64) throws {
    let current = try database.rows(
      "SELECT track_id FROM group_tracks WHERE group_id = ? ORDER BY position", [groupID]
    ) { try $0.get(0, as: Int64.self) }
    let wanted = Set(trackIDs)
    let order = trackIDs + current.filter { !wanted.contains($0) }
    guard order != current else { return }
    // Lift every position above any new one, so no UNIQUE (group, position) can collide.
    // (A new group has none; the statement costs milliseconds even then.)
    if !current.isEmpty {
      let lift = order.count + current.count + 1
      try database.execute(
        "UPDATE group_tracks SET position = position + ? WHERE group_id = ?", [lift, groupID])
    }
    let members = Set(current)
    for (index, trackID) in order.enumerated() {
      if members.contains(trackID) {
        try database.execute(
          "UPDATE group_tracks SET position = ? WHERE group_id = ? AND track_id = ?",
          [index + 1, groupID, trackID])
      } else {
        try database.execute(
          "INSERT INTO group_tracks (group_id, track_id, position) VALUES (?, ?, ?)",
          [groupID, trackID, index + 1])
      }
    }
    try touch(groupID, byHand: false)
  }

  /// Each member of group `groupID` with what orders it on its album: its disc and track
  /// numbers and the path of its main file (audio, else lyrics).
  package func orderFacts(of groupID: Int64) throws -> [(
    id: Int64, disc: Int?, number: Int?, path: FilePath?
  )] {
    try database.rows(
      """
      SELECT t.id, t.disc_number, t.track_number, coalesce(t.audio_path, t.lrc_path)
      FROM group_tracks AS gt JOIN tracks AS t ON t.id = gt.track_id
      WHERE gt.group_id = ? ORDER BY gt.position
      """, [groupID]
    ) { (try $0.get(0), try $0.get(1), try $0.get(2), try $0.get(3)) }
  }

  /// Appends the tracks that are not yet members of group `groupID`, in this order.
  package func append(_ trackIDs: [Int64], to groupID: Int64) throws {
    let members = Set(
      try database.rows("SELECT track_id FROM group_tracks WHERE group_id = ?", [groupID]) {
        try $0.get(0, as: Int64.self)
      })
    var position = members.count
    for trackID in trackIDs where !members.contains(trackID) {
      position += 1
      try database.execute(
        "INSERT INTO group_tracks (group_id, track_id, position) VALUES (?, ?, ?)",
        [groupID, trackID, position])
    }
  }

  /// Sets a group's state from its tracks: `downloaded` when all are, else `normal`.
  ///
  /// CROSS JOIN makes SQLite read the group's members first and look each track up: left to
  /// choose, it read every track that is not downloaded through the index of states and looked
  /// for each in the group, once per folder an import wrote (time in the square of the
  /// library's size).
  package func refreshState(of groupID: Int64) throws {
    try database.execute(Self.refreshStateSQL, [groupID])
  }

  package static let refreshStateSQL = """
    UPDATE groups SET state = CASE
        WHEN EXISTS (SELECT 1 FROM group_tracks AS gt CROSS JOIN tracks AS t ON t.id = gt.track_id
                     WHERE gt.group_id = ?1 AND t.downloaded = 0) THEN 'normal'
        WHEN EXISTS (SELECT 1 FROM group_tracks WHERE group_id = ?1) THEN 'downloaded'
        ELSE 'normal' END,
      updated_at = \(SQLTimestamp.now)
    WHERE id = ?1
    """
}
