import CSQLite
import Foundation

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
    guard index >= 0, index < count else {
      throw SQLiteError(
        code: .range, message: "no column at index \(index) (the row has \(count))",
        sql: statement.sql)
    }
    let handle = statement.handle
    let column = Int32(index)
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER:
      return .integer(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT:
      return .real(sqlite3_column_double(handle, column))
    case SQLITE_TEXT:
      guard let bytes = sqlite3_column_text(handle, column) else { return .text("") }
      let length = Int(sqlite3_column_bytes(handle, column))
      let buffer = UnsafeBufferPointer(start: bytes, count: length)
      return .text(String(decoding: buffer, as: UTF8.self))
    case SQLITE_BLOB:
      let length = Int(sqlite3_column_bytes(handle, column))
      guard length > 0, let bytes = sqlite3_column_blob(handle, column) else {
        return .blob(Data())
      }
      return .blob(Data(bytes: bytes, count: length))
    default:
      return .null
    }
  }

  /// The value of the column at `index`, converted to `T` (use an Optional `T` for nullable
  /// columns).
  // Inlinable so callers in other modules get it specialized for their types, instead of
  // going through generic metadata on every column of every row.
  @inlinable
  public func get<T: DatabaseValueConvertible>(_ index: Int, as type: T.Type = T.self) throws -> T {
    let value = try databaseValue(at: index)
    guard let converted = T.fromDatabaseValue(value) else {
      let name = index < columnNames.count ? columnNames[index] : String(index)
      throw SQLiteError(
        code: .mismatch, message: "column \(name) holds \(value.kindName), not \(T.self)",
        sql: statement.sql)
    }
    return converted
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
  @usableFromInline var kindName: String {
    switch self {
    case .null: "NULL"
    case .integer: "an integer"
    case .real: "a real"
    case .text: "text"
    case .blob: "a blob"
    }
  }
}
