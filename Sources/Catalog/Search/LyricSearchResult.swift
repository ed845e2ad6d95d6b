/// What a lyric search found: the matching lines asked for, in order, and how many lines
/// match in all.
public struct LyricSearchResult: Equatable, Sendable {
  public var matches: [LyricMatch]
  /// How many lines match; when `totalIsExact` is false, at least this many.
  public var total: Int
  public var totalIsExact: Bool

  public init(matches: [LyricMatch], total: Int, totalIsExact: Bool) {
    self.matches = matches
    self.total = total
    self.totalIsExact = totalIsExact
  }
}
