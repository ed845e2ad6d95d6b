#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses lyrics by musicat's rules (LRC.md): timestamps in every form, several per line,
/// tags, offset, word timing, untimed lines, with warnings that name the line.
///
/// Works on UTF-8 bytes: a line's text is a range of the decoded file where it lies there
/// whole, and is copied after the file's bytes only when it does not (word timing taken
/// out); strings are made only for tags, warnings, and what a caller asks for.
public enum LRCParser {
  /// The largest input parsed, in bytes (1 MiB). Real lyrics files are a few KiB, word
  /// timing included; anything larger is refused before it is read, so a huge or hostile
  /// file cannot exhaust memory.
  public static let maximumSize = 1 << 20

  /// The most lyric lines and tags a file may make (each timestamp of a line makes one): a
  /// song has a few hundred at most. Past it a file is refused, so what a file costs to
  /// hold is bounded by this, not by how its bytes multiply (a MiB of `[0:1]` makes
  /// 200,000 lines).
  public static let maximumLines = 10_000

  /// Decodes `bytes` (any encoding ``LyricsDecoder`` reads) and parses them.
  public static func parse(bytes: [UInt8]) throws(LRCReadError) -> LRCDocument {
    try parseLyrics(bytes: bytes).document
  }

  /// Decodes `bytes` and parses them, the texts left in one buffer.
  public static func parseLyrics(bytes: [UInt8]) throws(LRCReadError) -> ParsedLyrics {
    guard bytes.count <= maximumSize else { throw .tooLarge(size: bytes.count, limit: maximumSize) }
    let decoded: DecodedText
    do {
      decoded = try LyricsDecoder.decode(bytes)
    } catch {
      throw .undecodable(error)
    }
    let (lyrics, overflow) = parse(utf8: decoded.utf8, encoding: decoded.encoding)
    if let overflow { throw .tooManyLines(line: overflow, limit: maximumLines) }
    return lyrics
  }

  /// Parses text that is already decoded (a byte order mark at a line's start is dropped).
  /// Past ``maximumLines`` the rest is left out, with a warning that says where.
  public static func parse(_ text: String) -> LRCDocument {
    var (lyrics, overflow) = parse(utf8: Array(text.utf8), encoding: .utf8)
    if let overflow {
      lyrics.warnings.append(
        LRCWarning(
          line: overflow,
          message: "more than \(maximumLines) lyric lines and tags; the rest is left out"))
    }
    return lyrics.document
  }

  /// What the lines read so far make, plus scratch space reused from line to line.
  private struct ParseState {
    var tags: [ParsedLyrics.Tag] = []
    var untimed: [ParsedLyrics.Line] = []
    /// Timed lines in file order, their effective times not yet shifted by the offset.
    var timed: [ParsedLyrics.Line] = []
    /// Whether each timed line's written time is at least the one before it (most files),
    /// and the last line's: noted as they are read, so that ordering them needs no pass
    /// when they are in order already.
    var timedInOrder = true
    var lastWrittenMS = 0
    var words: [ParsedLyrics.Word] = []
    /// How many bytes the file's text has: a text that lies in it whole is a range of it.
    let fileSize: Int
    /// Whether the file holds a `<` at all: most files have no A2 word timing, and their
    /// lines need not be searched for one.
    let holdsAngleBracket: Bool
    /// The texts that do not lie in the file as they read (a line of word timing, less its
    /// stamps, and its pieces), one after another; their ranges count on from the file's.
    let extra = ByteBuffer(firstCapacity: 256)
    var warnings: [LRCWarning] = []
    /// The last valid `[offset:]` read, in milliseconds (0 when none).
    var offset = 0
    var stamps: [Int] = []
    var piece: [UInt8] = []
    /// The physical line at which the file made more than ``maximumLines`` lines and tags.
    var overflow: Int?

    /// How many more lines and tags the file may make.
    var room: Int { maximumLines - tags.count - untimed.count - timed.count }
    /// Whether the file is large enough to make more than ``maximumLines`` lines and tags:
    /// each takes two bytes at least (a character and a line break; a stamp or a tag four
    /// or more), so the room of a smaller file (nearly every one) need not be counted.
    let mayOverflow: Bool

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
      fileSize = buffer.count
      mayOverflow = buffer.count >= 2 * maximumLines
      holdsAngleBracket = buffer.baseAddress.map { memchr($0, 0x3C, buffer.count) != nil } ?? false
    }

