import LRC
import SQLite

/// Stores a track's lyric lines and answers which line is sung at a given time.
public struct LyricRepository {
  let database: Database

  /// Replaces the lyric lines of each track with the lines of its lyrics files (its own as
  /// variant 0, then its variants, ``LyricIndex/lineNumber(variant:line:)``), in the table
  /// and in the search index; returns how many lines were written. `isNew` says that a
  /// track has no lines yet (it was just inserted), which saves looking for old ones. This
  /// is the one writer of `lyric_lines`; a track's lines leave with it
  /// (``TrackRepository/delete(_:)``).
  ///
  /// Prepared statements, bound value by value and run once per line: nothing is boxed,
  /// formatted or parsed per line here, and single-row statements need no statement journal.
  /// The index is written after all the lines (interleaved, the two are slower).
  package func replaceLines(_ tracks: [LyricsToStore]) throws -> Int {
    guard !tracks.isEmpty else { return 0 }
    for track in tracks where !track.isNew {
      try removeLines(of: track.trackID)
    }
    var written = 0
    try database.withStatement(
      """
      INSERT INTO lyric_lines (track_id, line_number, time_ms, written_ms, text, words)
      VALUES (?, ?, ?, ?, ?, ?)
      """
    ) { insertLine in
      for track in tracks {
        try insertLine.bind(track.trackID, at: 1)
        for (variant, rows) in track.files {
          guard rows.count <= LyricIndex.maximumLinesPerFile else {
            throw CatalogError.invalidLyrics(
              "\(rows.count) lines, more than \(LyricIndex.maximumLinesPerFile)")
          }
          try rows.withUTF8 { utf8 in
            for (offset, line) in rows.lines.enumerated() {
              try insertLine.bind(LyricIndex.lineNumber(variant: variant, line: offset + 1), at: 2)
              try insertLine.bind(line.timeMS, at: 3)
              try insertLine.bind(line.writtenMS, at: 4)
              try insertLine.bind(utf8: UnsafeBufferPointer(rebasing: utf8[line.text]), at: 5)
              try insertLine.bind(
                utf8: line.wordsJSON.map { UnsafeBufferPointer(rebasing: utf8[$0]) }, at: 6)
              try insertLine.run()
            }
          }
          written += rows.count
        }
      }
    }
    try LyricIndex(database: database).addLines { add in
      for track in tracks {
        for (variant, rows) in track.files {
          try rows.withUTF8 { utf8 in
            for (offset, line) in rows.lines.enumerated() {
              try add(
                track.trackID, LyricIndex.lineNumber(variant: variant, line: offset + 1),
                UnsafeBufferPointer(rebasing: utf8[line.searchTerms]))
            }
          }
        }
      }
    }
    return written
  }

  /// Deletes the lines of variant `variant` (not 0) of track `trackID`'s lyrics, from the
  /// search index first.
  package func removeLines(of trackID: Int64, variant: Int) throws {
    let range = [
      LyricIndex.lineNumber(variant: variant, line: 1),
      LyricIndex.lineNumber(variant: variant, line: LyricIndex.maximumLinesPerFile),
    ]
    try LyricIndex(database: database).removeLines(of: trackID, numbered: range[0]...range[1])
    try database.execute(
      "DELETE FROM lyric_lines WHERE track_id = ? AND line_number BETWEEN ? AND ?",
      [trackID] + range)
  }

  /// Deletes the lyric lines of track `trackID`, from the search index first.
  package func removeLines(of trackID: Int64) throws {
    try LyricIndex(database: database).removeLines(of: trackID)
    try database.execute("DELETE FROM lyric_lines WHERE track_id = ?", [trackID])
  }

  /// The lyrics of track `trackID` as an LRC document: the file's tags (its offset among
  /// them), encoding, and lines with the times the file wrote, so ``LRCWriter`` gives back
  /// the file's content. nil when the track has no lyrics.
  ///
  /// Word times are kept as effective times; a word's written time is that plus the offset
  /// (a word the offset moved before 0:00 comes back at 0:00 plus the offset).
  ///
  /// With `language`, the variant of the track's lyrics in that language or of that kind
  /// (`jp`, `rom`, `eslrc`; ``variants(of:)``); nil when the track has none.
  public func document(of trackID: Int64, language: String? = nil) throws -> LRCDocument? {
    guard
      let (tagsJSON, offset, encoding) = try database.firstRow(
        "SELECT lrc_tags, lrc_offset_ms, lrc_encoding FROM tracks WHERE id = ?", [trackID],
        { row in
          (
            try row.get(0, as: String.self), try row.get(1, as: Int.self),
            try row.get(2, as: String?.self)
          )
        })
    else { throw CatalogError.trackNotFound(trackID) }
    if let language {
      return try variantDocument(of: trackID, language: language)
    }
    return try document(
      of: trackID, tagsJSON: tagsJSON, offset: offset, encoding: encoding, lines(of: trackID))
  }

