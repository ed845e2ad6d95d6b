/// Where a group stands: as listed, being downloaded, or wholly downloaded.
public enum GroupState: String, CaseIterable, Sendable, Codable {
  case normal
  case downloading
  case downloaded

  /// Reads a state as users type it (`normal`, `downloading`, `downloaded`).
  public init(parsing text: String) throws(CatalogError) {
    guard let state = GroupState(rawValue: text.lowercased()) else {
      throw .invalidGroupState(text)
    }
    self = state
  }
}
