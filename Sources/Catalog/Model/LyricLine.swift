/// One line of a track's lyrics, with its time.
public struct LyricLine: Equatable, Sendable {
  /// The line's place in playback order, from 1.
  public var lineNumber: Int
  /// When the line is sung: the written time minus the file's offset, never negative.
  /// nil for unsynced lyrics.
  public var timeMS: Int?
  /// The time as the file wrote it; nil for unsynced lyrics.
  public var writtenMS: Int?
  /// The line's text, without timing tags.
  public var text: String
  /// Word timings (enhanced LRC); empty when the line has none.
  public var words: [WordTiming]

  public init(
    lineNumber: Int, timeMS: Int?, writtenMS: Int?, text: String, words: [WordTiming] = []
  ) {
    self.lineNumber = lineNumber
    self.timeMS = timeMS
    self.writtenMS = writtenMS
    self.text = text
    self.words = words
  }
}
