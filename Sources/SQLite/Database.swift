import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One connection to an SQLite database.
///
/// Opened with extended result codes, a busy timeout and `foreign_keys=ON`; file databases
/// opened for writing switch to WAL unless told otherwise. Not Sendable: a connection must
/// be used by one thread at a time, so a single owner (the catalog) serializes access to it.
public final class Database {
  /// How to open a database file.
  public enum Mode: Sendable {
    /// Read and write; the file is created when it does not exist.
    case readWrite
    /// Read only; the file must exist. Nothing is ever written to it: a WAL database's
    /// pages waiting in its log are read from there, never copied into the file (a
    /// connection that may write copies them when it closes last), and its `-wal` and
    /// `-shm` files are left beside it, as SQLite leaves them for a reader.
    case readOnly
    /// Read only, as a file nothing changes while it is open (SQLite's `immutable`): no
    /// locks, no write-ahead log. For a database with no log beside it, in a folder where
    /// none can be made, which SQLite cannot open otherwise.
    case immutable
  }

  /// The journal mode to set at open.
  public enum JournalMode: String, Sendable {
    /// Write-ahead logging: readers never block the writer, and the writer never blocks them.
    case wal = "WAL"
    /// SQLite's default rollback journal.
    case delete = "DELETE"
  }

  let handle: OpaquePointer
  /// The path given at open, or ":memory:".
  public let path: String
  /// The statements prepared by ``withCachedStatement(_:_:)``, the most recently used last,
  /// each with its text's hash: at most ``statementCacheLimit``, the least recently used
  /// dropped first, since the texts of a query language's statements vary with the terms
  /// asked. An array, searched by hash from its end: a dictionary's first use costs a
  /// command more (the runtime builds its storage's type and looks `Hashable` up among
  /// every conformance) than searching a hundred hashes.
  private var statementCache: [CachedStatement] = []
  /// The most statements kept prepared: more than the service's answers use between them.
  static let statementCacheLimit = 128

  /// The texts of the statements kept prepared, the least recently used first.
  var cachedStatementTexts: [String] { statementCache.map(\.sql) }

  private struct CachedStatement {
    let hash: Int
    let sql: String
    let statement: Statement
  }
  /// How long a statement waits for another connection's lock, in ms.
  let busyTimeout: Int32
  /// How many savepoints are open, so nested ones get distinct names.
  var savepointDepth = 0

  /// Opens (and for `.readWrite`, creates when missing) the database at `path`.
  ///
  /// - Parameters:
  ///   - journalMode: set right after opening a file for writing; nil leaves the file's own
  ///     mode untouched (so a file that is then refused is not changed).
  ///   - busyTimeout: how long a statement waits for another connection's lock, in ms.
  public init(
    path: String, mode: Mode = .readWrite, journalMode: JournalMode? = .wal,
    busyTimeout: Int32 = 5_000
  ) throws {
    let flags =
      switch mode {
      case .readWrite: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
      case .readOnly: SQLITE_OPEN_READONLY
      case .immutable: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
      }
    Self.configureLibrary
    var handle: OpaquePointer?
    let name = mode == .immutable ? Self.immutableURI(path) : path
    let code = sqlite3_open_v2(name, &handle, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard code == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(handle)
      throw SQLiteError(code: ResultCode(rawValue: code), message: "\(message): \(path)")
    }
    self.handle = handle
    self.path = path
    sqlite3_extended_result_codes(handle, 1)
    self.busyTimeout = busyTimeout
    sqlite3_busy_timeout(handle, busyTimeout)
    // Reading the schema first makes a file that is not a database fail here, before any
    // statement below could write to it.
    try executeScript("SELECT count(*) FROM sqlite_schema")
    try executeScript("PRAGMA foreign_keys = ON")
    if mode == .readWrite, path != ":memory:", let journalMode {
      try setJournalMode(journalMode)
    }
  }

  /// Library-wide settings, made once before the first connection opens: no memory
  /// statistics (they take a global lock around every allocation SQLite makes, which an
  /// import makes millions of). Too late when the process opened SQLite before, which only
  /// costs the speed-up.
  private static let configureLibrary: Void = {
    _ = musicat_sqlite_disable_memory_statistics()
  }()

  /// `path` as a `file:` URI that opens it immutable: `%`, `?`, `#` and every byte past
  /// ASCII percent-encoded (SQLite decodes them back to the same bytes).
  private static func immutableURI(_ path: String) -> String {
    var uri = "file:"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0x80...:
        uri += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      default: uri.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return uri + "?immutable=1"
  }

  /// Opens a new, empty in-memory database.
  public static func inMemory() throws -> Database {
    try Database(path: ":memory:")
  }

  deinit {
    statementCache.removeAll()
    // close_v2 waits for statements still alive elsewhere to finalize before closing.
    sqlite3_close_v2(handle)
  }

