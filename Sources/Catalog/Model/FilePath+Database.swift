import SQLite

/// A path is stored as its bytes, a BLOB (migration 4), so names that are not UTF-8 keep
/// every byte.
extension FilePath: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .blob(bytes) }

  public static func fromDatabaseValue(_ value: DatabaseValue) -> FilePath? {
    switch value {
    case .blob(let bytes): FilePath(bytes: bytes)
    case .text(let text): FilePath(text)
    default: nil
    }
  }

  public static func read(_ row: Row, at index: Int32) -> FilePath? {
    switch row.type(at: index) {
    case .blob: FilePath(bytes: row.bytes(at: index))
    case .text: FilePath(row.text(at: index))
    default: nil
    }
  }
}
