/// How much a candidate decoding looks like real lyrics text (LRC.md, rules 3-5).
enum DecodingScore {
  /// What scoring a candidate decoding found: its score and how many of its characters are
  /// ASCII, past ASCII, and likely ones (kana, common Han and Hangul, CJK punctuation),
  /// counted in the same pass.
  struct Reading: Equatable {
    var score = 0
    var ascii = 0
    var beyondASCII = 0
    var likely = 0

    /// True when at least 30% of the characters past ASCII are likely ones. The 670-odd
    /// common Han characters make up most of any lyric; a wrong reading hits them by chance,
    /// a few times in a hundred.
    var isLikelyText: Bool { likely * 10 >= beyondASCII * 3 }

    /// True when at least 60% of the characters past ASCII are likely ones: the bar for an
    /// EUC-KR reading. Korean text is 97% common syllables, while a wrong EUC-KR reading of a
    /// few Chinese or Japanese characters lands on common syllables up to half of the time.
    var isMostlyLikely: Bool { likely * 10 >= beyondASCII * 6 }

    /// True when every character past ASCII is a likely one.
    var isAllLikely: Bool { beyondASCII > 0 && likely == beyondASCII }
  }

  /// True when valid UTF-8 may be GBK (or Big5, Shift-JIS) in disguise: about 900 common
  /// Chinese characters are two bytes that happen to form one 2-byte UTF-8 character
  /// (U+0080...U+07FF). So the text is doubtful when it holds a C1 control character (no
  /// text does), or when all its characters past ASCII are such 2-byte ones standing in
  /// lines without an ASCII letter (outside brackets): `ǰ` alone is likely GBK's 前, while
  /// `café` and `à toi` are French.
  ///
  /// `first` is where the first byte past ASCII is (the count when none), as the validation
  /// found it: lines of ASCII alone decide nothing. A character of 3 or 4 bytes there
  /// settles it; a 2-byte one, its line on.
  static func isDoubtfulUTF8(_ utf8: [UInt8], firstPastASCII first: Int) -> Bool {
    // Every file read passes here; the text is valid UTF-8.
    utf8.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return false }
      let count = bytes.count
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

  /// True when `reading`, a GB18030 reading of `count` bytes, scores as high as any reading
  /// of those bytes by the other candidates can: each of its characters past ASCII was two
  /// bytes and scores the most a character can (3: common Han or Hangul, kana).
  ///
  /// Why: every byte past ASCII is then in one of its n two-byte characters, and the score
  /// is 3n. Another reading's characters that start past ASCII each start inside one of those
  /// pairs; a pair in which two of them start holds a one-byte character first (half-width
  /// katakana, a private-use or unmapped code: less than 0), so what starts in a pair scores
  /// 3 at most, and what starts at an ASCII byte is ASCII (0) or rules the reading out.
  static func isUnbeatable(_ reading: Reading, of count: Int) -> Bool {
    reading.beyondASCII > 0 && reading.score == 3 * reading.beyondASCII
      && reading.ascii + 2 * reading.beyondASCII == count
  }

  /// The most a reading from `encoding` of `input` bytes can end with that has scored
  /// `reading` for its first `read` bytes, the bytes after those being `left`. Only kana,
  /// common Han and Hangul and CJK punctuation score more than nothing (3 at most), and each
  /// takes two bytes or more in every candidate encoding (no single byte scores more than
  /// nothing), the first past ASCII: so a run of k bytes past ASCII starts (k + 1) / 2 of
  /// them at most. In EUC-JP and EUC-KR, every byte of such a character is past ASCII (both
  /// tested; CP949's syllables with an ASCII second byte are none of them common).
  static func mostAttainable(
    _ reading: Reading, from encoding: TextEncoding, read: Int, of input: Int,
    left: PastASCIIRuns
  ) -> Int {
    let characters =
      switch encoding {
      case .eucJP, .eucKR: left.bytes / 2
      default: min((input - read) / 2, (left.bytes + left.runs) / 2)
      }
    return reading.score + 3 * characters
  }

