import Utilities

/// One key of a sort order: a field, ascending or descending.
public struct TrackSortKey: Equatable, Sendable {
  public var field: TrackSortField
  public var descending: Bool

  public init(_ field: TrackSortField, descending: Bool = false) {
    self.field = field
    self.descending = descending
  }

  /// Reads `title` or `-duration` (a leading `-` sorts descending).
  public init(parsing text: String) throws(CatalogError) {
    let trimmed = text.trimming(where: \.isSpace)
    let descending = trimmed.hasPrefix("-")
    let name = descending ? String(trimmed.dropFirst()) : trimmed
    guard let field = TrackSortField(rawValue: name.lowercased()) else {
      throw .invalidSortKey(text)
    }
    self.init(field, descending: descending)
  }

  /// Reads a comma-separated list such as `artist,-duration`.
  public static func parseList(_ text: String) throws(CatalogError) -> [TrackSortKey] {
    var keys: [TrackSortKey] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      keys.append(try TrackSortKey(parsing: String(part)))
    }
    return keys
  }

  /// The ORDER BY terms for this key, built from fixed fragments only.
  var orderTerms: String { field.orderTerms(descending: descending) }
}
