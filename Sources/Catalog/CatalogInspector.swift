import AudioProbe
import SQLite

/// Reads the catalog as a whole: its numbers (`musicat stats`) and its health
/// (`musicat check`).
public struct CatalogInspector {
  let database: Database

  /// Every count of ``CatalogStatistics``, each from an index or one pass over a table.
  public func statistics() throws -> CatalogStatistics {
    var statistics = CatalogStatistics()
    try database.firstRow(
      "SELECT count(*), total(downloaded), total(hd), total(duration_ms) FROM tracks"
    ) { row in
      statistics.tracks = try row.get(0)
      statistics.downloaded = Self.saturated(try row.get(1, as: Double.self))
      statistics.hd = Self.saturated(try row.get(2, as: Double.self))
      statistics.totalDurationMS = Self.saturated(try row.get(3, as: Double.self))
    }
    let tiers = Dictionary(
      uniqueKeysWithValues: try database.rows(
        "SELECT quality, count(*) FROM tracks GROUP BY quality"
      ) { (try $0.get(0, as: String.self), try $0.get(1, as: Int.self)) })
    statistics.tiers = QualityTier.allCases.map { ($0, tiers[$0.rawValue] ?? 0) }
    // The lines of a track are one range of lyric_lines' key: one seek per track.
    try database.firstRow(
      """
      SELECT total(EXISTS (SELECT 1 FROM lyric_lines AS l WHERE l.track_id = t.id)),
             total(EXISTS (SELECT 1 FROM lyric_lines AS l WHERE l.track_id = t.id AND l.time_ms IS NOT NULL))
      FROM tracks AS t
      """
    ) { row in
      statistics.withLyrics = Self.saturated(try row.get(0, as: Double.self))
      statistics.synced = Self.saturated(try row.get(1, as: Double.self))
    }
    statistics.lyricLines =
      try database.value("SELECT count(*) FROM lyric_lines", as: Int.self) ?? 0
    let states = Dictionary(
      uniqueKeysWithValues: try database.rows("SELECT state, count(*) FROM groups GROUP BY state") {
        (try $0.get(0, as: String.self), try $0.get(1, as: Int.self))
      })
    statistics.groups = GroupState.allCases.map { ($0, states[$0.rawValue] ?? 0) }
    let pages = try database.value("PRAGMA page_count", as: Int.self) ?? 0
    let pageSize = try database.value("PRAGMA page_size", as: Int.self) ?? 0
    statistics.databaseBytes = pages * pageSize
    return statistics
  }

  /// A sum SQLite's `total()` gave (a Double, which never overflows) as an Int: the nearest
  /// one, Int.max past it. Converting with `Int(_:)` traps out of range, and the catalog of
  /// an older musicat may hold durations a lying header made up.
  static func saturated(_ sum: Double) -> Int {
    guard sum.isFinite else { return sum.isNaN ? 0 : sum > 0 ? .max : .min }
    if sum >= 0x1p63 { return .max }
    if sum < -0x1p63 { return .min }
    return Int(sum)
  }

  /// How many tracks ``health()`` looks up lines of in the search index (spread over the
  /// catalog; every 25th line of each): a contentless index cannot be compared with the
  /// lines wholesale, and one lookup of a line takes milliseconds.
  static let tracksSearched = 100

  /// The database's soundness and the audio files that vanished. Runs the search index's own
  /// check, which SQLite spells as an INSERT: call it inside a write transaction (it changes
  /// nothing).
  public func health() throws -> CatalogHealth {
    var health = CatalogHealth()
    health.integrity = try database.rows("PRAGMA integrity_check") {
      try $0.get(0, as: String.self)
    }
    health.foreignKeyViolations = try database.rows("PRAGMA foreign_key_check") { _ in 1 }.count
    do {
      try database.execute("INSERT INTO lyric_index (lyric_index) VALUES ('integrity-check')")
    } catch let error as SQLiteError {
      health.searchIndexProblems.append("the index is inconsistent: \(error.message)")
    }
    let trackCount = try database.value("SELECT max(id) FROM tracks", as: Int.self) ?? 0
    let step = max(1, trackCount / Self.tracksSearched)
    let lines = try database.rows(
      """
      SELECT l.track_id, l.line_number, l.text FROM tracks AS t JOIN lyric_lines AS l ON l.track_id = t.id
      WHERE t.id % ? = 0 AND l.line_number % 25 = 1
      """, [step]
    ) {
      (try $0.get(0, as: Int64.self), try $0.get(1, as: Int64.self), try $0.get(2, as: String.self))
    }
    for (trackID, lineNumber, text) in lines {
      guard let phrase = LyricSearch.phrase(text) else { continue }
      health.linesSearched += 1
      let rowID = LyricSearchTerms.rowID(trackID: trackID, lineNumber: lineNumber)
      let found = try database.value(
        "SELECT count(*) FROM lyric_index WHERE lyric_index MATCH ? AND rowid = ?",
        [phrase, rowID],
        as: Int.self)
      if found != 1 {
        health.searchIndexProblems.append(
          "line \(lineNumber) of track \(trackID) is missing from the search index")
      }
    }
    let audio = try database.rows(
      "SELECT audio_path FROM tracks WHERE downloaded = 1 AND audio_path IS NOT NULL ORDER BY id"
    ) { try $0.get(0, as: FilePath.self) }
    health.audioChecked = audio.count
    health.missingAudio = audio.filter { FileStamp(of: $0) == nil }
    return health
  }
}
