import SQLite
import Utilities

/// Adds, changes, deletes, finds and lists tracks.
///
/// Used inside ``Catalog/read(_:)`` or ``Catalog/write(_:)``; each operation that writes
/// several rows runs in a savepoint, so it happens whole or not at all.
public struct TrackRepository {
  let database: Database

  /// Adds a track and returns it with its new id.
  public func add(_ draft: TrackDraft) throws -> Track {
    try draft.validate()
    do {
      try database.execute(
        """
        INSERT INTO tracks (title, artist, album, duration_ms, track_number, audio_path, lrc_path,
                            downloaded, hd, quality, title_key, artist_key, album_key)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """, Self.arguments(of: draft))
    } catch let error as SQLiteError where error.code == .constraintUnique {
      throw CatalogError.duplicateTrackPath((draft.audioPath ?? draft.lrcPath)?.description ?? "")
    }
    let id = database.lastInsertRowID
    try NameIndex(database: database).index([id], replacing: false)
    try AlbumSummaries(database: database).refresh(albumsOf: [id])
    return try get(id)
  }

  /// Rewrites the fields of track `id` with `draft` and returns the track as stored.
  @discardableResult
  public func update(_ id: Int64, with draft: TrackDraft) throws -> Track {
    try draft.validate()
    let summaries = AlbumSummaries(database: database)
    let former = try summaries.album(of: id)
    do {
      try database.execute(
        """
        UPDATE tracks
        SET title = ?, artist = ?, album = ?, duration_ms = ?, track_number = ?, audio_path = ?,
            lrc_path = ?, downloaded = ?, hd = ?, quality = ?, title_key = ?, artist_key = ?,
            album_key = ?, updated_at = \(SQLTimestamp.now)
        WHERE id = ?
        """, Self.arguments(of: draft) + [id])
    } catch let error as SQLiteError where error.code == .constraintUnique {
      throw CatalogError.duplicateTrackPath((draft.audioPath ?? draft.lrcPath)?.description ?? "")
    }
    guard database.changes == 1 else { throw CatalogError.trackNotFound(id) }
    let names = NameIndex(database: database)
    try names.index([id], replacing: true)
    try names.tidy()
    try summaries.refresh(albumsOf: [id], former: former.map { [$0] } ?? [])
    return try get(id)
  }

  /// Deletes track `id` with its lyric lines, and closes the gaps it leaves in its groups.
  public func delete(_ id: Int64) throws {
    try database.savepoint {
      let summaries = AlbumSummaries(database: database)
      guard let album = try summaries.album(of: id) else { throw CatalogError.trackNotFound(id) }
      let groups = GroupRepository(database: database)
      for groupID in try groups.groupIDs(holding: id) {
        try groups.remove(trackID: id, from: groupID, byHand: false)
      }
      // The lines go with the track (ON DELETE CASCADE); the indexes are told first.
      try LyricIndex(database: database).removeLines(of: id)
      let names = NameIndex(database: database)
      try names.remove([id])
      try database.execute("DELETE FROM tracks WHERE id = ?", [id])
      try names.tidy()
      try summaries.refresh(albumsOf: [], former: [album])
    }
  }

  /// The track with this id, or nil.
  public func find(_ id: Int64) throws -> Track? {
    try database.firstRow("SELECT \(Track.selectColumns) FROM tracks AS t WHERE t.id = ?", [id]) {
      try Track(row: $0)
    }
  }

  /// The track with this id; throws ``CatalogError/trackNotFound(_:)`` when there is none.
  public func get(_ id: Int64) throws -> Track {
    guard let track = try find(id) else { throw CatalogError.trackNotFound(id) }
    return track
  }

