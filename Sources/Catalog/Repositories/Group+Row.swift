import SQLite

extension Group {
  /// The columns ``init(row:)`` reads, in order, for `SELECT ... FROM groups AS g`.
  static let selectColumns =
    "g.id, g.name, g.state, g.source_path, g.created_at, g.updated_at, g.arranged_by_hand"

  /// Reads a group from a row selected with ``selectColumns``.
  init(row: Row) throws {
    let stateName: String = try row.get(2)
    guard let state = GroupState(rawValue: stateName) else {
      throw CatalogError.invalidGroupState(stateName)
    }
    self.init(
      id: try row.get(0), name: try row.get(1), state: state, sourcePath: try row.get(3),
      isArrangedByHand: try row.get(6), createdAt: try row.get(4), updatedAt: try row.get(5))
  }
}
