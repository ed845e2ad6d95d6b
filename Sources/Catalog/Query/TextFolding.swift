import Foundation

/// Text as track queries compare it: case and accents folded (`Élan` and `ELAN` are `elan`,
/// `КИНО` is `кино`, `Ödön` is `odon`), as the lyric search index folds the lines it holds,
/// so `tracks кино` finds what `search кино` finds.
///
/// The catalog keeps each track's title, artist and album folded (columns `title_key`,
/// `artist_key`, `album_key`, migration 5), written with them; queries fold their values
/// the same way and compare with those.
public enum TextFolding {
  /// The name of the SQL function that computes ``fold(_:)`` (for migrations and group names).
  static let sqlFunctionName = "fold_text"

  /// The text with case and diacritics folded; ASCII text is only lowercased (the common
  /// case, without Foundation).
  public static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return String(
        decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
