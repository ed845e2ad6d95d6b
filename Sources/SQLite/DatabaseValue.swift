import FoundationEssentials

/// One SQLite value, in the five storage classes SQLite has.
public enum DatabaseValue: Hashable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)

  /// The storage class of a value, without it.
  public enum StorageClass: Sendable {
    case null, integer, real, text, blob
  }
}
