/// One lyric line: its text and when it is sung.
public struct LRCLine: Equatable, Hashable, Sendable {
  /// When the line is sung: the written time minus the file's offset, never negative;
  /// nil for an untimed line.
  public var timeMS: Int?
  /// The time as the file wrote it; nil for an untimed line.
  public var writtenMS: Int?
  /// The text without timing tags, trimmed. Empty for a line that clears the display.
  public var text: String
  /// Word or syllable timings, in order; empty when the line has none.
  public var words: [LRCWord]

  public init(timeMS: Int?, writtenMS: Int?, text: String, words: [LRCWord] = []) {
    self.timeMS = timeMS
    self.writtenMS = writtenMS
    self.text = text
    self.words = words
  }
}
