import CSQLite

/// A prepared statement. It finalizes itself when released.
///
/// Not Sendable: it belongs to its connection, which is not Sendable either.
public final class Statement {
  @usableFromInline let handle: OpaquePointer
  let connection: OpaquePointer
  /// The SQL the statement was prepared from.
  public let sql: String
  /// True while a cached statement is being stepped, so the cache does not hand it out twice.
  var isInUse = false
  private var columnIndexes: [String: Int]?

  init(connection: OpaquePointer, sql: String) throws {
    var handle: OpaquePointer?
    // The tail pointer points into the C string, so it is read while that string lives.
    let (code, hasMoreSQL) = sql.withCString { text in
      var tail: UnsafePointer<CChar>?
      let code = sqlite3_prepare_v3(connection, text, -1, 0, &handle, &tail)
      let rest = tail.map { String(cString: $0) } ?? ""
      return (code, rest.contains { !$0.isWhitespace && $0 != ";" })
    }
    guard code == SQLITE_OK, let handle else {
      throw SQLiteError(
        code: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)),
        sql: sql)
    }
    if hasMoreSQL {
      sqlite3_finalize(handle)
      throw SQLiteError(
        code: .misuse,
        message: "a prepared statement takes one SQL statement; use executeScript", sql: sql)
    }
    self.handle = handle
    self.connection = connection
    self.sql = sql
  }

  deinit { sqlite3_finalize(handle) }

  /// The names of the result columns.
  public var columnNames: [String] {
    (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
  }

  func columnIndex(named name: String) -> Int? {
    if columnIndexes == nil {
      columnIndexes = Dictionary(
        columnNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
    return columnIndexes?[name]
  }

  /// Binds `arguments` to the positional parameters (`?`) in order, after clearing any
  /// earlier bindings. The count must match the statement's parameter count.
  public func bind(_ arguments: [any DatabaseValueConvertible]) throws {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    let expected = Int(sqlite3_bind_parameter_count(handle))
    guard arguments.count == expected else {
      throw SQLiteError(
        code: .range,
        message: "the statement takes \(expected) arguments, \(arguments.count) given",
        sql: sql)
    }
    for (offset, argument) in arguments.enumerated() {
      try bind(argument.databaseValue, at: Int32(offset + 1))
    }
  }

  /// Binds named parameters (`:name`, `@name` or `$name`; give the name with its prefix).
  public func bind(named arguments: [String: any DatabaseValueConvertible]) throws {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    for (name, argument) in arguments {
      let index = sqlite3_bind_parameter_index(handle, name)
      guard index > 0 else {
        throw SQLiteError(code: .range, message: "no parameter named \(name)", sql: sql)
      }
      try bind(argument.databaseValue, at: index)
    }
  }

  private func bind(_ value: DatabaseValue, at index: Int32) throws {
    let code: Int32
    switch value {
    case .null:
      code = sqlite3_bind_null(handle, index)
    case .integer(let integer):
      code = sqlite3_bind_int64(handle, index, integer)
    case .real(let real):
      code = sqlite3_bind_double(handle, index, real)
    case .text(let text):
      // An explicit byte length keeps text that holds U+0000 whole.
      code = sqlite3_bind_text(
        handle, index, text, try Self.length(text.utf8.count), musicat_sqlite_transient)
    case .blob(let blob):
      code = try blob.withUnsafeBytes { bytes in
        // A zero-length blob must still bind as a blob, not NULL: give SQLite a valid pointer.
        sqlite3_bind_blob(
          handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
          try Self.length(bytes.count),
          musicat_sqlite_transient)
      }
    }
    guard code == SQLITE_OK else { throw error(code) }
  }

  /// Binds an integer (or NULL) to parameter `index` (1-based), keeping the other bindings:
  /// the fast path for a statement run many times, without boxing each value.
  public func bind(_ value: Int64?, at index: Int32) throws {
    let code =
      if let value { sqlite3_bind_int64(handle, index, value) } else {
        sqlite3_bind_null(handle, index)
      }
    guard code == SQLITE_OK else { throw error(code) }
  }

  /// Binds text (or NULL) to parameter `index` (1-based), keeping the other bindings.
  public func bind(_ value: String?, at index: Int32) throws {
    guard var text = value else { return try bind(utf8: nil, at: index) }
    try text.withUTF8 { utf8 in try bind(utf8: utf8, at: index) }
  }

  /// Binds text given as UTF-8 bytes (or NULL) to parameter `index` (1-based), keeping the
  /// other bindings; SQLite copies the bytes. For text kept in a larger buffer (see the
  /// importer's lyric rows), which would otherwise have to become a `String` first. The
  /// bytes must be valid UTF-8, as SQLite takes them unchecked.
  public func bind(utf8 text: UnsafeBufferPointer<UInt8>?, at index: Int32) throws {
    // An explicit byte length keeps text that holds U+0000 whole; empty text needs a valid
    // pointer, as a null one would bind NULL.
    let code =
      if let text, let base = text.baseAddress {
        sqlite3_bind_text(
          handle, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self),
          try Self.length(text.count), musicat_sqlite_transient)
      } else if text != nil {
        sqlite3_bind_text(handle, index, "", 0, musicat_sqlite_transient)
      } else {
        sqlite3_bind_null(handle, index)
      }
    guard code == SQLITE_OK else { throw error(code) }
  }

  /// Binds bytes as a blob (or NULL) to parameter `index` (1-based), keeping the other
  /// bindings; SQLite copies them. An empty array binds an empty blob, not NULL.
  public func bind(blob bytes: [UInt8]?, at index: Int32) throws {
    guard let bytes else {
      let code = sqlite3_bind_null(handle, index)
      guard code == SQLITE_OK else { throw error(code) }
      return
    }
    let code = try bytes.withUnsafeBytes { raw in
      sqlite3_bind_blob(
        handle, index, raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
        try Self.length(raw.count),
        musicat_sqlite_transient)
    }
    guard code == SQLITE_OK else { throw error(code) }
  }

  /// A length as SQLite's C API takes it (an Int32); a value of 2 GiB or more is refused
  /// (SQLite's own limit is 1 GB) rather than trapping on the conversion.
  static func length(_ count: Int) throws -> Int32 {
    guard let length = Int32(exactly: count) else {
      throw SQLiteError(code: .tooBig, message: "a value of \(count) bytes is too big to bind")
    }
    return length
  }

  /// Steps once. Returns true when a row is available, false when the statement is done.
  public func step() throws -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let failure = error(code)
      sqlite3_reset(handle)
      throw failure
    }
  }

  /// Steps through every row, handing each to `body`, then resets the statement.
  public func forEachRow(_ body: (Row) throws -> Void) throws {
    defer { sqlite3_reset(handle) }
    while try step() {
      try body(Row(statement: self))
    }
  }

  /// Runs the statement to completion, ignoring any rows.
  public func run() throws {
    defer { sqlite3_reset(handle) }
    while try step() {}
  }

  /// Resets the statement so it can run again; bindings are kept.
  public func reset() { sqlite3_reset(handle) }

  private func error(_ code: Int32) -> SQLiteError {
    // sqlite3_step returns the extended code because extended codes are on for the connection.
    SQLiteError(
      code: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)),
      sql: sql)
  }
}
