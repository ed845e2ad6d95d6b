import SQLite

/// Writes the name index (`name_index`) that ``NameSearch`` reads: each track's title,
/// artist and album as ``LyricSearchTerms`` makes them, under the track's id; and the
/// artists and albums the tracks name (`artist_names`, `album_names`, whose triggers keep
/// their own indexes). The only writer of them, called in the transactions that write the
/// tracks; an import calls it once per batch (FTS5 flushes its pending terms at the end of
/// every statement, so one statement for many tracks is much cheaper than one per track).
package struct NameIndex {
  let database: Database

  package init(database: Database) { self.database = database }

  /// Indexes the names of the tracks `ids` as they are stored now; `replacing` when some of
  /// them may be indexed already (their entries are removed first).
  package func index(_ ids: [Int64], replacing: Bool) throws {
    guard !ids.isEmpty else { return }
    let list = JSONText.array(ids)
    if replacing { try remove(list: list) }
    try database.execute(
      """
      INSERT INTO name_index (rowid, title, artist, album)
      SELECT id, \(LyricSearchTerms.sqlFunctionName)(title),
        \(LyricSearchTerms.sqlFunctionName)(artist), \(LyricSearchTerms.sqlFunctionName)(album)
      FROM tracks WHERE id IN (SELECT value FROM json_each(?))
      """, [list])
    try addNames(of: "WHERE id IN (SELECT value FROM json_each(?))", [list])
  }

  /// Drops the artists and albums no track names any more.
  package func tidy() throws {
    try database.execute(
      """
      DELETE FROM artist_names
      WHERE NOT EXISTS (SELECT 1 FROM tracks AS t WHERE t.artist_key = artist_names.artist_key)
      """)
    try database.execute(
      """
      DELETE FROM album_names WHERE NOT EXISTS (
        SELECT 1 FROM tracks AS t
        WHERE t.artist_key = album_names.artist_key AND t.album_key = album_names.album_key)
      """)
  }

  /// Merges each name index into one segment (FTS5's `optimize`): an import writes its names
  /// batch by batch, and every segment left is one more a search reads through. It rewrites
  /// the indexes whole, which is a fraction of a second for 100,000 tracks, so it is for the
  /// end of an import that wrote names, not for each edit.
  package func optimize() throws {
    for index in ["name_index", "artist_index", "album_index"] {
      try database.execute("INSERT INTO \(index) (\(index)) VALUES ('optimize')")
    }
  }

  /// Removes the tracks `ids` from the index.
  package func remove(_ ids: [Int64]) throws {
    guard !ids.isEmpty else { return }
    try remove(list: JSONText.array(ids))
  }

  /// Indexes every track anew (`musicat check --repair`).
  package func rebuild() throws {
    try database.execute("DELETE FROM artist_names")
    try database.execute("DELETE FROM album_names")
    try database.execute("INSERT INTO artist_index (artist_index) VALUES ('delete-all')")
    try database.execute("INSERT INTO album_index (album_index) VALUES ('delete-all')")
    try addNames(of: "", [])
    try database.execute("DELETE FROM name_index")
    try database.execute(
      """
      INSERT INTO name_index (rowid, title, artist, album)
      SELECT id, \(LyricSearchTerms.sqlFunctionName)(title),
        \(LyricSearchTerms.sqlFunctionName)(artist), \(LyricSearchTerms.sqlFunctionName)(album)
      FROM tracks
      """)
  }

  /// Adds the artists and albums that the tracks `condition` selects name, when new.
  private func addNames(of condition: String, _ arguments: [any DatabaseValueConvertible]) throws {
    let terms = LyricSearchTerms.sqlFunctionName
    try database.execute(
      """
      INSERT OR IGNORE INTO artist_names (artist_key, terms)
      SELECT DISTINCT artist_key, \(terms)(artist_key) FROM tracks \(condition)
      """, arguments)
    try database.execute(
      """
      INSERT OR IGNORE INTO album_names (artist_key, album_key, terms)
      SELECT DISTINCT artist_key, album_key, \(terms)(album_key) FROM tracks \(condition)
      """, arguments)
  }

  private func remove(list: String) throws {
    try database.execute(
      "DELETE FROM name_index WHERE rowid IN (SELECT value FROM json_each(?))", [list])
  }
}
