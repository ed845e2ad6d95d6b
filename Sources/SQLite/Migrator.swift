/// Applies numbered migrations in order, each in its own transaction together with the
/// record that it ran (table `schema_migrations`).
///
/// Before changing anything it checks the database: one that records migrations this program
/// does not know (a newer schema), or that has tables but no records (another program's
/// database), is refused and left untouched.
public struct Migrator: Sendable {
  /// The known migrations, by increasing version.
  public let migrations: [Migration]

  public init(migrations: [Migration]) throws(MigrationError) {
    let sorted = migrations.sorted { $0.version < $1.version }
    for (previous, next) in zip(sorted, sorted.dropFirst()) where previous.version == next.version {
      throw .duplicateVersion(next.version)
    }
    self.migrations = sorted
  }

  /// The highest version this migrator knows, 0 when it knows none.
  public var latestVersion: Int { migrations.last?.version ?? 0 }

  /// Throws when the database cannot be migrated by this migrator. Only reads.
  public func check(_ database: Database) throws {
    _ = try appliedRecords(database)
  }

  /// True when `database` records every known migration, found in one statement (how many it
  /// records, and the newest): what a command that only reads asks before it reads. The
  /// full check of ``status(_:)`` (each record's name) is left to the commands that write;
  /// a database without records gets it, so that it says what the file is. Only reads.
  public func isCurrent(_ database: Database) throws -> Bool {
    let counted: (count: Int, newest: Int)?
    do {
      counted = try database.firstRow(
        "SELECT count(*), coalesce(max(version), 0) FROM schema_migrations"
      ) { (try $0.get(0, as: Int.self), try $0.get(1, as: Int.self)) }
    } catch let error as SQLiteError where error.code.primary == .error {
      // No record table: another program's database, or an empty one.
      return try status(database).allSatisfy(\.isApplied)
    }
    guard let counted else { return false }
    if counted.newest > latestVersion {
      throw MigrationError.schemaTooNew(
        databaseVersion: counted.newest, knownVersion: latestVersion)
    }
    return counted.newest == latestVersion && counted.count == migrations.count
  }

  /// Every known migration, applied or pending.
  public func status(_ database: Database) throws -> [MigrationStatus] {
    let applied = try appliedRecords(database)
    return migrations.map {
      MigrationStatus(migration: $0, appliedAt: applied[$0.version]?.appliedAt)
    }
  }

  /// Applies the pending migrations in order and returns them. Each runs with foreign keys
  /// off (so a table can be rebuilt without cascading deletes), in its own transaction that
  /// also records it, and is rolled back if it leaves a foreign-key violation.
  ///
  /// Several processes may open a new catalog at once: each migration's records are read
  /// again under the write lock its transaction takes, so a migration another process has
  /// just applied is skipped, not run twice.
  @discardableResult
  public func migrate(_ database: Database) throws -> [Migration] {
    let applied = try appliedRecords(database)
    let pending = migrations.filter { applied[$0.version] == nil }
    guard !pending.isEmpty else { return [] }
    try database.executeScript("PRAGMA foreign_keys = OFF")
    defer { try? database.executeScript("PRAGMA foreign_keys = ON") }
    var done: [Migration] = []
    for migration in pending {
      let ran = try database.transaction(.immediate) { () throws -> Bool in
        guard try appliedRecords(database)[migration.version] == nil else { return false }
        try database.executeScript(Self.createRecordTable)
        try database.executeScript(migration.sql)
        let violations = try database.rows("PRAGMA foreign_key_check") { _ in () }.count
        guard violations == 0 else {
          throw MigrationError.foreignKeyViolations(version: migration.version, count: violations)
        }
        try database.execute(
          """
          INSERT INTO schema_migrations (version, name, applied_at)
          VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
          """,
          [migration.version, migration.name])
        return true
      }
      if ran { done.append(migration) }
    }
    return done
  }

  private static let createRecordTable = """
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    ) STRICT;
    """

  private struct Record {
    let name: String
    let appliedAt: String
  }

  /// The migrations the database records, after checking that they are all known. Read in
  /// one transaction: another process migrating meanwhile cannot show a half-made view.
  private func appliedRecords(_ database: Database) throws -> [Int: Record] {
    try database.transaction(.deferred) { try readRecords(database) }
  }

  private func readRecords(_ database: Database) throws -> [Int: Record] {
    let hasRecordTable =
      try database.value(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'",
        as: Int.self) == 1
    guard hasRecordTable else {
      let tables = try database.value(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
        as: Int.self)
      if tables ?? 0 > 0 { throw MigrationError.unmanagedDatabase }
      return [:]
    }
    let rows = try database.rows("SELECT version, name, applied_at FROM schema_migrations") {
      (try $0.get(0, as: Int.self), Record(name: try $0.get(1), appliedAt: try $0.get(2)))
    }
    let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0) })
    for (version, record) in rows.sorted(by: { $0.0 > $1.0 }) {
      guard let migration = known[version] else {
        if version > latestVersion {
          throw MigrationError.schemaTooNew(databaseVersion: version, knownVersion: latestVersion)
        }
        throw MigrationError.unknownMigration(version: version, name: record.name)
      }
      guard migration.name == record.name else {
        throw MigrationError.mismatchedMigration(
          version: version, databaseName: record.name, knownName: migration.name)
      }
    }
    return Dictionary(uniqueKeysWithValues: rows)
  }
}
