/// Why migrations could not be read, checked or applied.
public enum MigrationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A migration file is not named `NNNN_name.sql`.
  case badFileName(String)
  /// Two migrations share a version.
  case duplicateVersion(Int)
  /// The database holds migrations this program does not know: it was written by a newer one.
  case schemaTooNew(databaseVersion: Int, knownVersion: Int)
  /// The database records a migration, older than this program's latest, that it does not know.
  case unknownMigration(version: Int, name: String)
  /// The database records a migration under a version whose name differs from this program's.
  case mismatchedMigration(version: Int, databaseName: String, knownName: String)
  /// The database has tables but no migration records: it belongs to another program.
  case unmanagedDatabase
  /// A migration left rows that violate foreign keys; it was rolled back.
  case foreignKeyViolations(version: Int, count: Int)

  public var description: String {
    switch self {
    case .badFileName(let name):
      "migration file \(name) is not named NNNN_name.sql"
    case .duplicateVersion(let version):
      "two migrations have version \(version)"
    case .schemaTooNew(let databaseVersion, let knownVersion):
      "the database schema is version \(databaseVersion), newer than this program knows "
        + "(\(knownVersion)); use a newer version of the program. The database was not changed."
    case .unknownMigration(let version, let name):
      "the database applied migration \(version) '\(name)', which this program does not know. "
        + "The database was not changed."
    case .mismatchedMigration(let version, let databaseName, let knownName):
      "the database applied migration \(version) as '\(databaseName)', but this program's "
        + "migration \(version) is '\(knownName)'. The database was not changed."
    case .unmanagedDatabase:
      "the database has tables but no schema_migrations table: it was not created by this "
        + "program. The database was not changed."
    case .foreignKeyViolations(let version, let count):
      "migration \(version) left \(count) rows that break foreign keys; it was rolled back"
    }
  }
}
