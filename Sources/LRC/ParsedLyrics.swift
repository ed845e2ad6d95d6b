/// A parsed lyrics file whose texts all lie in one byte buffer: what ``LRCParser`` makes
/// before any `String`. A reader that keeps counts, times or bytes (`musicat lrc check`, the
/// importer's rows) reads it as it is and pays for no string per line; ``document`` makes
/// the strings of an ``LRCDocument``.
public struct ParsedLyrics: Sendable {
  /// A lyric line: when it is sung, and where its text and word timings lie.
  public struct Line: Equatable, Sendable {
    /// As ``LRCLine/timeMS``: the written time minus the offset, never negative; nil when
    /// untimed.
    public var timeMS: Int?
    /// As ``LRCLine/writtenMS``.
    public var writtenMS: Int?
    /// The bytes of its text in ``ParsedLyrics/utf8``: without timing tags, trimmed.
    public var text: Range<Int>
    /// Its timed pieces in ``ParsedLyrics/words``; empty when it has none.
    public var words: Range<Int>
  }

  /// A timed piece of a line (enhanced LRC), as ``LRCWord``.
  public struct Word: Equatable, Sendable {
    public var timeMS: Int
    public var writtenMS: Int
    /// The bytes of its text in ``ParsedLyrics/utf8``.
    public var text: Range<Int>
  }

  /// A `[key:value]` tag: where its key and its value (trimmed) lie in ``utf8``.
  public struct Tag: Equatable, Sendable {
    public var key: Range<Int>
    public var value: Range<Int>
  }

  /// Every tag in file order, as ``LRCDocument/tags`` (``tag(_:)`` makes its strings).
  public var tags: [Tag] = []
  /// Untimed lines first (in file order), then timed lines by effective time, as
  /// ``LRCDocument/lines``.
  public var lines: [Line] = []
  /// The pieces of every word-timed line, each line's together and in order.
  public var words: [Word] = []
  /// The UTF-8 of the lines' and words' texts (valid UTF-8, as the decoder made it).
  public var utf8: [UInt8] = []
  public var warnings: [LRCWarning] = []
  public var encoding: TextEncoding = .utf8

  public init() {}

  /// The lyrics of `document`, its texts copied into one buffer: what parsing the file
  /// ``LRCWriter`` writes of it would give.
  public init(_ document: LRCDocument) {
    for tag in document.tags {
      tags.append(Tag(key: append(tag.key), value: append(tag.value)))
    }
    warnings = document.warnings
    encoding = document.encoding
    for line in document.lines {
      let firstWord = words.count
      for word in line.words {
        words.append(Word(timeMS: word.timeMS, writtenMS: word.writtenMS, text: append(word.text)))
      }
      lines.append(
        Line(
          timeMS: line.timeMS, writtenMS: line.writtenMS, text: append(line.text),
          words: firstWord..<words.count))
    }
  }

  /// Appends `text` to ``utf8``; where it now lies.
  private mutating func append(_ text: String) -> Range<Int> {
    let start = utf8.count
    utf8.append(contentsOf: text.utf8)
    return start..<utf8.count
  }

  /// The text of the bytes `range` of ``utf8``.
  public func text(_ range: Range<Int>) -> String {
    utf8.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
  }

  /// `tag` with its key and value as strings.
  public func tag(_ tag: Tag) -> LRCTag {
    LRCTag(key: text(tag.key), value: text(tag.value))
  }

  /// The pieces of `line`, with their texts.
  public func words(of line: Line) -> [LRCWord] {
    words[line.words].map {
      LRCWord(timeMS: $0.timeMS, writtenMS: $0.writtenMS, text: text($0.text))
    }
  }

  /// The same file as an ``LRCDocument``, a string made for every line and piece.
  public var document: LRCDocument {
    LRCDocument(
      tags: tags.map(tag),
      lines: lines.map {
        LRCLine(
          timeMS: $0.timeMS, writtenMS: $0.writtenMS, text: text($0.text), words: words(of: $0))
      },
      warnings: warnings, encoding: encoding)
  }
}
