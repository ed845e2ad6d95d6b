import Foundation
import SQLite
import TestSupport
import Testing

@testable import Catalog

/// The schema itself: constraints make bad states unrepresentable, the FTS index follows the
/// lyric lines, and the CLI's queries use indexes.
@Suite struct SchemaTests {
  private func migratedDatabase() throws -> Database {
    let database = try Database.inMemory()
    try Catalog.configure(database)
    try Catalog.migrator.migrate(database)
    return database
  }

  @Test func embeddedMigrationsAreTheFilesInMigrations() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Migrations")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".sql") }.sorted()
    #expect(!names.isEmpty)
    #expect(EmbeddedFiles.migrations.map(\.name) == names)
    for file in EmbeddedFiles.migrations {
      let onDisk = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
      #expect(file.contents == onDisk, "\(file.name) differs from the embedded copy")
    }
    #expect(Catalog.migrator.migrations.map(\.version) == Array(1...names.count))
  }

  @Test func badStatesAreRefusedByConstraints() throws {
    let database = try migratedDatabase()
    try database.execute("INSERT INTO groups (name) VALUES ('g')")
    try database.execute("INSERT INTO tracks (title) VALUES ('t')")
    let refused: [(String, ResultCode)] = [
      ("INSERT INTO groups (name, state) VALUES ('h', 'paused')", .constraintCheck),
      ("INSERT INTO groups (name) VALUES ('g')", .constraintUnique),
      ("INSERT INTO groups (name) VALUES ('  ')", .constraintCheck),
      ("INSERT INTO tracks (title) VALUES ('')", .constraintCheck),
      ("INSERT INTO tracks (title, downloaded) VALUES ('x', 2)", .constraintCheck),
      ("INSERT INTO tracks (title, duration_ms) VALUES ('x', -1)", .constraintCheck),
      ("INSERT INTO tracks (title, duration_ms) VALUES ('x', 'long')", .constraintDataType),
      ("INSERT INTO tracks (title, quality) VALUES ('x', 'great')", .constraintCheck),
      ("INSERT INTO tracks (title, lrc_tags) VALUES ('x', '{')", .constraintCheck),
      ("INSERT INTO tracks (title) VALUES (NULL)", .constraintNotNull),
      (
        "INSERT INTO group_tracks (group_id, track_id, position) VALUES (1, 99, 1)",
        .constraintForeignKey
      ),
      (
        "INSERT INTO group_tracks (group_id, track_id, position) VALUES (1, 1, 0)", .constraintCheck
      ),
      (
        "INSERT INTO lyric_lines (track_id, line_number, time_ms, text) VALUES (1, 1, 5, 'a')",
        .constraintCheck
      ),
      (
        "INSERT INTO lyric_lines (track_id, line_number, text) VALUES (42, 1, 'a')",
        .constraintForeignKey
      ),
    ]
    for (sql, code) in refused {
      let error = #expect(throws: SQLiteError.self, "\(sql)") { try database.execute(sql) }
      #expect(error?.code == code, "\(sql)")
    }
  }

  @Test func deletingATrackCascadesToItsLinesAndMemberships() throws {
    let database = try migratedDatabase()
    try database.executeScript(
      """
      INSERT INTO groups (name) VALUES ('g');
      INSERT INTO tracks (title) VALUES ('t');
      INSERT INTO group_tracks (group_id, track_id, position) VALUES (1, 1, 1);
      INSERT INTO lyric_lines (track_id, line_number, time_ms, written_ms, text) VALUES (1, 1, 0, 0, 'hello world');
      DELETE FROM tracks;
      """)
    #expect(try database.value("SELECT count(*) FROM group_tracks", as: Int.self) == 0)
    #expect(try database.value("SELECT count(*) FROM lyric_lines", as: Int.self) == 0)
    #expect(try database.value("SELECT count(*) FROM groups", as: Int.self) == 1)
  }

  @Test func theSearchIndexFollowsLinesWrittenReplacedAndDeleted() throws {
    let catalog = try Catalog.inMemory()
    let count = { (query: String) in
      try catalog.read { session in
        try session.database.value(
          "SELECT count(*) FROM lyric_index WHERE lyric_index MATCH ?", [query], as: Int.self)
      }
    }
    let line = { (number: Int, text: String) in
      LyricLine(lineNumber: number, timeMS: number * 1_000, writtenMS: number * 1_000, text: text)
    }
    let id = try catalog.write { session in
      let id = try session.tracks.add(TrackDraft(title: "t")).id
      try session.lyrics.replaceLines(
        of: id, with: [line(1, "月亮代表我的心"), line(2, "Café au lait")])
      return id
    }
    #expect(try count("\"月 亮\"") == 1)
    #expect(try count("\"心\"") == 1)
    #expect(try count("cafe") == 1)
    try catalog.write { session in
      try session.lyrics.replaceLines(of: id, with: [line(1, "moonlight shadow")])
    }
    #expect(try count("\"月 亮\"") == 0)
    #expect(try count("cafe") == 0)
    #expect(try count("shadow") == 1)
    try catalog.write { session in try session.tracks.delete(id) }
    #expect(try count("shadow") == 0)
    try catalog.write { session in
      try session.database.execute(
        "INSERT INTO lyric_index (lyric_index) VALUES ('integrity-check')")
    }
  }

  @Test func termsSetApartCharactersOfScriptsWithoutSpaces() {
    #expect(LyricSearchTerms.terms(of: "I love you") == "I love you")
    #expect(LyricSearchTerms.terms(of: "Café") == "Café")
    #expect(LyricSearchTerms.terms(of: "爱你 ok") == " 爱  你  ok")
    #expect(LyricSearchTerms.terms(of: "ありがとう") == " あ  り  が  と  う ")
    #expect(LyricSearchTerms.terms(of: "사랑") == " 사  랑 ")
    #expect(LyricSearchTerms.terms(of: "𠀀") == " 𠀀 ")
  }

  /// The terms, computed on bytes, are what setting each character apart scalar by scalar
  /// gives (the index is contentless: a line leaves it only with the terms it entered with),
  /// on random text made of the scalars at and around the edges of every range set apart.
  @Test func termsAreTheScalarByScalarDefinition() {
    let edges: [UInt32] = [
      0x20, 0x41, 0xE9, 0x7FF, 0x800, 0xFFF, 0x1000, 0x10FF, 0x1100, 0x11FF, 0x1200, 0x2014,
      0x2E7F, 0x2E80, 0x2FDF, 0x2FE0, 0x3004, 0x3005, 0x3007, 0x3008, 0x303F, 0x3040, 0x30FF,
      0x3100, 0x312F, 0x3130, 0x318F, 0x3190, 0x31EF, 0x31F0, 0x31FF, 0x3200, 0x33FF, 0x3400,
      0x4DBF, 0x4DC0, 0x4DFF, 0x4E00, 0x9FFF, 0xA000, 0xABFF, 0xAC00, 0xD7AF, 0xD7B0, 0xE000,
      0xF8FF, 0xF900, 0xFAFF, 0xFB00, 0xFF65, 0xFF66, 0xFF9F, 0xFFA0, 0xFFFD, 0x10000, 0x1F600,
      0x1FFFF, 0x20000, 0x3134F, 0x31350, 0x10FFFF,
    ]
    var random = SystemRandomNumberGenerator()
    var wrong: [String] = []
    for _ in 0..<3_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        text.unicodeScalars.append(Unicode.Scalar(edges.randomElement(using: &random)!)!)
      }
      var expected = ""
      for scalar in text.unicodeScalars {
        if LyricSearchTerms.isWrittenWithoutSpaces(scalar) {
          expected += " \(scalar) "
        } else {
          expected.unicodeScalars.append(scalar)
        }
      }
      if Array(LyricSearchTerms.terms(of: text).utf8) != Array(expected.utf8) { wrong.append(text) }
    }
    #expect(wrong.isEmpty)
  }

  @Test(arguments: [
    "SELECT * FROM tracks AS t WHERE t.artist = 'x' ORDER BY t.album",
    "SELECT * FROM tracks AS t WHERE t.album = 'x'",
    "SELECT * FROM tracks AS t WHERE t.downloaded = 1 AND t.hd = 1",
    "SELECT * FROM tracks AS t ORDER BY t.title",
    "SELECT * FROM group_tracks WHERE track_id = 1",
    "SELECT position FROM group_tracks WHERE group_id = 1 AND track_id = 2",
    "SELECT * FROM group_tracks WHERE group_id = 1 ORDER BY position",
    "SELECT time_ms FROM lyric_lines WHERE track_id = 1 AND time_ms <= 100 ORDER BY line_number DESC LIMIT 1",
    "SELECT * FROM lyric_lines WHERE track_id = 1 ORDER BY line_number",
    "SELECT * FROM groups WHERE name = 'x'",
  ])
  func queriesUseAnIndex(sql: String) throws {
    let database = try migratedDatabase()
    let plan = try database.rows("EXPLAIN QUERY PLAN " + sql) { try $0.get(3, as: String.self) }
    #expect(!plan.isEmpty)
    // A walk along an index is how an ORDER BY over all rows should run; a scan of the table
    // or a sort in a temporary b-tree is not.
    for step in plan
    where (step.hasPrefix("SCAN") && !step.contains("INDEX")) || step.contains("TEMP B-TREE") {
      Issue.record("\(sql) does not use an index: \(plan)")
    }
  }
}
