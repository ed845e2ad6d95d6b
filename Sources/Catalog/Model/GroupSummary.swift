/// A group with the counts `musicat groups` shows.
public struct GroupSummary: Equatable, Sendable {
  public let group: Group
  /// How many tracks the group holds.
  public let trackCount: Int
  /// How many of them are downloaded.
  public let downloadedCount: Int
  /// The sum of its tracks' known durations.
  public let durationMS: Int
}
