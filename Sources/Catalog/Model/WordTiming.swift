/// When one word (or syllable) of a lyric line starts, from enhanced LRC.
public struct WordTiming: Equatable, Sendable {
  /// The effective start time in milliseconds.
  public var timeMS: Int
  public var text: String

  public init(timeMS: Int, text: String) {
    self.timeMS = timeMS
    self.text = text
  }
}
