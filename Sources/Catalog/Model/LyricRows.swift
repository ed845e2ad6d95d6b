import LRC

/// The lyric lines of one track as ``LyricRepository`` stores them: each line's column values
/// and search-index terms, prepared where the lyrics are read (an import's reading threads),
/// so the writer only binds them.
///
/// The text of every line (its words, its word timings as JSON, its search terms when they
/// differ from the words) lies in one byte buffer: a track's lines are two allocations, not
/// one or more per line. The writer frees what the reader allocated, and freeing across
/// threads is slow: per-line strings would make a free for every line of the library.
package struct LyricRows: Sendable {
  /// One line: its times and where its texts lie in ``utf8``, one after another.
  package struct Line: Sendable {
    package let timeMS: Int64?
    package let writtenMS: Int64?
    // The text is start..<textEnd, the word timings textEnd..<wordsEnd, the search terms
    // wordsEnd..<termsEnd; an empty range stands for none. 32-bit offsets keep a line at
    // 48 bytes; a track's bytes stay far below 4 GiB, as a lyrics file is at most
    // ``LRCParser/maximumSize`` (1 MiB) and its rows take a few times that at most.
    private let start: UInt32
    private let textEnd: UInt32
    private let wordsEnd: UInt32
    private let termsEnd: UInt32

    init(
      timeMS: Int64?, writtenMS: Int64?, start: Int, textEnd: Int, wordsEnd: Int, termsEnd: Int
    ) {
      self.timeMS = timeMS
      self.writtenMS = writtenMS
      self.start = UInt32(start)
      self.textEnd = UInt32(textEnd)
      self.wordsEnd = UInt32(wordsEnd)
      self.termsEnd = UInt32(termsEnd)
    }

    package var text: Range<Int> { Int(start)..<Int(textEnd) }
    /// The word timings as JSON (``WordTiming/appendJSON(count:to:_:)``), or nil when the line
    /// has none.
    package var wordsJSON: Range<Int>? { wordsEnd > textEnd ? Int(textEnd)..<Int(wordsEnd) : nil }
    /// What the search index stores for the line (``LyricSearchTerms/terms(of:)``): most
    /// lines (those without Han, kana or Hangul) are their own terms.
    package var searchTerms: Range<Int> {
      termsEnd > wordsEnd ? Int(wordsEnd)..<Int(termsEnd) : text
    }
  }

  /// The lines in playback order; line numbers are their positions, from 1.
  package private(set) var lines: [Line] = []
  /// The UTF-8 of the lines' texts, one after another.
  package private(set) var utf8: [UInt8] = []

  /// The rows of parsed lyrics: their texts copied from the parser's buffer, then each
  /// line's word timings as JSON and its search terms when they differ from its text, all
  /// written as bytes (no string a line).
  package init(_ lyrics: ParsedLyrics = ParsedLyrics()) {
    lines.reserveCapacity(lyrics.lines.count)
    utf8.reserveCapacity(lyrics.lines.reduce(0) { $0 + $1.text.count })
    lyrics.utf8.withUnsafeBufferPointer { source in
      for line in lyrics.lines {
        let start = utf8.count
        let text = source[line.text]
        utf8.append(contentsOf: text)
        let textEnd = utf8.count
        if !line.words.isEmpty {
          let words = lyrics.words[line.words]
          WordTiming.appendJSON(count: words.count, to: &utf8) {
            let word = words[words.startIndex + $0]
            return (word.timeMS, UnsafeBufferPointer(rebasing: source[word.text]))
          }
        }
        let wordsEnd = utf8.count
        LyricSearchTerms.appendSeparatedTerms(of: UnsafeBufferPointer(rebasing: text), to: &utf8)
        lines.append(
          Line(
            timeMS: line.timeMS.map(Int64.init), writtenMS: line.writtenMS.map(Int64.init),
            start: start, textEnd: textEnd, wordsEnd: wordsEnd, termsEnd: utf8.count))
      }
    }
  }

  package var count: Int { lines.count }

  /// About how much memory the rows take, in bytes.
  package var memoryEstimate: Int {
    MemoryLayout<Self>.stride + lines.capacity * MemoryLayout<Line>.stride + utf8.capacity
  }

  /// Calls `body` with the bytes the lines' ranges point into.
  package func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    try utf8.withUnsafeBufferPointer(body)
  }
}
