/// A lyric line that matched a search, with the track it belongs to.
public struct LyricMatch: Equatable, Sendable {
  public var trackID: Int64
  public var title: String
  public var artist: String
  public var line: LyricLine
  /// The language or kind of the variant of the track's lyrics the line is in (`jp`,
  /// `rom`...), nil for the track's own lyrics.
  public var language: String?
  /// Whether the track's audio is here: a player can play from the line.
  public var downloaded: Bool

  public init(
    trackID: Int64, title: String, artist: String, line: LyricLine, language: String? = nil,
    downloaded: Bool = false
  ) {
    self.trackID = trackID
    self.title = title
    self.artist = artist
    self.line = line
    self.language = language
    self.downloaded = downloaded
  }
}
