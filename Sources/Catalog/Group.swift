/// A named, ordered collection of tracks (an album or a playlist) with a state.
public struct Group: Equatable, Sendable, Identifiable {
  public let id: Int64
  public var name: String
  public var state: GroupState
  /// The folder an import built the group from; nil for a group made by hand or by seed.
  public var sourcePath: FilePath?
  /// When the group was created and last changed (UTC, ISO 8601).
  public let createdAt: String
  public let updatedAt: String
}
