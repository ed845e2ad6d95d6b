/// An account's play queue, as a player saved it: the songs in order (a song may come
/// twice), the one playing and how far into it, and when and by which player it was saved.
public struct PlayQueue: Equatable, Sendable {
  public var trackIDs: [Int64]
  /// The song playing; nil when none was named, or its track has gone since.
  public var currentTrackID: Int64?
  public var positionMS: Int64
  public var changedAt: String
  /// The player (the Subsonic `c` parameter) that saved it.
  public var changedBy: String
}
