/// What the lyric search index (`lyric_index`) stores for a line, and how a search is put to
/// it.
///
/// The index's tokenizer (unicode61 with `remove_diacritics 2`) splits text into words at
/// spaces and punctuation and folds case and accents, which suits every script that puts
/// spaces between words. Chinese and Japanese do not, and a whole sentence would be one word.
/// So the terms of a line are its text with every Han, kana and Hangul character set apart by
/// spaces: each becomes a word of its own, and a search for 1, 2 or more of them is a phrase of
/// adjacent single-character words, served by the index like any other phrase.
///
/// The index is contentless: a line leaves it only when given the very terms it entered with.
/// So ``terms(of:)`` must never change its output for a text; changing it needs a migration
/// that rebuilds `lyric_index`.
public enum LyricSearchTerms {
  /// The name of the SQL function that computes ``terms(of:)`` in the catalog's SQL.
  static let sqlFunctionName = "search_terms"

  /// The text with every character of ``isWrittenWithoutSpaces(_:)`` set apart by spaces.
  public static func terms(of text: String) -> String {
    var text = text
    let terms = text.withUTF8 { utf8 -> [UInt8]? in
      var terms: [UInt8] = []
      // A character set apart grows from 3 bytes to 5 (or 4 to 6): 5/3 of the text at most.
      terms.reserveCapacity((utf8.count * 5 + 2) / 3)
      return appendSeparatedTerms(of: utf8, to: &terms) ? terms : nil
    }
    return terms.map { String(decoding: $0, as: UTF8.self) } ?? text
  }

  /// Appends ``terms(of:)`` of the UTF-8 text `utf8` to `output` and returns true, or
  /// returns false and appends nothing when the text is its own terms (no character of it is
  /// set apart: all of Latin, Greek, Cyrillic... is). Read and written as bytes: an import
  /// computes the terms of every line.
  @discardableResult
  static func appendSeparatedTerms(
    of utf8: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]
  ) -> Bool {
    // The bytes from `copied` on are not in `output` yet.
    var copied = 0
    var index = 0
    while index < utf8.count {
      let lead = utf8[index]
      // Those characters take 3 or 4 bytes, led by 0xE1 or above.
      guard lead >= 0xE1 else {
        index += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : 3
        continue
      }
      let length = lead >= 0xF0 ? 4 : 3
      guard index + length <= utf8.count else { break }
      var value = UInt32(lead & (length == 3 ? 0x0F : 0x07))
      for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
      if let scalar = Unicode.Scalar(value), isWrittenWithoutSpaces(scalar) {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
        output.append(UInt8(ascii: " "))
        output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<index + length]))
        output.append(UInt8(ascii: " "))
        copied = index + length
      }
      index += length
    }
    guard copied > 0 else { return false }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
    return true
  }

  /// True for the characters of scripts written without spaces between words, which the
  /// index takes one by one: Han (CJK ideographs of every block), hiragana, katakana
  /// (including half-width) and Hangul.
  static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF,  // Hangul Jamo
      0x2E80...0x2FDF,  // CJK radicals, Kangxi radicals
      0x3005...0x3007,  // 々 〆 〇
      0x3040...0x30FF,  // hiragana, katakana
      0x3130...0x318F,  // Hangul compatibility Jamo
      0x31F0...0x31FF,  // katakana phonetic extensions
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xAC00...0xD7AF,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFF66...0xFF9F,  // half-width katakana
      0x20000...0x3134F:  // CJK extensions B-G
      return true
    default:
      return false
    }
  }
}
