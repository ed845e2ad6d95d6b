import Foundation
import TestSupport
import Testing

@testable import SQLite

@Suite struct MigratorTests {
  static let first = Migration(
    version: 1, name: "initial", sql: "CREATE TABLE a (id INTEGER PRIMARY KEY);")
  static let second = Migration(
    version: 2, name: "more",
    sql: "CREATE TABLE b (a_id INTEGER REFERENCES a (id)); INSERT INTO a DEFAULT VALUES;")

  private func tables(_ database: Database) throws -> [String] {
    try database.rows("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") {
      try $0.get(0)
    }
  }

  @Test func appliesInOrderAndRerunningIsANoOp() throws {
    let database = try Database.inMemory()
    let migrator = try Migrator(migrations: [Self.second, Self.first])
    #expect(try migrator.status(database).map(\.isApplied) == [false, false])
    #expect(try migrator.migrate(database) == [Self.first, Self.second])
    #expect(try tables(database) == ["a", "b", "schema_migrations"])
    #expect(try migrator.status(database).map(\.isApplied) == [true, true])
    #expect(try migrator.migrate(database) == [])
    #expect(try database.value("SELECT count(*) FROM a", as: Int.self) == 1)
    #expect(try database.value("PRAGMA foreign_keys", as: Int.self) == 1)
  }

  @Test func appliesOnlyThePendingOnes() throws {
    let database = try Database.inMemory()
    try Migrator(migrations: [Self.first]).migrate(database)
    #expect(try Migrator(migrations: [Self.first, Self.second]).migrate(database) == [Self.second])
  }

  @Test func aFailingMigrationLeavesNoTraceAndKeepsTheEarlierOnes() throws {
    let database = try Database.inMemory()
    let broken = Migration(
      version: 2, name: "broken", sql: "CREATE TABLE c (x); SELECT * FROM nowhere;")
    let migrator = try Migrator(migrations: [Self.first, broken])
    #expect(throws: SQLiteError.self) { try migrator.migrate(database) }
    #expect(try tables(database) == ["a", "schema_migrations"])
    #expect(try migrator.status(database).map(\.isApplied) == [true, false])
  }

  @Test func aMigrationThatBreaksForeignKeysIsRolledBack() throws {
    let database = try Database.inMemory()
    let orphan = Migration(
      version: 2, name: "orphan",
      sql: "CREATE TABLE b (a_id INTEGER REFERENCES a (id)); INSERT INTO b VALUES (42);")
    let migrator = try Migrator(migrations: [Self.first, orphan])
    #expect(throws: MigrationError.foreignKeyViolations(version: 2, count: 1)) {
      try migrator.migrate(database)
    }
    #expect(try tables(database) == ["a", "schema_migrations"])
  }

  /// The one-statement check of the reading commands: current only with every migration
  /// recorded; a newer schema and another program's database are errors, as in the full check.
  @Test func isCurrentCountsTheRecordsInOneStatement() throws {
    let both = try Migrator(migrations: [Self.first, Self.second])
    let empty = try Database.inMemory()
    #expect(try both.isCurrent(empty) == false)
    let database = try Database.inMemory()
    try Migrator(migrations: [Self.first]).migrate(database)
    #expect(try both.isCurrent(database) == false)
    try both.migrate(database)
    #expect(try both.isCurrent(database))
    #expect(throws: MigrationError.schemaTooNew(databaseVersion: 2, knownVersion: 1)) {
      try Migrator(migrations: [Self.first]).isCurrent(database)
    }
    // A gap: version 2 recorded without version 1.
    try database.executeScript("DELETE FROM schema_migrations WHERE version = 1")
    #expect(try both.isCurrent(database) == false)
    let other = try Database.inMemory()
    try other.executeScript("CREATE TABLE contacts (name TEXT)")
    #expect(throws: MigrationError.unmanagedDatabase) { try both.isCurrent(other) }
  }

  @Test func aNewerSchemaIsRefusedAndTheFileUntouched() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("newer.db")
    do {
      let database = try Database(path: path)
      try Migrator(migrations: [Self.first, Self.second]).migrate(database)
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let database = try Database(path: path, journalMode: nil)
    let migrator = try Migrator(migrations: [Self.first])
    #expect(throws: MigrationError.schemaTooNew(databaseVersion: 2, knownVersion: 1)) {
      try migrator.migrate(database)
    }
    #expect(throws: MigrationError.schemaTooNew(databaseVersion: 2, knownVersion: 1)) {
      try migrator.check(database)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func anotherProgramsDatabaseIsRefused() throws {
    let database = try Database.inMemory()
    try database.executeScript("CREATE TABLE contacts (name TEXT)")
    #expect(throws: MigrationError.unmanagedDatabase) {
      try Migrator(migrations: [Self.first]).migrate(database)
    }
    #expect(try tables(database) == ["contacts"])
  }

  @Test func aRenamedOrForgottenMigrationIsRefused() throws {
    let database = try Database.inMemory()
    try Migrator(migrations: [Self.first, Self.second]).migrate(database)
    let renamed = Migration(version: 1, name: "renamed", sql: Self.first.sql)
    #expect(
      throws: MigrationError.mismatchedMigration(
        version: 1, databaseName: "initial", knownName: "renamed")
    ) {
      try Migrator(migrations: [renamed, Self.second]).check(database)
    }
    let third = Migration(version: 3, name: "third", sql: "SELECT 1;")
    #expect(throws: MigrationError.unknownMigration(version: 2, name: "more")) {
      try Migrator(migrations: [Self.first, third]).check(database)
    }
  }

  @Test func fileNamesGiveVersionAndName() throws {
    let migration = try Migration(fileName: "0012_add_word_index.sql", sql: "")
    #expect(migration.version == 12)
    #expect(migration.name == "add_word_index")
    let long = try Migration(fileName: "000000000000000007_回忆_2.sql", sql: "")
    #expect(long.version == 7 && long.name == "回忆_2")
    for bad in [
      "0001.sql", "initial.sql", "0001_initial.txt", "00x1_a.sql", "0000_zero.sql", "_a.sql",
      "0001_.sql", "", "1", "1_", "1_.sql", "0001_a.SQL", "0001_a.sq", "+1_a.sql", "-1_a.sql",
      "１_a.sql", "0001-a.sql", " 1_a.sql", "9999999999999999999_a.sql", "0001_a.sql\u{301}",
    ] {
      #expect(throws: MigrationError.badFileName(bad)) { _ = try Migration(fileName: bad, sql: "") }
    }
  }

  @Test func duplicateVersionsAreRefused() {
    #expect(throws: MigrationError.duplicateVersion(1)) {
      _ = try Migrator(migrations: [Self.first, Migration(version: 1, name: "other", sql: "")])
    }
  }
}
