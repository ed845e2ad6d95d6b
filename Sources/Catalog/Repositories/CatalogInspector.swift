import AudioProbe
import SQLite

/// Reads the catalog as a whole: its numbers (`musicat stats`) and its health
/// (`musicat check`).
public struct CatalogInspector {
  let database: Database

  /// Every count of ``CatalogStatistics``, each from an index or one pass over a table.
  /// When a track or group last changed (was added or edited), in milliseconds since 1970;
  /// 0 for an empty catalog.
  public func lastChangeMilliseconds() throws -> Int64 {
    try database.value(
      """
      SELECT CAST((julianday(max(
        coalesce((SELECT max(updated_at) FROM tracks), ''),
        coalesce((SELECT max(updated_at) FROM groups), ''))) - 2440587.5) * 86400000 AS INTEGER)
      """, as: Int64.self) ?? 0
  }

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

  /// How the catalog's schema (its tables, indexes, triggers and views) differs from the one
  /// a catalog gets from this program's migrations, one sentence each: what is missing or
  /// changed, and what is there besides.
  func schemaDifferences() throws -> (differences: [String], extras: [String]) {
    let reference = try Catalog.inMemory().read { try Self.schema(of: $0.database) }
    let actual = try Self.schema(of: database)
    var differences: [String] = []
    for (name, object) in reference.sorted(by: { $0.key < $1.key }) {
      guard let found = actual[name] else {
        differences.append("\(object.type) \(name) is missing")
        continue
      }
      if found != object { differences.append("\(object.type) \(name) differs from musicat's") }
    }
    let extras = actual.sorted(by: { $0.key < $1.key }).filter { reference[$0.key] == nil }.map {
      "\($0.value.type) \($0.key) is not musicat's"
    }
    return (differences, extras)
  }

  /// The objects of a database's schema by name, with their type and SQL (SQLite's own
  /// objects and the record of migrations left out).
  private static func schema(of database: Database) throws -> [String: SchemaObject] {
    Dictionary(
      uniqueKeysWithValues: try database.rows(
        """
        SELECT name, type, sql FROM sqlite_schema
        WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'schema_migrations'
        """
      ) { (try $0.get(0, as: String.self), SchemaObject(type: try $0.get(1), sql: try $0.get(2))) })
  }

  /// A schema object as compared: its type, and its SQL without quotes and with runs of
  /// whitespace as one space (how SQLite quotes a renamed table has changed across versions).
  private struct SchemaObject: Equatable {
    let type: String
    let sql: String

    init(type: String, sql: String?) {
      self.type = type
      self.sql = (sql ?? "").filter { $0 != "\"" && $0 != "'" }.split(
        whereSeparator: \.isWhitespace
      )
      .joined(separator: " ")
    }
  }

