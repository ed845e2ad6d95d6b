/// One SQLite value, in the five storage classes SQLite has. A blob is its bytes: paths are
/// blobs, bound on every import's rows, and `Data` would bring Foundation's code to them.
public enum DatabaseValue: Hashable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])

  /// The storage class of a value, without it.
  public enum StorageClass: Sendable {
    case null, integer, real, text, blob
  }
}
