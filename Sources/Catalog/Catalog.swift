import SQLite
import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A music catalog in one SQLite file: the one owner of its database connection.
///
/// The connection is not Sendable; the catalog keeps it behind a lock, so one call at a
/// time uses it, and the catalog itself can be shared between tasks and threads.
///
/// `@unchecked Sendable` is sound because the only mutable state, the connection, is private
/// and touched only inside `lock.withLock`, and the session handed to a closure is documented
/// not to outlive the call. (The compiler cannot check this: `Mutex<Database>` would need the
/// closures to be `sending`, which a synchronous repository API cannot express.) The lock is
/// recursive, so a read nested in a write runs as a savepoint instead of deadlocking.
public final class Catalog: @unchecked Sendable {
  /// The migrations compiled into this binary from the package's `Migrations/` folder.
  public static let migrator: Migrator = {
    do {
      return try Migrator(
        migrations: EmbeddedFiles.migrations.map {
          try Migration(fileName: $0.name, sql: $0.contents)
        })
    } catch {
      // The files are checked by the test suite; a bad name cannot reach a release.
      preconditionFailure("the embedded migrations are invalid: \(error)")
    }
  }()

  /// The page size of a new catalog file, in bytes (SQLite's default is 4096). An import
  /// writes every page of the catalog to the write-ahead log and then to the file, so
  /// larger pages mean fewer writes (docs/PERFORMANCE.md). A catalog's page size is fixed
  /// when its file is created; older catalogs keep theirs.
  static let newFilePageSize = 16384

  /// The database file's path, or ":memory:".
  public let path: String
  private let database: Database
  private let lock = PthreadMutex(recursive: true)

  private init(database: Database) {
    path = database.path
    self.database = database
  }

  /// Opens the catalog at `path`, creating the file when it does not exist.
  ///
  /// A file that is not an SQLite database or is a database of another program is refused
  /// with ``CatalogError/notACatalog(path:reason:)``, one whose schema is newer than this
  /// binary knows with ``CatalogError/schemaTooNew(path:version:known:)``; either is left
  /// byte-for-byte unchanged. Otherwise the file is switched to WAL and, when
  /// `migrate` is true, its pending migrations are applied. A `readOnly` catalog is opened
  /// without changing the file at all, and must be fully migrated already.
  public static func open(path: String, migrate: Bool = true, readOnly: Bool = false) throws
    -> Catalog
  {
    // A read-only catalog must already be current: migrating would write.
    let database = try connect(path: path, requiringCurrent: readOnly) {
      try Database(path: path, mode: readOnly ? .readOnly : .readWrite, journalMode: nil)
    }
    if readOnly { return Catalog(database: database) }
    if path != ":memory:" {
      // The page size can be chosen only before the file's first page is written. The
      // cache size is set again after it: left alone, SQLite 3.40 lets the cache keep its
      // count of pages at the new, larger size, four times the memory.
      if try database.value("PRAGMA page_count", as: Int.self) == 0 {
        let cacheSize = try database.value("PRAGMA cache_size", as: Int.self) ?? -2000
        try database.executeScript(
          "PRAGMA page_size = \(newFilePageSize); PRAGMA cache_size = \(cacheSize)")
      }
      try database.setJournalMode(.wal)
    }
    if migrate { try migrator.migrate(database) }
    return Catalog(database: database)
  }

  /// Opens the catalog at `path`, which must exist, to read it, read-only: nothing is ever
  /// written to the file (no journal mode is set, nothing migrated, and what an import left
  /// in the log is read there, not copied in), so a catalog the user may not write, in a
  /// folder they may not write, reads as it is. Throws
  /// ``CatalogError/migrationNeeded(path:)`` when its schema is older than this program's.
  ///
  /// A catalog in write-ahead-log mode is read through a `-shm` file beside it, which SQLite
  /// makes (with an empty `-wal`) and leaves there; the next command that writes removes
  /// both. Where none can be made (a read-only folder) and no log is waiting, the catalog is
  /// read as immutable. With `requiringCurrent` false an older catalog opens too, for what
  /// reads only the record of migrations (`musicat migrate --status`).
  public static func openToRead(path: String, requiringCurrent: Bool = true) throws -> Catalog {
    let database = try connect(path: path, requiringCurrent: requiringCurrent) {
      do {
        return try Database(path: path, mode: .readOnly, journalMode: nil)
      } catch let error as SQLiteError
        where (error.code == .readOnlyDirectory || error.code.primary == .cantOpen)
        && access(path + "-wal", F_OK) != 0
      {
        return try Database(path: path, mode: .immutable, journalMode: nil)
      }
    }
    return Catalog(database: database)
  }

