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
    for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars where scalar.value >= 0x80 {
      beyondASCII += 1
      switch scalar.value {
      case 0x3000...0x30FF, 0xFF01...0xFF60: likely += 1
      case 0x4E00...0x9FFF, 0x3400...0x4DBF:
        if CommonHanCharacters.set.contains(scalar) { likely += 1 }
      default: break
      }
    }
    return (beyondASCII, likely)
  }

  /// True when valid UTF-8 may be GBK (or Big5, Shift-JIS) in disguise: about 900 common
  /// Chinese characters are two bytes that happen to form one 2-byte UTF-8 character
  /// (U+0080...U+07FF). So the text is doubtful when it holds a C1 control character (no
  /// text does), or when all its characters past ASCII are such 2-byte ones standing in
  /// lines without an ASCII letter (outside brackets): `ǰ` alone is likely GBK's 前, while
  /// `café` and `à toi` are French.
  static func isDoubtfulUTF8(_ utf8: [UInt8]) -> Bool {
    // Byte by byte (the text is valid UTF-8): every file read passes here.
    var sawTwoByte = false
    var lineHasTwoByte = false
    var lineHasLetter = false
    var inBrackets = false
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      switch byte {
      case 0x0A, 0x0D:
        if lineHasTwoByte && lineHasLetter { return false }
        (lineHasTwoByte, lineHasLetter, inBrackets) = (false, false, false)
      case 0x5B: inBrackets = true
      case 0x5D: inBrackets = false
      case 0x41...0x5A, 0x61...0x7A: if !inBrackets { lineHasLetter = true }
      case 0xC2 where index + 1 < utf8.count && utf8[index + 1] < 0xA0:
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

  /// The score of `utf8`, decoded from `encoding`; nil when it holds characters that rule
  /// it out (U+FFFD, control characters).
  static func score(_ utf8: [UInt8], as encoding: TextEncoding) -> Int? {
    var score = 0
    for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
      let value = scalar.value
      switch value {
      case 0x09, 0x0A, 0x0D, 0x20..<0x7F:
        continue
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
        score += CommonHanCharacters.set.contains(scalar) ? 3 : -1
      default:
        // Other scripts (Cyrillic, Greek, box drawing, Hangul...) come from wrong guesses.
        score -= 1
      }
    }
    return score
  }
}
