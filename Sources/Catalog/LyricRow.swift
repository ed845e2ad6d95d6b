import LRC

/// One lyric line as the importer writes it: its column values and its search-index terms,
/// prepared on the reading thread, so the writing thread only binds them.
struct LyricRow: Sendable {
  let timeMS: Int64?
  let writtenMS: Int64?
  let text: String
  /// The word timings as JSON (``WordTiming/json(_:)``), or nil when the line has none.
  let wordsJSON: String?
  /// What the search index stores for the line (``LyricSearchTerms/terms(of:)``).
  let searchTerms: String

  init(_ line: LRCLine) {
    timeMS = line.timeMS.map(Int64.init)
    writtenMS = line.writtenMS.map(Int64.init)
    text = line.text
    wordsJSON =
      line.words.isEmpty
      ? nil : WordTiming.json(line.words.map { WordTiming(timeMS: $0.timeMS, text: $0.text) })
    searchTerms = LyricSearchTerms.terms(of: line.text)
  }

  /// About how much memory the row takes, in bytes: its strings and their allocations.
  var memoryEstimate: Int {
    let stringOverhead = 32
    return MemoryLayout<Self>.stride + text.utf8.count + searchTerms.utf8.count
      + (wordsJSON?.utf8.count ?? 0) + 3 * stringOverhead
  }
}
