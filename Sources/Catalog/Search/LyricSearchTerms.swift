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
    separatedTerms(of: text) ?? text
  }

  /// ``terms(of:)``, or nil when the text is its own terms for want of any byte that could
  /// begin a character to set apart (all of Latin, Greek, Cyrillic... is).
  static func separatedTerms(of text: String) -> String? {
    // Those characters take 3 or 4 bytes in UTF-8, led by 0xE1 or above.
    guard text.utf8.contains(where: { $0 >= 0xE1 }) else { return nil }
    var terms = ""
    // A character set apart grows from 3 bytes to 5 (or 4 to 6): 5/3 of the text at most.
    terms.reserveCapacity((text.utf8.count * 5 + 2) / 3)
    for scalar in text.unicodeScalars {
      if isWrittenWithoutSpaces(scalar) {
        terms.unicodeScalars.append(" ")
        terms.unicodeScalars.append(scalar)
        terms.unicodeScalars.append(" ")
      } else {
        terms.unicodeScalars.append(scalar)
      }
    }
    return terms
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
