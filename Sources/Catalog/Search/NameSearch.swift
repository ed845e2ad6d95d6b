import SQLite
import Utilities

/// Finds tracks by the words of their names, through the name index (`name_index`,
/// migration 10: each track's title, artist and album as ``LyricSearchTerms`` makes them):
/// the search of a music player's search box. ``AlbumRepository`` finds artists and albums
/// by the same ``query(_:)`` in their own indexes.
///
/// Each word of the text must begin a word of the name (`moo riv` finds `Moon River`); a
/// Chinese or Japanese word is found as its characters in a row (`回忆` in `美好回忆`). Case
/// and accents do not matter. The text is never query syntax: quotes, `*`, `AND`, `NEAR(`
/// are words or punctuation like any other.
public struct NameSearch {
  let database: Database

  /// The index's query for `text`, composed as the names are (``CanonicalComposition``), or
  /// nil when the text has no word.
  static func query(_ text: String) -> String? {
    let text = CanonicalComposition.composed(text)
    let words = text.split(whereSeparator: \.isWhitespace).compactMap { word -> String? in
      let terms = LyricSearchTerms.terms(of: String(word))
      guard
        terms.unicodeScalars.contains(where: {
          $0.properties.isAlphabetic || $0.properties.numericType != nil
        })
      else { return nil }
      // A * after the string makes its last word a prefix.
      return FTS5Phrase.quoted(terms) + " *"
    }
    guard !words.isEmpty else { return nil }
    return words.concatenated(separator: " AND ")
  }

  /// The ids of the tracks whose title, artist or album hold every word of `text`, in
  /// catalog order, at most `limit` from the `offset`th.
  public func trackIDs(matching text: String, limit: Int, offset: Int) throws -> [Int64] {
    guard let query = Self.query(text) else { return [] }
    return try database.rows(
      "SELECT rowid FROM name_index WHERE name_index MATCH ? ORDER BY rowid LIMIT ? OFFSET ?",
      [query, limit, offset]
    ) { try $0.get(0) }
  }
}
