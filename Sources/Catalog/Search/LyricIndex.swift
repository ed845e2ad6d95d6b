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