  /// The connection `open` makes, checked to be a catalog this program can read (and, when
  /// `requiringCurrent`, to have every migration applied: else
  /// ``CatalogError/migrationNeeded(path:)``), in one read of its records, with the catalog's
  /// SQL functions defined; what is wrong with the file becomes a ``CatalogError`` naming it.
  private static func connect(
    path: String, requiringCurrent: Bool = false, _ open: () throws -> Database
  ) throws -> Database {
    do {
      let database = try open()
      if requiringCurrent {
        guard try migrator.isCurrent(database) else {
          throw CatalogError.migrationNeeded(path: path)
        }
      } else {
        try migrator.check(database)
      }
      try configure(database)
      return database
    } catch let error as SQLiteError where error.code.primary == .notADatabase {
      throw CatalogError.notACatalog(path: path, reason: "the file is not an SQLite database")
    } catch let error as SQLiteError
      where error.code.primary == .cantOpen || error.code.primary == .ioError
    {
      throw CatalogError.cannotOpen(
        path: path, reason: openFailureReason(path: path) ?? error.code.primary.description)
    } catch MigrationError.schemaTooNew(let version, let known) {
      throw CatalogError.schemaTooNew(path: path, version: version, known: known)
    } catch let error as MigrationError {
      throw CatalogError.notACatalog(path: path, reason: error.description)
    }
  }

  /// What the file system says is wrong with `path` as a catalog file, when SQLite could not
  /// open it ("unable to open database file" or, for a folder, "disk I/O error" say neither
  /// which nor why): a folder in its place, or a folder above it missing or not a folder.
  private static func openFailureReason(path: String) -> String? {
    var status = stat()
    if stat(path, &status) == 0 {
      return status.st_mode & S_IFMT == S_IFDIR ? "it is a folder, not a file" : nil
    }
    let parent = PathText.folder(of: path)
    let folder = parent.isEmpty ? "." : parent
    guard stat(folder, &status) == 0 else {
      return errno == ENOENT ? "the folder \(folder) does not exist" : nil
    }
    return status.st_mode & S_IFMT == S_IFDIR ? nil : "\(folder) is not a folder"
  }

  /// Opens a new, empty, migrated catalog in memory (for tests and dry runs).
  public static func inMemory() throws -> Catalog {
    let database = try Database.inMemory()
    try configure(database)
    try migrator.migrate(database)
    return Catalog(database: database)
  }

  /// Defines on a connection the SQL functions the catalog's schema and statements call
  /// (``LyricSearchTerms/sqlFunctionName``); every connection to a catalog needs them before
  /// it migrates or writes lyrics.
  static func configure(_ database: Database) throws {
    try database.defineFunction(LyricSearchTerms.sqlFunctionName, LyricSearchTerms.terms(of:))
    try database.defineFunction(TextFolding.sqlFunctionName, TextFolding.fold)
    try database.defineFunction("compose_text", CanonicalComposition.composed)
  }

  /// A catalog for reading on another thread while this one writes: a second connection to
  /// the same file (WAL lets it read beside the writer, seeing what was committed). An
  /// in-memory catalog, which no other connection can see, returns itself.
  ///
  /// Its page cache is small, 64 KiB (four of the catalog's 16 KiB pages): an import's reader
  /// looks each folder's rows up once, so a larger cache would only fill further as the
  /// catalog grows, and the import's memory with it, without making re-imports faster.
  public func catalogForAnotherThread() throws -> Catalog {
    guard path != ":memory:" else { return self }
    let reader = try Catalog.open(path: path, migrate: false, readOnly: true)
    try reader.database.executeScript("PRAGMA cache_size = -64")
    return reader
  }

  /// Sets how much memory this connection's page cache may take, in KiB (SQLite's default is
  /// 2,000): an import's writer takes less while it runs.
  public func setPageCache(kibibytes: Int) throws {
    try lock.withLock { try database.executeScript("PRAGMA cache_size = -\(kibibytes)") }
  }

  /// Runs `body` in a read transaction: it sees one consistent state of the catalog.
  public func read<T>(_ body: (CatalogSession) throws -> T) throws -> T {
    try lock.withLock {
      try database.transaction(.deferred) { try body(CatalogSession(database: database)) }
    }
  }

  /// Runs `body` in a write transaction: all of its changes are kept, or, when it throws,
  /// none are (the error is rethrown).
  public func write<T>(_ body: (CatalogSession) throws -> T) throws -> T {
    try lock.withLock {
      try database.transaction(.immediate) { try body(CatalogSession(database: database)) }
    }
  }

  /// The known migrations and whether each has been applied.
  public func migrationStatus() throws -> [MigrationStatus] {
    try lock.withLock { try Self.migrator.status(database) }
  }

  /// Applies the pending migrations and returns them.
  public func migrate() throws -> [Migration] {
    try lock.withLock { try Self.migrator.migrate(database) }
  }
}