  /// Scores a candidate decoding as it is made, a piece at a time.
  struct Scorer {
    private(set) var reading = Reading()
    /// True for an EUC-KR reading, where only Hangul counts: Korean lyrics are written in
    /// Hangul, and the Han characters and kana of an EUC-KR reading come from Chinese or
    /// Japanese bytes read wrong.
    private let isKorean: Bool
    /// ``CommonHanCharacters/set``, held here for the loop over a reading's characters.
    private let commonHan = CommonHanCharacters.set

    init(for encoding: TextEncoding) {
      isKorean = encoding == .eucKR
    }

    /// Adds the characters `scalars` to the reading and writes them as UTF-8 at `output`
    /// (which has room for three bytes a scalar), in one pass: how many bytes they took, or
    /// nil when one rules the reading out (U+FFFD, control characters) or is no scalar value
    /// (a surrogate, past U+10FFFF), which no decoder should make.
    mutating func add(
      _ scalars: UnsafeBufferPointer<UInt32>, writingTo output: UnsafeMutablePointer<UInt8>
    ) -> Int? {
      var count = 0
      // Counted in a local (the reading lives behind `self`, stored to at every character).
      var ascii = 0
      defer { reading.ascii += ascii }
      for value in scalars {
        // Most of a lyric's characters are ASCII (its timestamps): scored and written first.
        if value < 0x80 {
          guard value >= 0x20 && value != 0x7F || value == 0x09 || value == 0x0A || value == 0x0D
          else { return nil }
          ascii += 1
          output[count] = UInt8(truncatingIfNeeded: value)
          count &+= 1
          continue
        }
        guard addPastASCII(value), value < 0xD800 || value >= 0xE000 && value <= 0x10FFFF
        else { return nil }
        count &+= UTF8Writer.write(value, at: output + count)
      }
      return count
    }

    /// Adds a character past ASCII; false when it rules the reading out.
    @inline(__always)
    private mutating func addPastASCII(_ value: UInt32) -> Bool {
      reading.beyondASCII += 1
      // Most characters of a reading worth scoring are Han: decided first.
      if value >= 0x4E00, value <= 0x9FFF {
        addHan(value)
        return true
      }
      if isKorean, value >= 0x3040, value <= 0x4DBF {
        reading.score -= 1  // kana or Han (Extension A)
        return true
      }
      switch value {
      case 0x80..<0xA0, 0xFFFD:
        return false
      case 0x3040...0x30FF:
        // Kana: only Japanese text holds them, and only Shift-JIS decodes them by chance
        // rarely; a GB18030 decoding of Shift-JIS bytes makes Han characters instead.
        reading.score += 3
        reading.likely += 1
      case 0xFF61...0xFF9F:
        // Half-width katakana: what single bytes A1-DF become in a wrong Shift-JIS decoding.
        reading.score -= 4
      case 0xE000...0xF8FF, 0xF0000...:
        // Private use: no real text, but GB18030 maps a few of its codes there.
        reading.score -= 8
      case 0x3000...0x303F, 0xFF01...0xFF60:
        reading.score += 1
        reading.likely += 1
      case 0x3400...0x4DBF:
        addHan(value)
      case 0xAC00...0xD7A3:
        // Hangul syllables: only an EUC-KR reading makes them, and a wrong one makes rare
        // syllables as often as common ones.
        if CommonHangulSyllables.contains(value) {
          reading.score += 3
          reading.likely += 1
        } else {
          reading.score -= 1
        }
      default:
        // Other scripts (Cyrillic, Greek, box drawing, Hangul jamo...) come from wrong
        // guesses.
        reading.score -= 1
      }
      return true
    }

    @inline(__always)
    private mutating func addHan(_ value: UInt32) {
      if !isKorean, commonHan.contains(value) {
        reading.score += 3
        reading.likely += 1
      } else {
        reading.score -= 1
      }
    }
  }
}