  /// Rebuilds the lyric search index from the lyric lines (`musicat check --repair`): empties
  /// it, or when it is too damaged to empty, makes it anew as migrations made it, then puts
  /// every line in; then the name indexes and the album summaries from the tracks. Call
  /// inside a write transaction. Returns how many lines it indexed.
  public func rebuildSearchIndex() throws -> Int {
    do {
      try database.execute("INSERT INTO lyric_index (lyric_index) VALUES ('delete-all')")
    } catch is SQLiteError {
      let (create, hashSize) = try Catalog.inMemory().read { session in
        (
          try session.database.value(
            "SELECT sql FROM sqlite_schema WHERE name = 'lyric_index'", as: String.self),
          try session.database.value(
            "SELECT v FROM lyric_index_config WHERE k = 'hashsize'", as: Int.self)
        )
      }
      try database.executeScript("DROP TABLE IF EXISTS lyric_index")
      try database.executeScript(create ?? "")
      if let hashSize {
        try database.execute(
          "INSERT INTO lyric_index (lyric_index, rank) VALUES ('hashsize', ?)", [hashSize])
      }
    }
    try LyricIndex(database: database).addAllLines()
    try NameIndex(database: database).rebuild()
    try AlbumSummaries(database: database).rebuild()
    return try database.value("SELECT count(*) FROM lyric_lines", as: Int.self) ?? 0
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
    (health.schemaDifferences, health.schemaExtras) = try schemaDifferences()
    // Without the tables the rest reads, what is missing is the whole answer.
    guard health.schemaDifferences.isEmpty else { return health }
    func damaged(_ error: SQLiteError) {
      health.searchIndexProblems.append(
        "the index is damaged (\(error.message)); 'musicat check --repair' rebuilds it from the "
          + "lyric lines")
    }
    do {
      try database.execute("INSERT INTO lyric_index (lyric_index) VALUES ('integrity-check')")
    } catch let error as SQLiteError {
      damaged(error)
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
    do {
      for (trackID, lineNumber, text) in lines {
        guard let phrase = LyricSearch.phrase(text) else { continue }
        health.linesSearched += 1
        let rowID = LyricIndex.rowID(trackID: trackID, lineNumber: lineNumber)
        let found = try database.value(
          "SELECT count(*) FROM lyric_index WHERE lyric_index MATCH ? AND rowid = ?",
          [phrase, rowID],
          as: Int.self)
        if found != 1 {
          health.searchIndexProblems.append(
            "line \(lineNumber) of track \(trackID) is missing from the search index")
        }
      }
    } catch let error as SQLiteError {
      // A lookup the index cannot answer: it is damaged, which one problem says.
      if health.searchIndexProblems.isEmpty { damaged(error) }
    }
    // The name index holds a row per track, and its index agrees with what it holds; every
    // artist and album the tracks name has its row, and their indexes agree with them.
    do {
      try database.execute("INSERT INTO name_index (name_index) VALUES ('integrity-check')")
      try database.execute("INSERT INTO artist_index (artist_index) VALUES ('integrity-check')")
      try database.execute("INSERT INTO album_index (album_index) VALUES ('integrity-check')")
      let unlisted = try database.value(
        """
        SELECT (SELECT count(*) FROM (SELECT DISTINCT artist_key FROM tracks)
                WHERE artist_key NOT IN (SELECT artist_key FROM artist_names))
          + (SELECT count(*) FROM (SELECT DISTINCT artist_key, album_key FROM tracks) AS t
             WHERE NOT EXISTS (SELECT 1 FROM album_names AS a
               WHERE a.artist_key = t.artist_key AND a.album_key = t.album_key))
        """, as: Int.self)
      if let unlisted, unlisted > 0 {
        health.searchIndexProblems.append(
          "\(unlisted) " + (unlisted == 1 ? "artist or album is" : "artists and albums are")
            + " missing from the name search; 'musicat check --repair' adds them")
      }
      let unnamed = try database.value(
        "SELECT count(*) FROM tracks WHERE id NOT IN (SELECT rowid FROM name_index)", as: Int.self)
      let stray = try database.value(
        "SELECT count(*) FROM name_index WHERE rowid NOT IN (SELECT id FROM tracks)", as: Int.self)
      if let unnamed, unnamed > 0 {
        health.searchIndexProblems.append(
          (unnamed == 1 ? "1 track is" : "\(unnamed) tracks are")
            + " missing from the name index; 'musicat check --repair' adds them")
      }
      if let stray, stray > 0 {
        health.searchIndexProblems.append(
          "the name index holds \(stray) " + (stray == 1 ? "track that is" : "tracks that are")
            + " gone; 'musicat check --repair' drops them")
      }
    } catch let error as SQLiteError {
      health.searchIndexProblems.append(
        "the name index is damaged (\(error.message)); 'musicat check --repair' rebuilds it")
    }
    // The albums whose summary differs from their tracks' count, or that one side lacks.
    let miscounted = try database.value(
      """
      SELECT count(*) FROM (
        SELECT artist_key, album_key
        FROM (\(AlbumSummaries.ofTracks) EXCEPT SELECT * FROM album_summaries)
        UNION
        SELECT artist_key, album_key
        FROM (SELECT * FROM album_summaries EXCEPT \(AlbumSummaries.ofTracks)))
      """, as: Int.self)
    if let miscounted, miscounted > 0 {
      health.searchIndexProblems.append(
        "\(miscounted) album " + (miscounted == 1 ? "summary disagrees" : "summaries disagree")
          + " with the tracks; 'musicat check --repair' counts them again")
    }
    let audio = try database.rows(
      "SELECT audio_path FROM tracks WHERE downloaded = 1 AND audio_path IS NOT NULL ORDER BY id"
    ) { try $0.get(0, as: FilePath.self) }
    health.audioChecked = audio.count
    health.missingAudio = audio.filter { FileStamp(of: $0) == nil }
    return health
  }
}
