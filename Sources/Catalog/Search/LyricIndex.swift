import SQLite

/// The one writer of the lyric search index (`lyric_index`), which it keeps in step with
/// `lyric_lines`.
///
/// The index is contentless (see ``LyricSearchTerms``): nothing in the schema updates it, so
/// every write of lyric lines goes through here: lines leave the index before they leave the
/// table (with the terms they entered with), and enter it after they are written. A line's
/// rowid in the index is its track id and line number in one integer (``rowID(trackID:lineNumber:)``).
struct LyricIndex {
  let database: Database

  /// How many bits of a line's rowid hold its line number.
  private static let lineNumberBits = 24

  /// The highest line number a track's line can have, so that rowids never collide.
  static let maximumLineNumber = (1 << lineNumberBits) - 1

  /// How many bits of a line number number the lines of one lyrics file: the track's own
  /// lyrics are lines 1 to 2^20 - 1, variant v's (a translation, say) v * 2^20 + 1 on.
  static let variantLineBits = 20

  /// The most lines one lyrics file (the track's own or a variant) can store.
  static let maximumLinesPerFile = (1 << variantLineBits) - 1

  /// The number of line `line` (from 1) of variant `variant` (0 for the track's own lyrics).
  static func lineNumber(variant: Int, line: Int) -> Int64 {
    Int64(variant) << variantLineBits + Int64(line)
  }

  /// The SQL condition that a row of `lyric_lines` (as `alias`) belongs to variant `?` (0
  /// for the track's own lyrics).
  static func variantCondition(_ alias: String) -> String {
    "\(alias).line_number >> \(variantLineBits) = ?"
  }

  /// The bits of a rowid of `lyric_index` that hold a line's variant (0 for the track's own).
  static let variantRowIDBits = maximumLineNumber & ~maximumLinesPerFile

  /// The track id and line number of the row of `lyric_index` aliased `alias`, in SQL.
  static func trackIDSQL(_ alias: String) -> String { "\(alias).rowid >> \(lineNumberBits)" }
  static func lineNumberSQL(_ alias: String) -> String {
    "\(alias).rowid & \(maximumLineNumber)"
  }

  /// The rowid of a line in `lyric_index`.
  static func rowID(trackID: Int64, lineNumber: Int64) -> Int64 {
    trackID &<< lineNumberBits &+ lineNumber
  }

  /// ``rowID(trackID:lineNumber:)`` in SQL, of a row of `lyric_lines`.
  private static let rowIDSQL = "track_id * \(1 << lineNumberBits) + line_number"

  /// Takes the lines of track `trackID` out of the index; call before deleting them.
  func removeLines(of trackID: Int64) throws {
    try database.execute(
      """
      INSERT INTO lyric_index (lyric_index, rowid, terms)
      SELECT 'delete', \(Self.rowIDSQL), search_terms(text) FROM lyric_lines WHERE track_id = ?
      """, [trackID])
  }

  /// Takes the lines of track `trackID` numbered within `numbers` out of the index; call
  /// before deleting them.
  func removeLines(of trackID: Int64, numbered numbers: ClosedRange<Int64>) throws {
    try database.execute(
      """
      INSERT INTO lyric_index (lyric_index, rowid, terms)
      SELECT 'delete', \(Self.rowIDSQL), search_terms(text) FROM lyric_lines
      WHERE track_id = ? AND line_number BETWEEN ? AND ?
      """, [trackID, numbers.lowerBound, numbers.upperBound])
  }

  /// Puts every line of `lyric_lines` into the index, which must hold none of them.
  func addAllLines() throws {
    try database.execute(
      """
      INSERT INTO lyric_index (rowid, terms)
      SELECT \(Self.rowIDSQL), search_terms(text) FROM lyric_lines ORDER BY track_id, line_number
      """)
  }

  /// Calls `body` with a function that puts one line into the index, given its terms
  /// (``LyricSearchTerms/terms(of:)`` of its text) as UTF-8; call after writing the lines.
  ///
  /// One prepared statement, bound and run once per line: the FTS5 index gathers the terms of
  /// single-row inserts in memory, where a multi-row insert would open a statement savepoint
  /// and make it write out its pending terms every time.
  func addLines(
    _ body: (
      _ add: (_ trackID: Int64, _ lineNumber: Int64, _ terms: UnsafeBufferPointer<UInt8>)
        throws -> Void
    ) throws -> Void
  ) throws {
    try database.withStatement("INSERT INTO lyric_index (rowid, terms) VALUES (?, ?)") { insert in
      try body { trackID, lineNumber, terms in
        try insert.bind(Self.rowID(trackID: trackID, lineNumber: lineNumber), at: 1)
        try insert.bind(utf8: terms, at: 2)
        try insert.run()
      }
    }
  }
}