    /// Appends `bytes` to the extra texts; where they now lie.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
      shifted(extra.append(bytes))
    }

    /// Appends the bytes of `piece` up to `end` to the extra texts; where they now lie.
    func append(piece end: Int) -> Range<Int> {
      piece.withUnsafeBufferPointer {
        shifted(extra.append(UnsafeBufferPointer(rebasing: $0[..<end])))
      }
    }

    /// A range of the extra texts as a range of the lyrics' bytes.
    func shifted(_ range: Range<Int>) -> Range<Int> {
      (range.lowerBound + fileSize)..<(range.upperBound + fileSize)
    }
  }

  /// The lyrics, and the physical line at which they passed ``maximumLines`` (reading
  /// stopped there), or nil.
  static func parse(utf8 bytes: [UInt8], encoding: TextEncoding) -> (ParsedLyrics, Int?) {
    var state = bytes.withUnsafeBufferPointer(ParseState.init)
    // Room for what a file usually makes: a line per 32 bytes or so, and a few tags; one
    // allocation each instead of a series of growths.
    state.timed.reserveCapacity(min(maximumLines, bytes.count / 32 + 16))
    state.tags.reserveCapacity(8)
    bytes.withUnsafeBufferPointer { buffer in
      var reader = LineReader(buffer: buffer)
      while state.overflow == nil, let (start, end, lineNumber) = reader.next() {
        LineScanner(buffer: buffer, start: start, end: end, lineNumber: lineNumber).read(
          into: &state)
      }
    }
    // Taken out of the state, so that shifting and sorting them copies nothing.
    var timed = state.timed
    state.timed = []
    var words = state.words
    state.words = []
    let offset = state.offset
    if offset != 0 {
      for index in timed.indices {
        timed[index].timeMS = max(0, (timed[index].writtenMS ?? 0) - offset)
      }
      // Every piece belongs to a timed line.
      for index in words.indices {
        words[index].timeMS = max(0, words[index].writtenMS - offset)
      }
    }
    // Effective times rise with written times, so ordering by written time orders both;
    // equal times keep file order (the standard library's sort is stable).
    if !state.timedInOrder {
      timed.sort { ($0.writtenMS ?? 0) < ($1.writtenMS ?? 0) }
    }
    var lyrics = ParsedLyrics()
    lyrics.tags = state.tags
    lyrics.lines = state.untimed.isEmpty ? timed : state.untimed + timed
    lyrics.words = words
    // Most files' texts all lie in the file: its bytes are the lyrics' bytes, not copied.
    lyrics.utf8 = state.extra.count == 0 ? bytes : state.extra.withBytes { bytes + $0 }
    lyrics.warnings = state.warnings
    lyrics.encoding = encoding
    return (lyrics, state.overflow)
  }

  /// Removes every `[..]` and `<..>` timestamp from `bytes`, again until none is left:
  /// dropping an early stamp can splice its neighbours into a new one (`[[0:0]0:0]`), and
  /// text that held one would change meaning when written back.
  static func removeTimestamps(from bytes: inout [UInt8]) {
    guard bytes.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "<") }) else {
      return
    }
    var removed = true
    while removed {
      removed = false
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<"),
          let close = bytes[(index + 1)...].firstIndex(
            of: byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: ">")),
          LRCTimestamp.parse(bytes[(index + 1)..<close]) != nil
        {
          bytes.removeSubrange(index...close)
          removed = true
          continue
        }
        index += 1
      }
    }
  }

  /// Splits the buffer at `\r\n`, `\n` and lone `\r`.
  private struct LineReader {
    let buffer: UnsafeBufferPointer<UInt8>
    var position = 0
    var lineNumber = 0
    /// Whether the buffer holds a `\r` at all: most files end their lines with `\n` alone,
    /// and their lines need not be searched for one.
    let holdsCarriageReturns: Bool

    init(buffer: UnsafeBufferPointer<UInt8>) {
      self.buffer = buffer
      holdsCarriageReturns =
        buffer.baseAddress.map { memchr($0, 0x0D, buffer.count) != nil } ?? false
    }

    mutating func next() -> (start: Int, end: Int, lineNumber: Int)? {
      guard position < buffer.count, let base = buffer.baseAddress else { return nil }
      let start = position
      // memchr finds the next \n; a \r before it (a lone \r or \r\n) ends the line sooner.
      let remaining = buffer.count - start
      var end =
        memchr(base + start, 0x0A, remaining).map {
          UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base
        } ?? buffer.count
      if holdsCarriageReturns, let carriageReturn = memchr(base + start, 0x0D, end - start) {
        end = UnsafePointer<UInt8>(carriageReturn.assumingMemoryBound(to: UInt8.self)) - base
      }
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

    func read(into state: inout ParseState) {
      guard start < end else { return }
      // Each line makes one line or tag at least, and the loops below stop at the room left.
      let room = state.mayOverflow ? state.room : maximumLines
      guard room > 0 else {
        state.overflow = lineNumber
        return
      }
      guard buffer[start] == UInt8(ascii: "[") else {
        readUntimed(into: &state)
        return
      }
      var position = start
      // The line's first stamp is held here (most lines have one); the others are the first
      // `stampCount - 1` of the scratch array, which keeps its storage from line to line.
      var firstStamp = 0
      var stampCount = 0
      while position < end, buffer[position] == UInt8(ascii: "["),
        let (stamp, close) = stamp(openingAt: position, closing: UInt8(ascii: "]"))
      {
        guard stampCount < room else {
          state.overflow = lineNumber
          return
        }
        if stamp.wasNegative {
          state.warnings.append(
            LRCWarning(
              line: lineNumber,
              message: "negative time [\(string(position + 1, close))] read as 00:00.00"))
        }
        if stampCount == 0 {
          firstStamp = stamp.milliseconds
        } else if stampCount <= state.stamps.count {
          state.stamps[stampCount - 1] = stamp.milliseconds
        } else {
          state.stamps.append(stamp.milliseconds)
        }
        stampCount += 1
        position = close + 1
      }
      if stampCount == 0 {
        if !readTags(into: &state) {
          if looksLikeTimestamp(from: start) {
            let bracket = firstIndex(of: UInt8(ascii: "]"), from: start + 1).map {
              string(start, $0 + 1)
            }
            state.warnings.append(
              LRCWarning(
                line: lineNumber,
                message:
                  "\(bracket ?? "[") is not a valid timestamp; the line is kept as untimed text"))
          }
          state.untimed.append(untimedLine(&state))
        }
        return
      }
      // Each leading stamp makes a line; word stamps earlier than that line's time drop out.
      // Most lines hold no word timing (no `<` or `[` after the stamps): their stamps share
      // the text where it lies.
      let wordStamp =
        (state.holdsAngleBracket ? firstIndex(of: UInt8(ascii: "<"), from: position) : nil)
        ?? firstIndex(of: UInt8(ascii: "["), from: position)
      let plain = wordStamp == nil ? textAfter(position) : nil
      for index in 0..<stampCount {
        let stamp = index == 0 ? firstStamp : state.stamps[index - 1]
        let (text, words) =
          plain.map { ($0, 0..<0) } ?? readWords(from: position, lineTime: stamp, state: &state)
        state.timed.append(
          ParsedLyrics.Line(timeMS: stamp, writtenMS: stamp, text: text, words: words))
        if stamp < state.lastWrittenMS { state.timedInOrder = false }
        state.lastWrittenMS = stamp
      }
    }

    /// The whole line as untimed text.
    private func untimedLine(_ state: inout ParseState) -> ParsedLyrics.Line {
      ParsedLyrics.Line(timeMS: nil, writtenMS: nil, text: start..<end, words: 0..<0)
    }

    /// A line that does not start with `[`: untimed text, with a warning when a timestamp
    /// follows text (`junk[00:01.00]x`).
    private func readUntimed(into state: inout ParseState) {
      var position = start
      while let open = firstIndex(of: UInt8(ascii: "["), from: position) {
        if stamp(openingAt: open, closing: UInt8(ascii: "]")) != nil {
          state.warnings.append(
            LRCWarning(
              line: lineNumber,
              message: "text before the first timestamp; the line is kept as untimed text"))
          break
        }
        position = open + 1
      }
      state.untimed.append(untimedLine(&state))
    }

    /// Reads `[key:value]` tags that make up the whole line; false when the line is not
    /// made of tags. Comments (`[#:...]`, `[:...]`) are read and dropped.
    private func readTags(into state: inout ParseState) -> Bool {
      guard buffer[end - 1] == UInt8(ascii: "]") else { return false }
      // The value runs to the last `]`, so `[ti:Song [Live]]` keeps its brackets; a line of
      // several tags (`[ti:x][ar:y]`) is split where `][` starts another key.
      // Tags go straight to the state, and are taken back when the line turns out not to
      // be made of tags.
      let before = state.tags.count
      var offset: Int?
      var position = start
      while position < end {
        guard buffer[position] == UInt8(ascii: "["),
          let colon = firstIndex(of: UInt8(ascii: ":"), from: position + 1),
          isTagKey(position + 1, colon)
        else {
          state.tags.removeSubrange(before...)
          return false
        }
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
        let isComment =
          colon == position + 1
          || (colon == position + 2 && buffer[position + 1] == UInt8(ascii: "#"))
        if !isComment {
          guard state.room > 0 else {
            // A line of tags is kept whole or not at all.
            state.tags.removeSubrange(before...)
            state.overflow = lineNumber
            return true
          }
          let value = span(colon + 1, close)
          state.tags.append(ParsedLyrics.Tag(key: (position + 1)..<colon, value: value))
          if isOffsetKey(position + 1, colon) {
            if let milliseconds = LRCTimestamp.parseOffset(
              slice(value.lowerBound, value.upperBound))
            {
              offset = milliseconds
            } else {
              let text = string(value.lowerBound, value.upperBound)
              state.warnings.append(
                LRCWarning(
                  line: lineNumber,
                  message: "[offset:\(text)] \(LRCTimestamp.offsetProblem(text)); ignored"))
            }
          }
        }
        position = close + 1
      }
      if let offset { state.offset = offset }
      return true
    }

    /// True when the key `from..<to` is `offset` in any case (a tag key is ASCII).
    private func isOffsetKey(_ from: Int, _ to: Int) -> Bool {
      guard to - from == 6 else { return false }
      return zip(from..<to, "offset".utf8).allSatisfy { buffer[$0] | 0x20 == $1 }
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

    /// The text after the leading timestamps (which holds a `<` or `[`), with word timings
    /// from `<mm:ss.xx>` (A2) and inline `[mm:ss.xx]` stamps, appended to the state's texts and pieces. Stamps earlier
    /// than the line's time are dropped without splitting the text. Word times are written
    /// times; the offset is applied later.
    private func readWords(from position: Int, lineTime: Int, state: inout ParseState) -> (
      text: Range<Int>, words: Range<Int>
    ) {
      var scan = position
      while scan < end, buffer[scan] != UInt8(ascii: "<"), buffer[scan] != UInt8(ascii: "[") {
        scan += 1
      }
      // Room for the file's pieces at once, at the first line that may have some: a piece
      // takes a stamp of ten bytes and a character at least, as they are usually written.
      if state.words.capacity == 0 { state.words.reserveCapacity(state.fileSize / 11 + 4) }
      // The pieces' texts go one after another, so the line's text is theirs, trimmed.
      let firstWord = state.words.count
      let textStart = state.extra.count
      var pieceStart = position
      var pieceTime = lineTime
      var index = scan
      var sawStamp = false
      while index < end {
        let byte = buffer[index]
        if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "[") {
          let closing = byte == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "]")
          if let (stamp, close) = stamp(openingAt: index, closing: closing) {
            sawStamp = true
            if stamp.milliseconds >= lineTime {
              let text = appendPiece(pieceStart, index, &state)
              if !text.isEmpty || state.words.count > firstWord || pieceTime != lineTime {
                state.words.append(
                  ParsedLyrics.Word(timeMS: pieceTime, writtenMS: pieceTime, text: text))
              }
              pieceTime = stamp.milliseconds
            } else {
              // A stamp before the line's time drops out; the piece goes on past it.
              state.piece.append(contentsOf: slice(pieceStart, index))
            }
            index = close + 1
            pieceStart = index
            continue
          }
        }
        index += 1
      }
      // No stamp, so no piece was kept: the text is the line's.
      guard sawStamp else { return (textAfter(position), 0..<0) }
      // The line's end is trimmed of whitespace, so the last piece is too, even when a
      // dropped stamp stood after it.
      let last = appendPiece(pieceStart, end, &state, trimmingEnd: true)
      state.words.append(ParsedLyrics.Word(timeMS: pieceTime, writtenMS: pieceTime, text: last))
      let text = state.extra.withBytes { bytes in
        let start = UTF8Whitespace.trimmedStart(bytes, textStart, bytes.count)
        return state.shifted(start..<UTF8Whitespace.trimmedEnd(bytes, start, bytes.count))
      }
      // One piece at the line's own time says no more than the line does.
      if state.words.count - firstWord == 1, state.words[firstWord].writtenMS == lineTime {
        state.words.removeLast()
        return (text, 0..<0)
      }
      return (text, firstWord..<state.words.count)
    }

    /// Appends the piece that ends at `to` to the state's texts; where it now lies. A piece
    /// that no dropped stamp split is the bytes from `from`, which hold no stamp (each `[` or
    /// `<` in them was tried): they are copied as they lie. One that a dropped stamp split is
    /// its parts joined in the state's scratch piece, cleared of any stamp the joining made.
    private func appendPiece(
      _ from: Int, _ to: Int, _ state: inout ParseState, trimmingEnd: Bool = false
    ) -> Range<Int> {
      guard !state.piece.isEmpty else {
        return state.append(
          slice(from, trimmingEnd ? UTF8Whitespace.trimmedEnd(buffer, from, to) : to))
      }
      state.piece.append(contentsOf: slice(from, to))
      LRCParser.removeTimestamps(from: &state.piece)
      let pieceEnd =
        trimmingEnd
        ? state.piece.withUnsafeBufferPointer { UTF8Whitespace.trimmedEnd($0, 0, $0.count) }
        : state.piece.count
      let text = state.append(piece: pieceEnd)
      state.piece.removeAll(keepingCapacity: true)
      return text
    }

    /// The stamp whose bracket opens at `open` and closes with `closing`, and where it
    /// closes: the common form read in place, anything else found by its closing bracket
    /// and read by the general parse.
    @inline(__always)
    private func stamp(openingAt open: Int, closing: UInt8) -> (LRCTimestamp.Parsed, Int)? {
      if let (milliseconds, close) = LRCTimestamp.parseCommonStamp(
        buffer, openingAt: open, closing: closing, end: end)
      {
        return (LRCTimestamp.Parsed(milliseconds: milliseconds, wasNegative: false), close)
      }
      return uncommonStamp(openingAt: open, closing: closing)
    }

    /// A stamp of another form than the common ones, read by the general parse: kept out of
    /// line, so that the common path stays small where it is inlined.
    @inline(never)
    private func uncommonStamp(openingAt open: Int, closing: UInt8) -> (LRCTimestamp.Parsed, Int)? {
      // A time starts with a digit, a space, a tab or a minus; a tag (`[ti:`) is no time,
      // and needs no search for its closing bracket to tell.
      guard open + 1 < end, mayStartTime(buffer[open + 1]),
        let close = firstIndex(of: closing, from: open + 1),
        let stamp = LRCTimestamp.parse(buffer, from: open + 1, to: close)
      else { return nil }
      return (stamp, close)
    }

    /// True when a time's text may start with `byte` (``LRCTimestamp/parse(_:from:to:)``
    /// refuses any other first byte).
    private func mayStartTime(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "-")
    }

    /// The first `byte` at `index` or after it, before the line's end (memchr's search).
    private func firstIndex(of byte: UInt8, from index: Int) -> Int? {
      guard index < end, let base = buffer.baseAddress,
        let found = memchr(base + index, Int32(byte), end - index)
      else { return nil }
      return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// The bytes between two offsets, without copying them.
    private func slice(_ from: Int, _ to: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: buffer[from..<to])
    }

    private func string(_ from: Int, _ to: Int) -> String {
      String(decoding: slice(from, to), as: UTF8.self)
    }

    /// The text from `position` to the line's end (which is trimmed already), trimmed of
    /// whitespace at its start, where it lies in the file.
    private func textAfter(_ position: Int) -> Range<Int> {
      UTF8Whitespace.trimmedStart(buffer, position, end)..<end
    }

    /// The text between two offsets, trimmed of whitespace at both ends, where it lies in
    /// the file.
    private func span(_ from: Int, _ to: Int) -> Range<Int> {
      let start = UTF8Whitespace.trimmedStart(buffer, from, to)
      return start..<UTF8Whitespace.trimmedEnd(buffer, start, to)
    }
  }
}
