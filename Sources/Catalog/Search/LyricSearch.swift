import SQLite
import Utilities

/// Finds where a text is sung: the lines whose words contain it, in any script, through the
/// lyric search index (``LyricSearchTerms``), never by reading every line.
///
/// The text is searched literally, as a phrase of whole words in order; quotes, `*`, `-`,
/// `AND`, `NEAR(` are words or punctuation like any other, never query syntax. Case and
/// accents do not matter (`cafe` finds `Café`); Chinese and Japanese match character by
/// character, so words of 1 and 2 characters are found too. Matches come in catalog order
/// (track, then line); a line of a variant that repeats the track's own line (same time, same
/// text: a word-timed `.eslrc` beside its `.lrc`) is found once, as the track's own. There
/// is no prefix matching: SQLite builds a prefix's whole match list
/// before it returns the first row, which is slow for short prefixes on a large library.
public struct LyricSearch {
  let database: Database

  /// Matches are counted up to this many; past it the count says "at least".
  static let countLimit = 10_000

  /// The phrase query for `text`, composed as the lines are (``CanonicalComposition``), or
  /// nil when the text has no word to look for.
  static func phrase(_ text: String) -> String? {
    let terms = LyricSearchTerms.terms(of: CanonicalComposition.composed(text))
    // Only letters and digits make words; a text without any finds nothing.
    guard
      terms.unicodeScalars.contains(where: {
        $0.properties.isAlphabetic || $0.properties.numericType != nil
      })
    else { return nil }
    return FTS5Phrase.quoted(terms)
  }

  /// The lines matching `text` in tracks that `filter` selects, at most `limit` of them
  /// (all when nil) from the `offset`th (a page), and how many match in all (counted up to
  /// ``countLimit``).
  public func search(
    _ text: String, filter: TrackQuery = TrackQuery(), limit: Int? = nil, offset: Int = 0
  ) throws -> LyricSearchResult {
    if let limit, limit < 0 { throw CatalogError.invalidLimit(limit) }
    if offset < 0 { throw CatalogError.invalidOffset(offset) }
    guard let phrase = Self.phrase(text) else {
      return LyricSearchResult(matches: [], total: 0, totalIsExact: true)
    }
    // The statements are fixed fragments; the phrase and every filter value are bound.
    let conditions = filter.sqlConditions()
    // A catalog without variants has no repeats to leave out: its matches skip the check
    // (about 200 instructions a match, 0.5 ms of a count of 10,000).
    let hasVariants = try database.value(
      "SELECT EXISTS (SELECT 1 FROM lyric_variants)", as: Bool.self)
    let lineFilter =
      (hasVariants == true ? " AND " + Self.notRepeatedSQL : "")
      + conditions.map { " AND " + $0.sql }.concatenated()
    let filterArguments = conditions.flatMap(\.arguments)
    let counted =
      try database.value(
        conditions.isEmpty
          ? """
          SELECT count(*) FROM (
            SELECT 1 FROM lyric_index AS i WHERE lyric_index MATCH ?\(lineFilter) LIMIT ?)
          """
          : """
          SELECT count(*) FROM (
            SELECT 1 FROM lyric_index AS i JOIN tracks AS t ON t.id = \(LyricIndex.trackIDSQL("i"))
            WHERE lyric_index MATCH ?\(lineFilter) LIMIT ?)
          """, [phrase] + filterArguments + [Self.countLimit + 1], as: Int.self) ?? 0
    let matches = try database.rows(
      Self.matchesSQL(conditions: lineFilter),
      [phrase] + filterArguments + [limit ?? -1, offset]
    ) { row in
      LyricMatch(
        trackID: try row.get(0), title: try row.get(1), artist: try row.get(2),
        line: LyricLine(
          lineNumber: try row.get(3), timeMS: try row.get(4), writtenMS: try row.get(5),
          text: try row.get(6)), language: try row.get(7), downloaded: try row.get(8))
    }
    return LyricSearchResult(
      matches: matches, total: min(counted, Self.countLimit),
      totalIsExact: counted <= Self.countLimit)
  }

  /// The lines matching the phrase `?` that `conditions` (on `lyric_index AS i` and `tracks
  /// AS t`, each after an AND) keep, in the index's order, at most `?` of them from the `?`th.
  static func matchesSQL(conditions: String) -> String {
    """
    SELECT l.track_id, t.title, t.artist, l.line_number & \(LyricIndex.maximumLinesPerFile),
      l.time_ms, l.written_ms, l.text, v.language, t.downloaded
    FROM lyric_index AS i
    JOIN lyric_lines AS l
      ON l.track_id = \(LyricIndex.trackIDSQL("i")) AND l.line_number = \(LyricIndex.lineNumberSQL("i"))
    JOIN tracks AS t ON t.id = l.track_id
    LEFT JOIN lyric_variants AS v
      ON v.track_id = l.track_id AND v.variant = l.line_number >> \(LyricIndex.variantLineBits)
    WHERE lyric_index MATCH ?\(conditions)
    ORDER BY i.rowid
    LIMIT ? OFFSET ?
    """
  }

  /// The SQL condition that the match `i` (a row of `lyric_index`) is a line of the track's
  /// own lyrics, or of a variant that does not repeat one of them: a line at the same time
  /// with the same text. Own lines pass on their rowid alone; only a variant's line is read.
  static let notRepeatedSQL = """
    (i.rowid & \(LyricIndex.variantRowIDBits) = 0 OR NOT EXISTS (
      SELECT 1 FROM lyric_lines AS variant JOIN lyric_lines AS own
        ON own.track_id = variant.track_id
        AND own.line_number BETWEEN 1 AND \(LyricIndex.maximumLinesPerFile)
        AND own.time_ms IS variant.time_ms AND own.text = variant.text
      WHERE variant.track_id = \(LyricIndex.trackIDSQL("i"))
        AND variant.line_number = \(LyricIndex.lineNumberSQL("i"))))
    """

  /// The tracks that have lines matching `text`, each once, in catalog order: at most `limit`
  /// of them from the `offset`th. Read from the index alone, in its rowid order (a track's
  /// lines are together there, and FTS5 gives matches in ascending rowid), so the scan stops
  /// at the limit.
  public func trackIDs(matching text: String, limit: Int, offset: Int = 0) throws -> [Int64] {
    guard let phrase = Self.phrase(text) else { return [] }
    return try database.rows(
      """
      SELECT DISTINCT \(LyricIndex.trackIDSQL("i")) FROM lyric_index AS i
      WHERE lyric_index MATCH ? LIMIT ? OFFSET ?
      """, [phrase, limit, offset]
    ) { try $0.get(0) }
  }
}
