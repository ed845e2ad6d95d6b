/// A parsed lyrics file: its tags in file order, its lines in playback order, what was
/// read around, and the encoding its bytes were in.
public struct LRCDocument: Equatable, Sendable {
  /// Every tag in file order, unknown keys included.
  public var tags: [LRCTag]
  /// Untimed lines first (in file order), then timed lines by effective time; lines with
  /// equal times keep file order.
  public var lines: [LRCLine]
  public var warnings: [LRCWarning]
  /// The encoding the bytes were read in; UTF-8 for a document parsed from a string.
  public var encoding: TextEncoding

  public init(
    tags: [LRCTag] = [], lines: [LRCLine] = [], warnings: [LRCWarning] = [],
    encoding: TextEncoding = .utf8
  ) {
    self.tags = tags
    self.lines = lines
    self.warnings = warnings
    self.encoding = encoding
  }

  /// True when the tags and lines are equal, whatever the warnings and encoding: what a
  /// round trip through ``LRCWriter`` keeps.
  public func hasSameContent(as other: LRCDocument) -> Bool {
    tags == other.tags && lines == other.lines
  }
}