  /// Sets the journal mode; with WAL also `synchronous=NORMAL`, which keeps the database
  /// consistent after a crash of the process or the machine.
  ///
  /// Changing the mode needs the database to itself, and SQLite reports "locked" at once
  /// instead of waiting when another connection is busy (another process creating the same
  /// new catalog, say): the change is retried for up to the busy timeout.
  public func setJournalMode(_ journalMode: JournalMode) throws {
    let current = try value("PRAGMA journal_mode", as: String.self)
    var mode = current
    if current?.lowercased() != journalMode.rawValue.lowercased() {
      // Tries 10 ms apart, as many as the busy timeout holds.
      var triesLeft = Int(busyTimeout) / 10
      while true {
        do {
          mode = try value("PRAGMA journal_mode = \(journalMode.rawValue)", as: String.self)
          break
        } catch let error as SQLiteError where error.code.primary == .busy && triesLeft > 0 {
          triesLeft -= 1
          usleep(10_000)
        }
      }
    }
    if journalMode == .wal {
      guard mode?.uppercased() == "WAL" else {
        throw SQLiteError(
          code: .error, message: "could not switch \(path) to WAL (got \(mode ?? "nothing"))")
      }
      try executeScript("PRAGMA synchronous = NORMAL")
    }
  }

  // MARK: Running SQL

  /// Runs one or more SQL statements that take no arguments (a migration, a PRAGMA).
  public func executeScript(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    guard code == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
      sqlite3_free(message)
      throw SQLiteError(
        code: ResultCode(rawValue: sqlite3_extended_errcode(handle)), message: text, sql: sql)
    }
  }

  /// Runs one statement with bound arguments, ignoring any rows. The statement is cached.
  public func execute(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws {
    try withCachedStatement(sql) { statement in
      try statement.bind(arguments)
      try statement.run()
    }
  }

  /// Runs one query and maps each row with `transform`. The statement is cached.
  // Inlinable, so the caller's module builds an array of its own type: unspecialized, the
  // array's type was looked up at run time for every row.
  @inlinable
  public func rows<T>(
    _ sql: String, _ arguments: [any DatabaseValueConvertible] = [], _ transform: (Row) throws -> T
  ) throws -> [T] {
    var results: [T] = []
    try forEachRow(sql, arguments) { results.append(try transform($0)) }
    return results
  }

  /// Lends the cached statement for `sql` to `body`, to bind and run as often as it likes
  /// (typed binds, no boxing): the fast path for a statement run many times.
  public func withStatement<T>(_ sql: String, _ body: (Statement) throws -> T) throws -> T {
    try withCachedStatement(sql, body)
  }

  /// Runs one query and hands each row to `body`, keeping none of them. The statement is
  /// cached.
  public func forEachRow(
    _ sql: String, _ arguments: [any DatabaseValueConvertible] = [], _ body: (Row) throws -> Void
  ) throws {
    try withCachedStatement(sql) { statement in
      try statement.bind(arguments)
      try statement.forEachRow(body)
    }
  }

  /// The first row of a query, mapped with `transform`, or nil when there is none.
  public func firstRow<T>(
    _ sql: String, _ arguments: [any DatabaseValueConvertible] = [], _ transform: (Row) throws -> T
  ) throws -> T? {
    try withCachedStatement(sql) { statement in
      try statement.bind(arguments)
      defer { statement.reset() }
      return try statement.step() ? try transform(Row(statement: statement)) : nil
    }
  }

  /// The first column of the first row, or nil when there is no row or the value is NULL.
  public func value<T: DatabaseValueConvertible>(
    _ sql: String, _ arguments: [any DatabaseValueConvertible] = [], as type: T.Type = T.self
  ) throws -> T? {
    try firstRow(sql, arguments) { try $0.get(0, as: T?.self) } ?? nil
  }

  /// Prepares a statement that is not cached; it finalizes itself when released.
  public func prepare(_ sql: String) throws -> Statement {
    try Statement(connection: handle, sql: sql)
  }

  /// Hands out the cached statement for `sql`, preparing it on first use. A statement that is
  /// already being stepped (a query run from inside another's row closure) is not shared:
  /// a fresh one is prepared for the nested use.
  private func withCachedStatement<T>(_ sql: String, _ body: (Statement) throws -> T) throws -> T {
    let hash = sql.hashValue
    let cached = statementCache.lastIndex { $0.hash == hash && $0.sql == sql }
    let statement: Statement
    if let cached, !statementCache[cached].statement.isInUse {
      statement = statementCache[cached].statement
      if cached != statementCache.count - 1 {
        statementCache.append(statementCache.remove(at: cached))
      }
    } else if cached == nil {
      statement = try prepare(sql)
      if statementCache.count == Self.statementCacheLimit { statementCache.removeFirst() }
      statementCache.append(CachedStatement(hash: hash, sql: sql, statement: statement))
    } else {
      return try body(try prepare(sql))
    }
    statement.isInUse = true
    defer { statement.isInUse = false }
    return try body(statement)
  }

  // MARK: Facts about the connection

  /// The rowid of the most recent successful INSERT.
  public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// The rows changed by the most recent INSERT, UPDATE or DELETE.
  public var changes: Int { Int(sqlite3_changes64(handle)) }

  /// True while a transaction is open.
  public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// True when the connection was opened read-only.
  public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }
}

@available(*, unavailable, message: "a connection is used by one owner; share the Catalog instead")
extension Database: Sendable {}
