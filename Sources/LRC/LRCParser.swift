/// Parses lyrics by musicat's rules (LRC.md): timestamps in every form, several per line,
/// tags, offset, word timing, untimed lines, with warnings that name the line.
///
/// Works on UTF-8 bytes and makes strings only for the text it keeps, so a large file costs
/// little more than reading it.
public enum LRCParser {
  /// The largest input parsed, in bytes (16 MiB). Real lyrics files are a few KiB; anything
  /// larger is refused before it is read, so a huge or hostile file cannot exhaust memory.
  public static let maximumSize = 16 * 1024 * 1024

  /// Decodes `bytes` (any encoding ``LyricsDecoder`` reads) and parses them.
  public static func parse(bytes: [UInt8]) throws(LRCReadError) -> LRCDocument {
    guard bytes.count <= maximumSize else { throw .tooLarge(size: bytes.count, limit: maximumSize) }
    let decoded: DecodedText
    do {
      decoded = try LyricsDecoder.decode(bytes)
    } catch {
      throw .undecodable(error)
    }
    return parse(utf8: decoded.utf8, encoding: decoded.encoding)
  }

  /// Parses text that is already decoded (a leading byte order mark is dropped).
  public static func parse(_ text: String) -> LRCDocument {
    var utf8 = Array(text.utf8)
    if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { utf8.removeFirst(3) }
    return parse(utf8: utf8, encoding: .utf8)
  }

  /// A timed line as read, before the offset is known.
  private struct TimedLine {
    var writtenMS: Int
    var text: String
    var words: [(writtenMS: Int, text: String)]
  }

  static func parse(utf8 bytes: [UInt8], encoding: TextEncoding) -> LRCDocument {
    var tags: [LRCTag] = []
    var untimed: [String] = []
    var timed: [TimedLine] = []
    var warnings: [LRCWarning] = []
    bytes.withUnsafeBufferPointer { buffer in
      var reader = LineReader(buffer: buffer)
      while let (start, end, lineNumber) = reader.next() {
        let line = LineScanner(buffer: buffer, start: start, end: end, lineNumber: lineNumber)
        line.read(into: &tags, untimed: &untimed, timed: &timed, warnings: &warnings)
      }
    }
    var document = LRCDocument(tags: tags, lines: [], warnings: warnings, encoding: encoding)
    let offset = document.offsetMS
    let effective = { (written: Int) in max(0, written - offset) }
    var lines = untimed.map { LRCLine(timeMS: nil, writtenMS: nil, text: $0) }
    let ordered = timed.enumerated().sorted { left, right in
      let (leftTime, rightTime) = (left.element.writtenMS, right.element.writtenMS)
      return leftTime != rightTime ? leftTime < rightTime : left.offset < right.offset
    }
    lines.reserveCapacity(untimed.count + timed.count)
    for (_, line) in ordered {
      lines.append(
        LRCLine(
          timeMS: effective(line.writtenMS), writtenMS: line.writtenMS, text: line.text,
          words: line.words.map {
            LRCWord(timeMS: effective($0.writtenMS), writtenMS: $0.writtenMS, text: $0.text)
          }
        ))
    }
    document.lines = lines
    return document
  }

  /// Splits the buffer at `\r\n`, `\n` and lone `\r`.
  private struct LineReader {
    let buffer: UnsafeBufferPointer<UInt8>
    var position = 0
    var lineNumber = 0

    mutating func next() -> (start: Int, end: Int, lineNumber: Int)? {
      guard position < buffer.count else { return nil }
      let start = position
      var end = start
      while end < buffer.count, buffer[end] != 0x0A, buffer[end] != 0x0D { end += 1 }
      position = end
      if position < buffer.count {
        position +=
          buffer[position] == 0x0D && position + 1 < buffer.count && buffer[position + 1] == 0x0A
          ? 2 : 1
      }
      lineNumber += 1
      return (start, end, lineNumber)
    }
  }

  /// Reads one physical line.
  private struct LineScanner {
    let buffer: UnsafeBufferPointer<UInt8>
    var start: Int
    var end: Int
    let lineNumber: Int

