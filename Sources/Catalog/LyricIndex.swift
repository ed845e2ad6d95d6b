import SQLite

/// Keeps the lyric search index (`lyric_index`) in step with `lyric_lines`.
///
/// The index is contentless (see ``LyricSearchTerms``): nothing in the schema updates it, so
/// every write of lyric lines goes through here: lines leave the index before they leave the
/// table (with the terms they entered with), and enter it after they are written.
struct LyricIndex {
  let database: Database

  /// Takes the lines of track `trackID` out of the index; call before deleting them.
  func removeLines(of trackID: Int64) throws {
    try database.execute(
      """
      INSERT INTO lyric_index (lyric_index, rowid, terms)
      SELECT 'delete', track_id * 16777216 + line_number, search_terms(text) FROM lyric_lines
      WHERE track_id = ?
      """, [trackID])
  }

  /// Puts the lines of track `trackID` into the index; call after writing them.
  func addLines(of trackID: Int64) throws {
    try database.execute(
      """
      INSERT INTO lyric_index (rowid, terms)
      SELECT track_id * 16777216 + line_number, search_terms(text) FROM lyric_lines
      WHERE track_id = ?
      """, [trackID])
  }
}
