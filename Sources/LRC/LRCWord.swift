/// One timed piece of a line (a word or a syllable) from enhanced LRC. A piece with empty
/// text marks when the previous one ends.
public struct LRCWord: Equatable, Hashable, Sendable {
  /// When the piece starts: the written time minus the file's offset, never negative.
  public var timeMS: Int
  /// The time as the file wrote it.
  public var writtenMS: Int
  public var text: String

  public init(timeMS: Int, writtenMS: Int, text: String) {
    self.timeMS = timeMS
    self.writtenMS = writtenMS
    self.text = text
  }
}
