@_spi(_Unicode) import Swift

/// Unicode's canonical composition (NFC), from the standard library's own Unicode data: the
/// form in which two texts that look the same are the same bytes.
///
/// macOS names files in decomposed form (`が` as `か` + U+3099, `é` as `e` + U+0301, a Hangul
/// syllable as its jamo), and some editors write lyrics so; every keyboard types the composed
/// form. The catalog keeps its text composed, and composes what it is asked, so that a title
/// taken from such a file name, or a line from such a file, is found and is one group name.
package enum CanonicalComposition {
  /// The text in NFC: itself, uncopied, when its bytes show it is already (nearly always).
  package static func composed(_ text: String) -> String {
    var text = text
    if text.withUTF8(isSurelyComposed) { return text }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text._nfc)
    return String(scalars)
  }

  /// UTF-8 text in NFC: the same array when its bytes show it is already.
  package static func composed(utf8: [UInt8]) -> [UInt8] {
    if utf8.withUnsafeBufferPointer(isSurelyComposed) { return utf8 }
    return Array(composed(String(decoding: utf8, as: UTF8.self)).utf8)
  }

  /// Whether valid UTF-8 text is in NFC by its bytes alone, without Unicode's tables: every
  /// character is ASCII, below U+0300 (Latin letters with their accents composed), general
  /// punctuation (U+2002-207F), kana and CJK punctuation (but the voicing marks U+3099-309A
  /// and the tone marks U+302A-302F), a CJK ideograph of U+4000-9FFF, a Hangul syllable or a
  /// full-width form. None of them combines with another or is reordered, so such text is
  /// its own NFC. False says only that Unicode's rules must decide.
  package static func isSurelyComposed(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = utf8.baseAddress else { return true }
    let count = utf8.count
    var index = 0
    while index < count {
      index = ByteWord.skipping(utf8, from: index) { $0.flagsPastASCII }
      guard index < count else { break }
      let lead = base[index]
      if lead < 0xCC {  // ASCII, a continuation byte, or a lead of U+0080...U+02FF
        index += 1
        continue
      }
      guard index + 2 < count, isSurelyComposed(lead, base[index + 1], base[index + 2])
      else { return false }
      index += 3
    }
    return true
  }

  /// Whether the character of three bytes `lead`, `second`, `third` of valid UTF-8 is one of
  /// those ``isSurelyComposed(_:)`` passes (false for any of four bytes).
  @inline(__always)
  package static func isSurelyComposed(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
    switch lead {
    case 0xE2:  // general punctuation (’ … —) but U+2000-2001, which NFC replaces
      (second == 0x80 && third >= 0x82) || second == 0x81
    case 0xE3:
      (second == 0x80 && !(0xAA...0xAF).contains(third))  // CJK punctuation
        || second == 0x81 || second == 0x83  // hiragana, katakana
        || (second == 0x82 && third != 0x99 && third != 0x9A)
    case 0xE4...0xE9, 0xEB, 0xEC: true  // U+4000...U+9FFF, U+B000...U+CFFF
    case 0xEA: second >= 0xB0  // U+AC00...
    case 0xED: second < 0x9E || (second == 0x9E && third <= 0xA3)  // ...U+D7A3
    case 0xEF: second >= 0xBC  // U+FF00...U+FFFF
    default: false
    }
  }
}
