import Foundation
import TestSupport
import Testing

@testable import SQLite

@Suite struct DatabaseTests {
  @Test func bindsAndReadsEveryType() throws {
    let database = try Database.inMemory()
    try database.executeScript(
      "CREATE TABLE t (i INTEGER, n INTEGER, r REAL, s TEXT, b BLOB, f INTEGER, z)")
    let blob = [UInt8]([0, 1, 2, 255])
    try database.execute(
      "INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?)",
      [Int64.max, Int(-42), 3.25, "月亮 ça va \u{0}end", blob, true, String?.none])
    let values = try #require(
      try database.firstRow("SELECT i, n, r, s, b, f, z FROM t") { row in
        (
          try row.get(0, as: Int64.self), try row.get(1, as: Int.self),
          try row.get(2, as: Double.self),
          try row.get(3, as: String.self), try row.get(4, as: [UInt8].self),
          try row.get(5, as: Bool.self),
          try row.get(6, as: String?.self)
        )
      })
    #expect(values.0 == Int64.max)
    #expect(values.1 == -42)
    #expect(values.2 == 3.25)
    #expect(values.3 == "月亮 ça va \u{0}end")
    #expect(values.4 == blob)
    #expect(values.5 == true)
    #expect(values.6 == nil)
  }

  /// Prepared statements are kept for reuse, at most ``Database/statementCacheLimit``: the
  /// least recently used goes first, so a statement run all along stays prepared however
  /// many others pass, and each still answers after the others were dropped.
  @Test func theStatementCacheKeepsTheRecentlyUsedAndIsBounded() throws {
    let database = try Database.inMemory()
    let limit = Database.statementCacheLimit
    let hot = "SELECT 0 AS hot"
    for number in 1...(3 * limit) {
      #expect(try database.value("SELECT \(number)", as: Int.self) == number)
      #expect(try database.value(hot, as: Int.self) == 0)
    }
    let kept = database.cachedStatementTexts
    #expect(kept.count == limit)
    #expect(kept.last == hot)
    #expect(!kept.contains("SELECT 1"))
    #expect(kept.contains("SELECT \(3 * limit)"))
    #expect(try database.value("SELECT 1", as: Int.self) == 1)
    #expect(database.cachedStatementTexts.count == limit)
  }

  @Test func emptyBlobAndEmptyTextStayNonNull() throws {
    let database = try Database.inMemory()
    let row = try #require(
      try database.firstRow("SELECT ?, ?, typeof(?1), typeof(?2)", [[UInt8](), ""]) { row in
        (
          try row.get(0, as: [UInt8]?.self), try row.get(1, as: String?.self),
          try row.get(2, as: String.self), try row.get(3, as: String.self)
        )
      })
    #expect(row.0 == [])
    #expect(row.1 == "")
    #expect(row.2 == "blob")
    #expect(row.3 == "text")
  }

  @Test func readingNullAsNonOptionalThrowsInsteadOfCrashing() throws {
    let database = try Database.inMemory()
    let error = #expect(throws: SQLiteError.self) {
      _ = try database.firstRow("SELECT NULL AS missing") { try $0.get(0, as: Int64.self) }
    }
    #expect(error?.code == .mismatch)
    #expect(error?.message.contains("missing") == true)
    #expect(try database.value("SELECT NULL", as: Int64.self) == nil)
    for type in [Int.self, Double.self, String.self, Bool.self]
      as [any DatabaseValueConvertible.Type]
    {
      #expect(throws: SQLiteError.self) {
        _ = try database.firstRow("SELECT NULL") { try $0.get(0, as: type) }
      }
    }
  }

  @Test func mismatchedTypesAndBadColumnsThrow() throws {
    let database = try Database.inMemory()
    #expect(throws: SQLiteError.self) { _ = try database.value("SELECT 'text'", as: Int.self) }
    #expect(throws: SQLiteError.self) { _ = try database.value("SELECT 2", as: Bool.self) }
    #expect(throws: SQLiteError.self) {
      _ = try database.firstRow("SELECT 1") { try $0.get(5, as: Int.self) }
    }
    #expect(throws: SQLiteError.self) {
      _ = try database.firstRow("SELECT 1 AS a") { try $0.get("b", as: Int.self) }
    }
    #expect(try database.firstRow("SELECT 7 AS a") { try $0.get("a", as: Int.self) } == 7)
  }

  @Test func namedParametersAndArgumentCounts() throws {
    let database = try Database.inMemory()
    let statement = try database.prepare("SELECT :a || :b")
    try statement.bind(named: [":a": "x", ":b": 1])
    var result: String?
    try statement.forEachRow { result = try $0.get(0) }
    #expect(result == "x1")
    #expect(throws: SQLiteError.self) { try statement.bind(named: [":c": 1]) }
    let countError = #expect(throws: SQLiteError.self) { try database.execute("SELECT ?, ?", [1]) }
    #expect(countError?.code == .range)
  }

  @Test func errorsCarryCodeMessageAndSQL() throws {
    let database = try Database.inMemory()
    let syntax = #expect(throws: SQLiteError.self) { try database.execute("SELEC 1") }
    #expect(syntax?.code == .error)
    #expect(syntax?.message.contains("syntax error") == true)
    #expect(syntax?.sql == "SELEC 1")

    try database.executeScript(
      """
      CREATE TABLE parent (id INTEGER PRIMARY KEY, name TEXT UNIQUE);
      CREATE TABLE child (parent_id INTEGER NOT NULL REFERENCES parent (id));
      """)
    try database.execute("INSERT INTO parent (name) VALUES (?)", ["a"])
    let unique = #expect(throws: SQLiteError.self) {
      try database.execute("INSERT INTO parent (name) VALUES (?)", ["a"])
    }
    #expect(unique?.code == .constraintUnique)
    #expect(unique?.code.primary == .constraint)
    let foreignKey = #expect(throws: SQLiteError.self) {
      try database.execute("INSERT INTO child (parent_id) VALUES (?)", [99])
    }
    #expect(foreignKey?.code == .constraintForeignKey)
    let notNull = #expect(throws: SQLiteError.self) {
      try database.execute("INSERT INTO child (parent_id) VALUES (?)", [Int?.none])
    }
    #expect(notNull?.code == .constraintNotNull)
  }

  @Test func preparingSeveralStatementsIsRefused() throws {
    let database = try Database.inMemory()
    let error = #expect(throws: SQLiteError.self) { _ = try database.prepare("SELECT 1; SELECT 2") }
    #expect(error?.code == .misuse)
    _ = try database.prepare("SELECT 1;  ")
  }

  @Test func cachedStatementCanBeUsedFromInsideItsOwnRows() throws {
    let database = try Database.inMemory()
    try database.executeScript("CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3);")
    let sql = "SELECT n FROM t WHERE n >= ? ORDER BY n"
    let pairs = try database.rows(sql, [2]) { row -> [Int] in
      let n: Int = try row.get(0)
      return try database.rows(sql, [n]) { try $0.get(0, as: Int.self) }
    }
    #expect(pairs == [[2, 3], [3]])
  }

  @Test func fileDatabaseOpensInWALWithForeignKeys() throws {
    let folder = try TemporaryFolder()
    let database = try Database(path: folder.path("a.db"))
    #expect(try database.value("PRAGMA journal_mode", as: String.self) == "wal")
    #expect(try database.value("PRAGMA foreign_keys", as: Int.self) == 1)
    #expect(try database.value("PRAGMA synchronous", as: Int.self) == 1)
  }

  @Test func readOnlyModeRefusesWritesAndMissingFiles() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("a.db")
    try Database(path: path).executeScript("CREATE TABLE t (n INTEGER)")
    let readOnly = try Database(path: path, mode: .readOnly)
    #expect(readOnly.isReadOnly)
    let error = #expect(throws: SQLiteError.self) {
      try readOnly.execute("INSERT INTO t VALUES (1)")
    }
    #expect(error?.code.primary == .readOnly)
    let missing = #expect(throws: SQLiteError.self) {
      _ = try Database(path: folder.path("none.db"), mode: .readOnly)
    }
    #expect(missing?.code.primary == .cantOpen)
  }

  @Test func aFileThatIsNotADatabaseIsRefusedAndUnchanged() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("notes.txt")
    let bytes = Data(
      "just some notes\nnot a database at all, but long enough to have a header\n".utf8)
    try bytes.write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: SQLiteError.self) { _ = try Database(path: path) }
    #expect(error?.code.primary == .notADatabase)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.txt"])
  }
}