  /// The variants of track `trackID`'s lyrics, by number: each one's language or kind and
  /// its file.
  public func variants(of trackID: Int64) throws -> [(language: String, path: FilePath)] {
    try database.rows(
      "SELECT language, lrc_path FROM lyric_variants WHERE track_id = ? ORDER BY variant",
      [trackID]
    ) { (try $0.get(0), try $0.get(1)) }
  }

  private func variantDocument(of trackID: Int64, language: String) throws -> LRCDocument? {
    guard
      let (variant, tagsJSON, offset, encoding) = try database.firstRow(
        """
        SELECT variant, lrc_tags, lrc_offset_ms, lrc_encoding FROM lyric_variants
        WHERE track_id = ? AND language = ?
        """, [trackID, language.lowercased()],
        { row in
          (
            try row.get(0, as: Int.self), try row.get(1, as: String.self),
            try row.get(2, as: Int.self), try row.get(3, as: String?.self)
          )
        })
    else { return nil }
    return try document(
      of: trackID, tagsJSON: tagsJSON, offset: offset, encoding: encoding,
      lines(of: trackID, variant: variant))
  }

  private func document(
    of trackID: Int64, tagsJSON: String, offset: Int, encoding: String?, _ lines: [LyricLine]
  ) throws -> LRCDocument? {
    guard !lines.isEmpty || encoding != nil else { return nil }
    return LRCDocument(
      tags: try StoredJSON.tags(tagsJSON, of: trackID),
      lines: lines.map { line in
        LRCLine(
          timeMS: line.timeMS, writtenMS: line.writtenMS, text: line.text,
          words: line.words.map {
            LRCWord(timeMS: $0.timeMS, writtenMS: max(0, $0.timeMS + offset), text: $0.text)
          })
      },
      encoding: encoding.flatMap(TextEncoding.init(rawValue:)) ?? .utf8)
  }

  /// Every lyric line of track `trackID`, in playback order.
  public func lines(of trackID: Int64) throws -> [LyricLine] {
    try lines(of: trackID, variant: 0)
  }

  /// The lines of variant `variant` of track `trackID`'s lyrics (0: its own), numbered from
  /// 1 within their file.
  private func lines(of trackID: Int64, variant: Int) throws -> [LyricLine] {
    try database.rows(
      """
      SELECT line_number & \(LyricIndex.maximumLinesPerFile), time_ms, written_ms, text, words
      FROM lyric_lines AS l
      WHERE track_id = ? AND line_number BETWEEN ? AND ? ORDER BY line_number
      """,
      [
        trackID, LyricIndex.lineNumber(variant: variant, line: 1),
        LyricIndex.lineNumber(variant: variant, line: LyricIndex.maximumLinesPerFile),
      ]
    ) { try Self.line(from: $0, of: trackID) }
  }

  /// The lines sung at `timeMS`: those with the latest time at or before it (several when a
  /// translation or a duet part shares the time), in file order; empty before the first line.
  ///
  /// Lines are numbered in playback order, so synced lines' times never decrease with the
  /// line number: the line sung is the last one at or before `timeMS`, found by walking the
  /// track's range of the primary key backwards from its end; then the lines sharing its
  /// time are read from the same range. Never a scan of other tracks' lines.
  public func lines(at timeMS: Int, of trackID: Int64) throws -> [LyricLine] {
    try database.rows(
      Self.linesAtSQL, [trackID, timeMS, LyricIndex.lineNumber(variant: 1, line: 0)],
      { try Self.line(from: $0, of: trackID) })
  }

  /// The texts of the lines of track `trackID` sung at `timeMS`, in file order: what a
  /// player shows, read without the lines' times and word timing.
  public func texts(at timeMS: Int, of trackID: Int64) throws -> [String] {
    try database.rows(
      Self.textsAtSQL, [trackID, timeMS, LyricIndex.lineNumber(variant: 1, line: 0)]
    ) { $0.text(at: 0) }
  }

  /// Which lines of track `?1` are sung at `?2` ms, of the lines numbered below `?3` (the
  /// first variant's), in file order.
  private static let linesAtCondition = """
    WHERE track_id = ?1 AND line_number < ?3 AND time_ms = (
      SELECT time_ms FROM lyric_lines
      WHERE track_id = ?1 AND line_number < ?3 AND time_ms <= ?2
      ORDER BY line_number DESC LIMIT 1)
    ORDER BY line_number
    """

  /// The lines of ``linesAtCondition``.
  static let linesAtSQL =
    "SELECT line_number, time_ms, written_ms, text, words FROM lyric_lines " + linesAtCondition

  /// The texts of the lines of ``linesAtCondition``.
  static let textsAtSQL = "SELECT text FROM lyric_lines " + linesAtCondition

  private static func line(from row: Row, of trackID: Int64) throws -> LyricLine {
    let lineNumber: Int = try row.get(0)
    let words: String? = try row.get(4)
    return LyricLine(
      lineNumber: lineNumber, timeMS: try row.get(1), writtenMS: try row.get(2),
      text: try row.get(3),
      words: try words.map { try StoredJSON.words($0, of: trackID, line: lineNumber) } ?? [])
  }
}
