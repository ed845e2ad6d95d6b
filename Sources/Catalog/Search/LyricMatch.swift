/// A lyric line that matched a search, with the track it belongs to.
public struct LyricMatch: Equatable, Sendable {
  public var trackID: Int64
  public var title: String
  public var artist: String
  public var line: LyricLine

  public init(trackID: Int64, title: String, artist: String, line: LyricLine) {
    self.trackID = trackID
    self.title = title
    self.artist = artist
    self.line = line
  }
}
