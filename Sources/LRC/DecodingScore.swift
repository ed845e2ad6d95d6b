/// How much a candidate decoding looks like real lyrics text (LRC.md, rule 3).
enum DecodingScore {
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