    init(buffer: UnsafeBufferPointer<UInt8>, start: Int, end: Int, lineNumber: Int) {
      self.buffer = buffer
      self.lineNumber = lineNumber
      // Trimmed of the same whitespace as the text it keeps (Unicode's), so what a line is
      // (tag, timed, untimed) never changes when its text is written back.
      self.start = UTF8Whitespace.trimmedStart(buffer, start, end)
      self.end = UTF8Whitespace.trimmedEnd(buffer, self.start, end)
    }

    func read(
      into tags: inout [LRCTag], untimed: inout [String], timed: inout [TimedLine],
      warnings: inout [LRCWarning]
    ) {
      guard start < end else { return }
      guard buffer[start] == UInt8(ascii: "[") else {
        readUntimed(into: &untimed, warnings: &warnings)
        return
      }
      var position = start
      var stamps: [Int] = []
      while position < end, buffer[position] == UInt8(ascii: "["),
        let close = firstIndex(of: UInt8(ascii: "]"), from: position + 1),
        let stamp = LRCTimestamp.parse(slice(position + 1, close))
      {
        if stamp.wasNegative {
          warnings.append(
            LRCWarning(
              line: lineNumber,
              message: "negative time [\(string(position + 1, close))] read as 00:00.00"))
        }
        stamps.append(stamp.milliseconds)
        position = close + 1
      }
      if stamps.isEmpty {
        if !readTags(into: &tags, warnings: &warnings) {
          if looksLikeTimestamp(from: start) {
            let bracket = firstIndex(of: UInt8(ascii: "]"), from: start + 1).map {
              string(start, $0 + 1)
            }
            warnings.append(
              LRCWarning(
                line: lineNumber,
                message:
                  "\(bracket ?? "[") is not a valid timestamp; the line is kept as untimed text"))
          }
          untimed.append(text(start, end))
        }
        return
      }
      // Each leading stamp makes a line; word stamps earlier than that line's time drop out.
      for stamp in stamps {
        let (text, words) = readWords(from: position, lineTime: stamp)
        timed.append(TimedLine(writtenMS: stamp, text: text, words: words))
      }
    }

    /// A line that does not start with `[`: untimed text, with a warning when a timestamp
    /// follows text (`junk[00:01.00]x`).
    private func readUntimed(into untimed: inout [String], warnings: inout [LRCWarning]) {
      var position = start
      while let open = firstIndex(of: UInt8(ascii: "["), from: position) {
        if let close = firstIndex(of: UInt8(ascii: "]"), from: open + 1),
          LRCTimestamp.parse(slice(open + 1, close)) != nil
        {
          warnings.append(
            LRCWarning(
              line: lineNumber,
              message: "text before the first timestamp; the line is kept as untimed text"))
          break
        }
        position = open + 1
      }
      untimed.append(text(start, end))
    }

    /// Reads `[key:value]` tags that make up the whole line; false when the line is not
    /// made of tags. Comments (`[#:...]`, `[:...]`) are read and dropped.
    private func readTags(into tags: inout [LRCTag], warnings: inout [LRCWarning]) -> Bool {
      guard buffer[end - 1] == UInt8(ascii: "]") else { return false }
      // The value runs to the last `]`, so `[ti:Song [Live]]` keeps its brackets; a line of
      // several tags (`[ti:x][ar:y]`) is split where `][` starts another key.
      var found: [LRCTag] = []
      var position = start
      while position < end {
        guard buffer[position] == UInt8(ascii: "["),
          let colon = firstIndex(of: UInt8(ascii: ":"), from: position + 1),
          isTagKey(position + 1, colon)
        else { return false }
        var close = end - 1
        var next = colon + 1
        while let candidate = firstIndex(of: UInt8(ascii: "]"), from: next), candidate < end - 1 {
          if buffer[candidate + 1] == UInt8(ascii: "["),
            let nextColon = firstIndex(of: UInt8(ascii: ":"), from: candidate + 2),
            isTagKey(candidate + 2, nextColon)
          {
            close = candidate
            break
          }
          next = candidate + 1
        }
        let key = string(position + 1, colon)
        if !key.isEmpty, key != "#" {
          found.append(LRCTag(key: key, value: text(colon + 1, close)))
        }
        if key.lowercased() == "offset", let value = found.last?.value,
          LRCTimestamp.parseOffset(value) == nil
        {
          warnings.append(
            LRCWarning(
              line: lineNumber,
              message: "[offset:\(value)] is not a whole number of milliseconds; ignored"))
        }
        position = close + 1
      }
      tags.append(contentsOf: found)
      return true
    }

    /// A tag key: empty or `#` (comments), or a letter followed by letters, digits, `_`, `-`.
    private func isTagKey(_ from: Int, _ to: Int) -> Bool {
      guard from < to else { return true }
      if to - from == 1, buffer[from] == UInt8(ascii: "#") { return true }
      guard isLetter(buffer[from]) else { return false }
      for index in from..<to {
        let byte = buffer[index]
        guard
          isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-")
        else { return false }
      }
      return true
    }

    private func isLetter(_ byte: UInt8) -> Bool {
      (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// True when a bracket starts with what a timestamp starts with (a digit, maybe after
    /// spaces or a minus), so a malformed one is worth a warning.
    private func looksLikeTimestamp(from open: Int) -> Bool {
      var index = open + 1
      while index < end, buffer[index] == 0x20 || buffer[index] == UInt8(ascii: "-") { index += 1 }
      return index < end && buffer[index] >= 0x30 && buffer[index] <= 0x39
    }

    /// The text after the leading timestamps, with word timings from `<mm:ss.xx>` (A2) and
    /// inline `[mm:ss.xx]` stamps. Stamps earlier than the line's time are dropped without
    /// splitting the text.
    private func readWords(from position: Int, lineTime: Int) -> (
      String, [(writtenMS: Int, text: String)]
    ) {
      var words: [(writtenMS: Int, text: String)] = []
      var pieceStart = position
      var pieceTime = lineTime
      var pieceBytes: [UInt8] = []
      var index = position
      var sawStamp = false
      while index < end {
        let byte = buffer[index]
        if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "[") {
          let closing = byte == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "]")
          if let close = firstIndex(of: closing, from: index + 1),
            let stamp = LRCTimestamp.parse(slice(index + 1, close))
          {
            sawStamp = true
            pieceBytes.append(contentsOf: slice(pieceStart, index))
            if stamp.milliseconds >= lineTime {
              if !pieceBytes.isEmpty || !words.isEmpty || pieceTime != lineTime {
                words.append((pieceTime, String(decoding: pieceBytes, as: UTF8.self)))
              }
              pieceBytes.removeAll(keepingCapacity: true)
              pieceTime = stamp.milliseconds
            }
            index = close + 1
            pieceStart = index
            continue
          }
        }
        index += 1
      }
      guard sawStamp else { return (text(position, end), []) }
      pieceBytes.append(contentsOf: slice(pieceStart, end))
      // The line's end is trimmed of whitespace, so the last piece is too, even when a
      // dropped stamp stood after it.
      pieceBytes.removeLast(
        pieceBytes.count
          - pieceBytes.withUnsafeBufferPointer {
            UTF8Whitespace.trimmedEnd($0, 0, $0.count)
          })
      words.append((pieceTime, String(decoding: pieceBytes, as: UTF8.self)))
      let text = words.map(\.text).joined().trimmingWhitespace()
      // One piece at the line's own time says no more than the line does.
      if words.count == 1, words[0].writtenMS == lineTime { return (text, []) }
      return (text, words)
    }

    private func firstIndex(of byte: UInt8, from index: Int) -> Int? {
      var position = index
      while position < end {
        if buffer[position] == byte { return position }
        position += 1
      }
      return nil
    }

    private func slice(_ from: Int, _ to: Int) -> ArraySlice<UInt8> {
      ArraySlice(UnsafeBufferPointer(rebasing: buffer[from..<to]))
    }

    private func string(_ from: Int, _ to: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: buffer[from..<to]), as: UTF8.self)
    }

    /// Text between two offsets, trimmed of whitespace at both ends.
    private func text(_ from: Int, _ to: Int) -> String {
      string(from, to).trimmingWhitespace()
    }
  }
}
