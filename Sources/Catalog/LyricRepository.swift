import Foundation
import LRC
import SQLite

/// Stores a track's lyric lines and answers which line is sung at a given time.
public struct LyricRepository {
  let database: Database

  /// Replaces every lyric line of track `trackID` with `lines`, which must be numbered 1...n
  /// in playback order (synced lines by time; unsynced lines have no time).
  public func replaceLines(of trackID: Int64, with lines: [LyricLine]) throws {
    try Self.validate(lines)
    try database.savepoint {
      guard try TrackRepository(database: database).find(trackID) != nil else {
        throw CatalogError.trackNotFound(trackID)
      }
      let index = LyricIndex(database: database)
      try index.removeLines(of: trackID)
      try database.execute("DELETE FROM lyric_lines WHERE track_id = ?", [trackID])
      for line in lines {
        let words = line.words.isEmpty ? nil : WordTiming.json(line.words)
        try database.execute(
          """
          INSERT INTO lyric_lines (track_id, line_number, time_ms, written_ms, text, words)
          VALUES (?, ?, ?, ?, ?, ?)
          """, [trackID, line.lineNumber, line.timeMS, line.writtenMS, line.text, words])
      }
      try index.addLines(of: trackID)
    }
  }

  /// The lyrics of track `trackID` as an LRC document: the file's tags (its offset among
  /// them), encoding, and lines with the times the file wrote, so ``LRCWriter`` gives back
  /// the file's content. nil when the track has no lyrics.
  ///
  /// Word times are kept as effective times; a word's written time is that plus the offset
  /// (a word the offset moved before 0:00 comes back at 0:00 plus the offset).
  public func document(of trackID: Int64) throws -> LRCDocument? {
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
    let lines = try lines(of: trackID)
    guard !lines.isEmpty || encoding != nil else { return nil }
    let tags = try JSONDecoder().decode([StoredTag].self, from: Data(tagsJSON.utf8))
    return LRCDocument(
      tags: tags.map { LRCTag(key: $0.key, value: $0.value) },
      lines: lines.map { line in
        LRCLine(
          timeMS: line.timeMS, writtenMS: line.writtenMS, text: line.text,
          words: line.words.map {
            LRCWord(timeMS: $0.timeMS, writtenMS: max(0, $0.timeMS + offset), text: $0.text)
          })
      },
      encoding: encoding.flatMap(TextEncoding.init(rawValue:)) ?? .utf8)
  }

  /// A tag as `tracks.lrc_tags` stores it.
  private struct StoredTag: Decodable {
    let key: String
    let value: String
  }

  /// Every lyric line of track `trackID`, in playback order.
  public func lines(of trackID: Int64) throws -> [LyricLine] {
    try database.rows(
      """
      SELECT line_number, time_ms, written_ms, text, words FROM lyric_lines
      WHERE track_id = ? ORDER BY line_number
      """, [trackID], Self.line(from:))
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
      """
      SELECT line_number, time_ms, written_ms, text, words FROM lyric_lines
      WHERE track_id = ?1 AND time_ms = (
        SELECT time_ms FROM lyric_lines
        WHERE track_id = ?1 AND time_ms <= ?2
        ORDER BY line_number DESC LIMIT 1)
      ORDER BY line_number
      """, [trackID, timeMS], Self.line(from:))
  }

  private static func line(from row: Row) throws -> LyricLine {
    let words: String? = try row.get(4)
    return LyricLine(
      lineNumber: try row.get(0), timeMS: try row.get(1), writtenMS: try row.get(2),
      text: try row.get(3),
      words: try words.map { try JSONDecoder().decode([WordTiming].self, from: Data($0.utf8)) }
        ?? [])
  }

  /// The most lines one track can hold: a line's number is part of its rowid in the search
  /// index (``LyricSearchTerms/rowID(trackID:lineNumber:)``).
  static let maximumLineCount = 16_777_215

  private static func validate(_ lines: [LyricLine]) throws(CatalogError) {
    guard lines.count <= maximumLineCount else {
      throw .invalidLyrics("\(lines.count) lines, more than \(maximumLineCount)")
    }
    var latestTime = 0
    for (index, line) in lines.enumerated() {
      guard line.lineNumber == index + 1 else {
        throw .invalidLyrics("line \(index + 1) is numbered \(line.lineNumber)")
      }
      guard (line.timeMS == nil) == (line.writtenMS == nil) else {
        throw .invalidLyrics("line \(line.lineNumber) has only one of its two times")
      }
      if let time = line.timeMS, time < 0 {
        throw .invalidLyrics("line \(line.lineNumber) has a negative time")
      }
      if let time = line.writtenMS, time < 0 {
        throw .invalidLyrics("line \(line.lineNumber) has a negative written time")
      }
      if let time = line.timeMS {
        guard time >= latestTime else {
          throw .invalidLyrics("line \(line.lineNumber) is sung before the line above it")
        }
        latestTime = time
      }
    }
  }
}
