/// A genre as the tracks' tags name it, with how many tracks and albums have it.
public struct GenreSummary: Equatable, Sendable {
  public let name: String
  public let trackCount: Int
  public let albumCount: Int
}
