import SQLite

/// Finds tracks, artists and albums by the words of their names, through the name index
/// (`name_index`, migration 10: each track's title, artist and album as ``LyricSearchTerms``
/// makes them, kept by triggers): the search of a music player's search box.
///
/// Each word of the text must begin a word of the name (`moo riv` finds `Moon River`); a
/// Chinese or Japanese word is found as its characters in a row (`回忆` in `美好回忆`). Case
/// and accents do not matter. The text is never query syntax: quotes, `*`, `AND`, `NEAR(`
/// are words or punctuation like any other.
public struct NameSearch {
  let database: Database

  /// Where a word must be found.
  public enum Field: String, Sendable {
    case any
    case artist
    case album
  }

  /// The index's query for `text` in `field`, or nil when the text has no word.
  static func query(_ text: String, in field: Field) -> String? {
    let words = text.split(whereSeparator: \.isWhitespace).compactMap { word -> String? in
      let terms = LyricSearchTerms.terms(of: String(word))
      guard
        terms.unicodeScalars.contains(where: {
          $0.properties.isAlphabetic || $0.properties.numericType != nil
        })
      else { return nil }
      // Inside an FTS5 string a double quote is written twice; a * after it makes its last
      // word a prefix.
      return "\"" + terms.replacingOccurrences(of: "\"", with: "\"\"") + "\" *"
    }
    guard !words.isEmpty else { return nil }
    let all = words.joined(separator: " AND ")
    return field == .any ? all : "\(field.rawValue) : (\(all))"
  }

  /// The ids of the tracks whose title, artist or album hold every word of `text`, in
  /// catalog order, at most `limit` from the `offset`th.
  public func trackIDs(matching text: String, limit: Int, offset: Int) throws -> [Int64] {
    guard let query = Self.query(text, in: .any) else { return [] }
    return try database.rows(
      "SELECT rowid FROM name_index WHERE name_index MATCH ? ORDER BY rowid LIMIT ? OFFSET ?",
      [query, limit, offset]
    ) { try $0.get(0) }
  }

  /// The folded names of the artists whose name holds every word of `text`, in order.
  public func artistKeys(matching text: String, limit: Int, offset: Int) throws -> [String] {
    guard let query = Self.query(text, in: .artist) else { return [] }
    return try database.rows(
      """
      SELECT DISTINCT t.artist_key FROM name_index AS n JOIN tracks AS t ON t.id = n.rowid
      WHERE name_index MATCH ? ORDER BY t.artist_key LIMIT ? OFFSET ?
      """, [query, limit, offset]
    ) { try $0.get(0) }
  }

  /// The albums (folded artist and album) whose name holds every word of `text`, by album.
  public func albumKeys(matching text: String, limit: Int, offset: Int) throws
    -> [(artistKey: String, albumKey: String)]
  {
    guard let query = Self.query(text, in: .album) else { return [] }
    return try database.rows(
      """
      SELECT DISTINCT t.artist_key, t.album_key FROM name_index AS n
      JOIN tracks AS t ON t.id = n.rowid
      WHERE name_index MATCH ? ORDER BY t.album_key, t.artist_key LIMIT ? OFFSET ?
      """, [query, limit, offset]
    ) { (try $0.get(0), try $0.get(1)) }
  }
}
