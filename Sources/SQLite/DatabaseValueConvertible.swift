/// A Swift type that can be bound to a statement parameter and read back from a column.
///
/// Reading never crashes: a NULL read as a non-optional type, or a value of another type,
/// throws a ``SQLiteError`` with code ``ResultCode/mismatch``. `Optional` reads NULL as `nil`.
public protocol DatabaseValueConvertible {
  /// The value to bind.
  var databaseValue: DatabaseValue { get }
  /// Converts a column value, or returns nil when it cannot represent it.
  static func fromDatabaseValue(_ value: DatabaseValue) -> Self?
  /// Reads column `index` of `row` as ``fromDatabaseValue(_:)`` converts it, straight from
  /// the statement (no ``DatabaseValue`` in between: a service answer reads thousands).
  static func read(_ row: Row, at index: Int32) -> Self?
}

extension DatabaseValueConvertible {
  public static func read(_ row: Row, at index: Int32) -> Self? {
    fromDatabaseValue(row.databaseValue(column: index))
  }
}

extension Int64: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .integer(self) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Int64? {
    if case .integer(let integer) = value { return integer }
    return nil
  }
  @inlinable
  public static func read(_ row: Row, at index: Int32) -> Int64? {
    row.type(at: index) == .integer ? row.int64(at: index) : nil
  }
}

extension Int: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .integer(Int64(self)) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Int? {
    if case .integer(let integer) = value { return Int(exactly: integer) }
    return nil
  }
  @inlinable
  public static func read(_ row: Row, at index: Int32) -> Int? {
    row.type(at: index) == .integer ? Int(exactly: row.int64(at: index)) : nil
  }
}

extension Double: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .real(self) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Double? {
    switch value {
    case .real(let real): return real
    case .integer(let integer): return Double(integer)
    default: return nil
    }
  }
}

extension String: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .text(self) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> String? {
    if case .text(let text) = value { return text }
    return nil
  }
  @inlinable
  public static func read(_ row: Row, at index: Int32) -> String? {
    row.type(at: index) == .text ? row.text(at: index) : nil
  }
}

/// Bytes are stored as a blob; a text reads as its UTF-8.
extension Array: DatabaseValueConvertible where Element == UInt8 {
  public var databaseValue: DatabaseValue { .blob(self) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> [UInt8]? {
    switch value {
    case .blob(let bytes): return bytes
    case .text(let text): return Array(text.utf8)
    default: return nil
    }
  }
}

/// Booleans are stored as the integers 0 and 1; any other integer does not read as a Bool.
extension Bool: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Bool? {
    switch value {
    case .integer(0): return false
    case .integer(1): return true
    default: return nil
    }
  }
  @inlinable
  public static func read(_ row: Row, at index: Int32) -> Bool? {
    guard row.type(at: index) == .integer else { return nil }
    switch row.int64(at: index) {
    case 0: return false
    case 1: return true
    default: return nil
    }
  }
}

extension DatabaseValue: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { self }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> DatabaseValue? { value }
}

/// `nil` binds NULL, and NULL reads as `nil`.
extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Wrapped?? {
    if case .null = value { return .some(nil) }
    return Wrapped.fromDatabaseValue(value).map { .some($0) }
  }
  @inlinable
  public static func read(_ row: Row, at index: Int32) -> Wrapped?? {
    if row.type(at: index) == .null { return .some(nil) }
    return Wrapped.read(row, at: index).map { .some($0) }
  }
}
