@_spi(_Unicode) import Swift

/// Text as track queries compare it: case and accents folded (`Élan` and `ELAN` are `elan`,
/// `КИНО` is `кино`, `Ödön` is `odon`, `Straße` is `strasse`), as the lyric search index folds
/// the lines it holds, so `tracks кино` finds what `search кино` finds.
///
/// The fold is the standard library's own Unicode data, no Foundation or ICU: canonical
/// decomposition (NFD), the marks after a Latin, Greek or Cyrillic letter dropped
/// (in other scripts a mark is part of the letter: Devanagari's vowel signs, Hebrew points,
/// the Japanese voicing mark of `が`), full Unicode case folding, and composition again (NFC).
///
/// The catalog keeps each track's title, artist and album folded (columns `title_key`,
/// `artist_key`, `album_key`, migrations 5 and 13), written with them; queries fold their
/// values the same way and compare with those.
public enum TextFolding {
  /// The name of the SQL function that computes ``fold(_:)`` (for migrations and group names).
  static let sqlFunctionName = "fold_text"

  /// Whether the marks after a letter that folds to `letter` are diacritics, dropped: the
  /// letter is Latin, Greek or Cyrillic (up to the end of the Cyrillic Supplement, U+052F;
  /// `ẞ` and `ﬁ` fold into it too).
  static func hasDiacritics(_ letter: Unicode.Scalar) -> Bool { letter.value <= 0x052F }

  /// The text with case and diacritics folded; ASCII text is only lowercased (the common
  /// case, done on its bytes).
  public static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return String(
        decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
    var fold = Fold()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5A:
        fold.output.append(Unicode.Scalar(UInt8(scalar.value) + 0x20))
        fold.dropsMarks = true
      case 0x410...0x418, 0x41A...0x42F:
        // Cyrillic capitals but Й: their lowercase letters are 0x20 on (always a scalar).
        fold.output.append(Unicode.Scalar(scalar.value + 0x20) ?? scalar)
        fold.dropsMarks = true
      case 0..<0x80, 0x430...0x438, 0x43A...0x44F:
        fold.output.append(scalar)
        fold.dropsMarks = true
      case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x30A0...0x30FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xAC00...0xD7A3:
        fold.output.append(scalar)
        fold.dropsMarks = false
      default:
        for part in String(scalar)._nfd { fold.add(part) }
        if fold.composes { return foldedByUnicode(text) }
      }
    }
    return String(fold.output)
  }

  /// The fold by its definition (see the type's comment), for text that keeps a mark or holds
  /// a Hangul syllable in parts, whose scalars must be put in canonical order and composed.
  static func foldedByUnicode(_ text: String) -> String {
    var folded = String.UnicodeScalarView()
    var dropsMarks = false
    for scalar in text._nfd {
      let properties = scalar.properties
      if isMark(properties), dropsMarks { continue }
      let folding = properties._caseFolded.unicodeScalars
      folded.append(contentsOf: folding)
      if !isMark(properties) { dropsMarks = hasDiacritics(folding.last ?? scalar) }
    }
    var composed = String.UnicodeScalarView()
    composed.append(contentsOf: String(folded)._nfc)
    return String(composed)
  }

  /// A fold under way, one scalar of the text's canonical decomposition at a time (ASCII,
  /// the basic Cyrillic lowercase letters, kana, Hangul syllables and Han, which fold to
  /// themselves or to one lowercase letter, are written by ``fold(_:)`` directly). Scalars taken one by one fold as
  /// the whole text does as long as every mark is dropped; when one is kept, or a Hangul
  /// syllable comes in parts, the text is folded by ``foldedByUnicode(_:)`` instead.
  struct Fold {
    var output = String.UnicodeScalarView()
    /// Whether a mark now is a diacritic of the letter before it, and dropped.
    var dropsMarks = false
    /// Whether a mark was kept or a Hangul jamo met: the text must be folded as a whole.
    var composes = false

    mutating func add(_ scalar: Unicode.Scalar) {
      let properties = scalar.properties
      if isMark(properties) {
        if dropsMarks { return }
        composes = true
        return output.append(scalar)
      }
      composes = composes || isConjoiningJamo(scalar)
      guard properties.changesWhenCaseFolded else {
        dropsMarks = hasDiacritics(scalar)
        return output.append(scalar)
      }
      let folding = properties._caseFolded.unicodeScalars
      for part in folding {
        composes = composes || isMark(part.properties)
        output.append(part)
      }
      dropsMarks = hasDiacritics(folding.last ?? scalar)
    }
  }

  /// Whether the scalar is a Hangul jamo that composes with its neighbours into a syllable.
  static func isConjoiningJamo(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
    default: false
    }
  }

  /// Whether the scalar is a mark that combines with the letter before it.
  static func isMark(_ properties: Unicode.Scalar.Properties) -> Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark: true
    default: properties.canonicalCombiningClass != .notReordered
    }
  }
}