  /// Hands the tracks with these ids to `body` in place, in the order given (ids of no track
  /// are left out), with no row sorted or copied.
  public func forEach(ids: [Int64], _ body: (BorrowedTrack) throws -> Void) throws {
    guard !ids.isEmpty else { return }
    guard zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) else {
      // In another order: one indexed lookup each.
      return try database.withStatement(
        "SELECT \(Track.selectColumns) FROM tracks AS t WHERE t.id = ?"
      ) { statement in
        for id in ids {
          try statement.bind(id, at: 1)
          try statement.forEachRow { try body(BorrowedTrack(row: $0)) }
        }
      }
    }
    // In increasing order (as the name search finds them), one statement: SQLite walks the
    // list's values in order, so the ORDER BY costs no sort.
    try database.forEachRow(
      """
      SELECT \(Track.selectColumns) FROM tracks AS t
      WHERE t.id IN (SELECT value FROM json_each(?)) ORDER BY t.id
      """, [JSONText.array(ids)]
    ) { try body(BorrowedTrack(row: $0)) }
  }

  /// The first track with exactly this title, artist and album that has no files: how the
  /// demo catalog finds the tracks it made before.
  func findWithoutFiles(title: String, artist: String, album: String) throws -> Track? {
    try database.firstRow(
      """
      SELECT \(Track.selectColumns) FROM tracks AS t
      WHERE t.title = ? COLLATE BINARY AND t.artist = ? COLLATE BINARY
        AND t.album = ? COLLATE BINARY AND t.audio_path IS NULL AND t.lrc_path IS NULL
      ORDER BY t.id LIMIT 1
      """, [title, artist, album]
    ) { try Track(row: $0) }
  }

  /// The tracks that pass `filter`, in its order.
  public func list(_ filter: TrackFilter = TrackFilter()) throws -> [Track] {
    var tracks: [Track] = []
    try forEach(filter) { tracks.append(try $0.track()) }
    return tracks
  }

  /// The summaries of the tracks that pass `filter`, in its order: what a table shows.
  public func summaries(_ filter: TrackFilter = TrackFilter()) throws -> [TrackSummary] {
    let (sql, arguments) = try Self.statement(
      listing: filter, columns: TrackSummary.selectColumns)
    return try database.rows(sql, arguments) { try TrackSummary(row: $0) }
  }

  /// Hands the tracks that pass `filter` to `body` in place, in its order.
  public func forEach(_ filter: TrackFilter, _ body: (BorrowedTrack) throws -> Void) throws {
    let (sql, arguments) = try Self.statement(listing: filter)
    try database.forEachRow(sql, arguments) { try body(BorrowedTrack(row: $0)) }
  }

  /// The statement that lists `columns` (by default ``Track/selectColumns``) of the tracks
  /// passing `filter`, in its order, and its arguments.
  static func statement(
    listing filter: TrackFilter, columns: String = Track.selectColumns
  ) throws -> (sql: String, arguments: [any DatabaseValueConvertible]) {
    if let limit = filter.limit, limit < 0 { throw CatalogError.invalidLimit(limit) }
    if filter.groupID == nil, filter.sort.contains(where: { $0.field == .position }) {
      throw CatalogError.invalidSortKey("position (only with a group filter)")
    }
    // The statement is assembled from fixed fragments; every user value is a bound argument.
    var sql = "SELECT \(columns) FROM tracks AS t"
    var conditions: [String] = []
    var arguments: [any DatabaseValueConvertible] = []
    if let groupID = filter.groupID {
      sql += " JOIN group_tracks AS gt ON gt.track_id = t.id AND gt.group_id = ?"
      arguments.append(groupID)
    }
    if let downloaded = filter.downloaded {
      conditions.append("t.downloaded = ?")
      arguments.append(downloaded)
    }
    if let hd = filter.hd {
      conditions.append("t.hd = ?")
      arguments.append(hd)
    }
    if let artist = filter.artist {
      conditions.append("t.artist_key = ?")
      arguments.append(TextFolding.fold(artist))
    }
    if let album = filter.album {
      conditions.append("t.album_key = ?")
      arguments.append(TextFolding.fold(album))
    }
    for word in filter.words {
      conditions.append("(\(Self.wordCondition))")
      let folded = TextFolding.fold(word)
      arguments += [folded, folded, folded]
    }
    for (condition, values) in filter.query.sqlConditions() {
      conditions.append(condition)
      arguments += values
    }
    for (index, condition) in conditions.enumerated() {
      sql += (index == 0 ? " WHERE " : " AND ") + condition
    }
    var sort = filter.sort
    if sort.isEmpty {
      sort = [TrackSortKey(filter.groupID == nil ? .id : .position)]
    }
    // Ties keep catalog order, so every listing is deterministic.
    if sort.last?.field != .id { sort.append(TrackSortKey(.id)) }
    for (index, key) in sort.enumerated() {
      sql += (index == 0 ? " ORDER BY " : ", ") + key.orderTerms
    }
    if filter.limit != nil || filter.offset > 0 {
      sql += " LIMIT ? OFFSET ?"
      arguments += [filter.limit ?? -1, max(0, filter.offset)]
    }
    return (sql, arguments)
  }

  /// A word in the title, artist or album: each `?` is the word folded (see ``TextFolding``).
  /// (Not `?1`: fragments of one statement number their parameters by position.)
  static let wordCondition =
    "instr(t.title_key, ?) > 0 OR instr(t.artist_key, ?) > 0 OR instr(t.album_key, ?) > 0"

  /// A LIKE pattern matching any text that contains `word` literally (`%`, `_` and `\`
  /// in the word match themselves).
  static func containsPattern(_ word: String) -> String {
    var pattern = "%"
    for character in word {
      if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
      pattern.append(character)
    }
    return pattern + "%"
  }

  /// The values of the columns `add` and `update` write, the names composed
  /// (``CanonicalComposition``) as an import stores them.
  private static func arguments(of draft: TrackDraft) -> [any DatabaseValueConvertible] {
    [
      CanonicalComposition.composed(draft.title), CanonicalComposition.composed(draft.artist),
      CanonicalComposition.composed(draft.album), draft.durationMS, draft.trackNumber,
      draft.audioPath, draft.lrcPath, draft.downloaded, draft.hd, draft.quality.rawValue,
      TextFolding.fold(draft.title), TextFolding.fold(draft.artist), TextFolding.fold(draft.album),
    ]
  }
}
