/// How much a candidate decoding looks like real lyrics text (LRC.md, rule 3).
enum DecodingScore {
  /// True when at least 30% of the characters past ASCII are ones real Chinese or Japanese
  /// text is mostly made of: kana, common Han, CJK punctuation. The 670-odd common Han
  /// characters make up most of any lyric; a wrong reading hits them by chance, a few
  /// times in a hundred.
  static func isLikelyText(_ utf8: [UInt8]) -> Bool {
    let (beyondASCII, likely) = likelyCharacters(utf8)
    return likely * 10 >= beyondASCII * 3
  }

  /// True when every character past ASCII is a likely one (see ``isLikelyText(_:)``).
  static func isAllLikely(_ utf8: [UInt8]) -> Bool {
    let (beyondASCII, likely) = likelyCharacters(utf8)
    return beyondASCII > 0 && likely == beyondASCII
  }

  private static func likelyCharacters(_ utf8: [UInt8]) -> (beyondASCII: Int, likely: Int) {
    var beyondASCII = 0
    var likely = 0
    utf8.withUnsafeBufferPointer { bytes in
      var scalars = ScalarReader(bytes)
      while let value = scalars.next() {
        guard value >= 0x80 else { continue }
        beyondASCII += 1
        switch value {
        case 0x3000...0x30FF, 0xFF01...0xFF60: likely += 1
        case 0x4E00...0x9FFF, 0x3400...0x4DBF:
          if CommonHanCharacters.contains(value) { likely += 1 }
        default: break
        }
      }
    }
    return (beyondASCII, likely)
  }

  /// The scalar values of valid UTF-8 (as every decoder makes it; a broken sequence reads as
  /// U+FFFD, as String(decoding:) would read it), one after another, read in place: no
  /// String is made of a candidate decoding just to score it, and no closure is called per
  /// character.
  private struct ScalarReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    @inline(__always)
    mutating func next() -> UInt32? {
      guard index < bytes.count else { return nil }
      let lead = UInt32(bytes[index])
      if lead < 0x80 {
        index += 1
        return lead
      }
      let (value, length): (UInt32, Int) =
        lead < 0xE0 ? (lead & 0x1F, 2) : lead < 0xF0 ? (lead & 0x0F, 3) : (lead & 0x07, 4)
      var scalar = value
      var next = 1
      while next < length, index + next < bytes.count, bytes[index + next] & 0xC0 == 0x80 {
        scalar = scalar << 6 | UInt32(bytes[index + next] & 0x3F)
        next += 1
      }
      index += next
      return next == length ? scalar : 0xFFFD
    }
  }

  /// True when valid UTF-8 may be GBK (or Big5, Shift-JIS) in disguise: about 900 common
  /// Chinese characters are two bytes that happen to form one 2-byte UTF-8 character
  /// (U+0080...U+07FF). So the text is doubtful when it holds a C1 control character (no
  /// text does), or when all its characters past ASCII are such 2-byte ones standing in
  /// lines without an ASCII letter (outside brackets): `ǰ` alone is likely GBK's 前, while
  /// `café` and `à toi` are French.
  static func isDoubtfulUTF8(_ utf8: [UInt8]) -> Bool {
    // Every file read passes here; the text is valid UTF-8.
    utf8.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return false }
      let count = bytes.count
      // Lines of ASCII alone decide nothing: skip to the first byte past ASCII, eight bytes
      // at a time. A character of 3 or 4 bytes there settles it; a 2-byte one, its line on.
      var first = 0
      while first + 8 <= count,
        UnsafeRawPointer(base + first).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        first += 8
      }
      while first < count, base[first] < 0x80 { first += 1 }
      guard first < count, base[first] < 0xE0 else { return false }
      var index = first
      while index > 0, base[index - 1] != 0x0A, base[index - 1] != 0x0D { index -= 1 }
      var sawTwoByte = false
      var lineHasTwoByte = false
      var lineHasLetter = false
      var inBrackets = false
      while index < count {
        let byte = bytes[index]
        switch byte {
        case 0x0A, 0x0D:
          if lineHasTwoByte && lineHasLetter { return false }
          (lineHasTwoByte, lineHasLetter, inBrackets) = (false, false, false)
        case 0x5B: inBrackets = true
        case 0x5D: inBrackets = false
        case 0x41...0x5A, 0x61...0x7A: if !inBrackets { lineHasLetter = true }
        case 0xC2 where index + 1 < count && bytes[index + 1] < 0xA0:
          return true  // a C1 control, U+0080...U+009F
        case 0xC2...0xDF:
          sawTwoByte = true
          lineHasTwoByte = true
          index += 1
        case 0xE0...: return false  // a character of 3 or 4 bytes, which GBK text seldom makes
        default: break
        }
        index += 1
      }
      return sawTwoByte && !(lineHasTwoByte && lineHasLetter)
    }
  }

  /// True when `utf8`, a GB18030 reading of `count` bytes that scored `score`, scores as
  /// high as any reading of those bytes by the other candidates can: each of its characters
  /// past ASCII was two bytes and scores the most a character can (3: common Han, kana).
  ///
  /// Why: every byte past ASCII is then in one of its n two-byte characters, and the score
  /// is 3n. Another reading's characters that start past ASCII each start inside one of those
  /// pairs; a pair in which two of them start holds a one-byte character first (half-width
  /// katakana, a private-use or unmapped code: less than 0), so what starts in a pair scores
  /// 3 at most, and what starts at an ASCII byte is ASCII (0) or rules the reading out.
  static func isUnbeatable(_ utf8: [UInt8], score: Int, of count: Int) -> Bool {
    var ascii = 0
    var characters = 0
    for byte in utf8 {
      if byte < 0x80 { ascii += 1 }
      if byte & 0xC0 != 0x80 { characters += 1 }
    }
    let beyondASCII = characters - ascii
    return beyondASCII > 0 && score == 3 * beyondASCII && ascii + 2 * beyondASCII == count
  }

  /// The score of `utf8`, decoded from `encoding`; nil when it holds characters that rule
  /// it out (U+FFFD, control characters).
  static func score(_ utf8: [UInt8], as encoding: TextEncoding) -> Int? {
    utf8.withUnsafeBufferPointer { bytes in
      var score = 0
      var scalars = ScalarReader(bytes)
      while let value = scalars.next() {
        // Most characters of a reading worth scoring are Han: decided first.
        if value >= 0x4E00, value <= 0x9FFF {
          score += CommonHanCharacters.contains(value) ? 3 : -1
          continue
        }
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20..<0x7F:
          break
        case 0x00..<0x20, 0x7F..<0xA0, 0xFFFD:
          return nil
        case 0x3040...0x30FF:
          // Kana: only Japanese text holds them, and only Shift-JIS decodes them by chance
          // rarely; a GB18030 decoding of Shift-JIS bytes makes Han characters instead.
          score += 3
        case 0xFF61...0xFF9F:
          // Half-width katakana: what single bytes A1-DF become in a wrong Shift-JIS decoding.
          score -= 4
        case 0xE000...0xF8FF, 0xF0000...:
          // Private use: no real text, but GB18030 maps a few of its codes there.
          score -= 8
        case 0x3000...0x303F, 0xFF01...0xFF60:
          score += 1
        case 0x4E00...0x9FFF, 0x3400...0x4DBF:
          score += CommonHanCharacters.contains(value) ? 3 : -1
        default:
          // Other scripts (Cyrillic, Greek, box drawing, Hangul...) come from wrong guesses.
          score -= 1
        }
      }
      return score
    }
  }
}
