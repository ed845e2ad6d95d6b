/// One `[key:value]` tag of a lyrics file, as written (the key keeps its case; compare keys
/// case-insensitively).
public struct LRCTag: Equatable, Hashable, Sendable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
