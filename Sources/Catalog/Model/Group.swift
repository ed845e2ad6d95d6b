/// A named, ordered collection of tracks (an album or a playlist) with a state.
public struct Group: Equatable, Sendable, Identifiable {
  public let id: Int64
  public var name: String
  public var state: GroupState
  /// The folder an import built the group from; nil for a group made by hand or by seed.
  public var sourcePath: FilePath?
  /// True once its members or their order were set by hand (`group add`, `remove`, `move`):
  /// an import then keeps them, and only adds the folder's tracks new to the catalog.
  public var isArrangedByHand: Bool
  /// When the group was created and last changed (UTC, ISO 8601).
  public let createdAt: String
  public let updatedAt: String
}
