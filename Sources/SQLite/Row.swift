import CSQLite

/// The current row of a statement being stepped.
///
/// A row reads its statement's columns directly, without copying them, so it is valid only
/// inside the closure that received it; keep the values, never the row. Reads never crash:
/// an out-of-range column, a NULL read as a non-optional type, or a value of another type
/// throws a ``SQLiteError``.
public struct Row {
  @usableFromInline let statement: Statement

  /// The number of columns.
  public var count: Int { Int(sqlite3_column_count(statement.handle)) }

  /// The names of the columns, in order.
  public var columnNames: [String] { statement.columnNames }

  /// The raw value of the column at `index`.
  public func databaseValue(at index: Int) throws -> DatabaseValue {
    guard index >= 0, index < count else { throw outOfRange(index) }
    return databaseValue(column: Int32(index))
  }

  /// The raw value of column `column`, which must be in range.
  func databaseValue(column: Int32) -> DatabaseValue {
    switch type(at: column) {
    case .integer: .integer(int64(at: column))
    case .real: .real(sqlite3_column_double(statement.handle, column))
    case .text: .text(text(at: column))
    case .blob: .blob(bytes(at: column))
    case .null: .null
    }
  }

  /// The storage class of column `index` (in range) in this row.
  @inlinable
  public func type(at index: Int32) -> DatabaseValue.StorageClass {
    switch sqlite3_column_type(statement.handle, index) {
    case SQLITE_INTEGER: .integer
    case SQLITE_FLOAT: .real
    case SQLITE_TEXT: .text
    case SQLITE_BLOB: .blob
    default: .null
    }
  }

  /// Column `index` (in range) as an integer, as SQLite converts it.
  @inlinable
  public func int64(at index: Int32) -> Int64 { sqlite3_column_int64(statement.handle, index) }

  /// Column `index` (in range) as text; bytes that are not UTF-8 are repaired (U+FFFD).
  public func text(at index: Int32) -> String {
    guard let bytes = sqlite3_column_text(statement.handle, index) else { return "" }
    let length = Int(sqlite3_column_bytes(statement.handle, index))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
  }

  /// Column `index` (in range) as the bytes SQLite holds (text as UTF-8, unchecked; a blob as
  /// is; a number as its text), in place: valid only until the statement steps on. Empty for
  /// NULL. What an answer written straight from its rows reads, with no copy.
  @inlinable
  public func borrowedBytes(at index: Int32) -> UnsafeBufferPointer<UInt8> {
    // The pointer first, then its length: that order is the one SQLite defines.
    guard let bytes = sqlite3_column_blob(statement.handle, index) else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    let length = Int(sqlite3_column_bytes(statement.handle, index))
    return UnsafeBufferPointer(start: bytes.assumingMemoryBound(to: UInt8.self), count: length)
  }

  /// Column `index` (in range) as bytes.
  public func bytes(at index: Int32) -> [UInt8] {
    let length = Int(sqlite3_column_bytes(statement.handle, index))
    guard length > 0, let bytes = sqlite3_column_blob(statement.handle, index) else { return [] }
    return Array(UnsafeRawBufferPointer(start: bytes, count: length))
  }

  /// The value of the column at `index`, converted to `T` (use an Optional `T` for nullable
  /// columns).
  // Inlinable so callers in other modules get it specialized for their types, and read each
  // column straight from the statement.
  @inlinable
  public func get<T: DatabaseValueConvertible>(_ index: Int, as type: T.Type = T.self) throws -> T {
    guard index >= 0, index < count else { throw outOfRange(index) }
    guard let converted = T.read(self, at: Int32(index)) else {
      throw mismatch(at: index, as: T.self)
    }
    return converted
  }

  @usableFromInline func outOfRange(_ index: Int) -> SQLiteError {
    SQLiteError(
      code: .range, message: "no column at index \(index) (the row has \(count))",
      sql: statement.sql)
  }

  @usableFromInline func mismatch(at index: Int, as type: Any.Type) -> SQLiteError {
    let name = index < columnNames.count ? columnNames[index] : String(index)
    return SQLiteError(
      code: .mismatch,
      message: "column \(name) holds \(databaseValue(column: Int32(index)).kindName), not \(type)",
      sql: statement.sql)
  }

  /// The value of the column named `name`, converted to `T`.
  public func get<T: DatabaseValueConvertible>(_ name: String, as type: T.Type = T.self) throws -> T
  {
    guard let index = statement.columnIndex(named: name) else {
      throw SQLiteError(code: .range, message: "no column named \(name)", sql: statement.sql)
    }
    return try get(index, as: type)
  }
}

extension DatabaseValue {
  /// The storage class, for error messages.
  var kindName: String {
    switch self {
    case .null: "NULL"
    case .integer: "an integer"
    case .real: "a real"
    case .text: "text"
    case .blob: "a blob"
    }
  }
}
