import SQLite

/// Artists and albums as the tracks' tags make them: an album is the tracks that share a
/// folded artist and album name (``TextFolding``), an artist the tracks that share a folded
/// artist. Nothing is stored for them; they are read from `tracks` through the indexes of
/// migration 10.
public struct AlbumRepository {
  let database: Database

  /// Every artist, by folded name.
  public func artists() throws -> [ArtistSummary] {
    try database.rows(
      """
      SELECT artist_key, min(artist), count(DISTINCT album_key), count(*) FROM tracks
      GROUP BY artist_key ORDER BY artist_key
      """, [], Self.artist)
  }

  /// The artist whose folded name is `key`, or nil.
  public func artist(key: String) throws -> ArtistSummary? {
    try database.firstRow(
      """
      SELECT artist_key, min(artist), count(DISTINCT album_key), count(*) FROM tracks
      WHERE artist_key = ? GROUP BY artist_key
      """, [key], Self.artist)
  }

  /// The artists whose names hold every word of `text` (``NameSearch``), by folded name.
  public func artists(matching text: String, limit: Int, offset: Int) throws -> [ArtistSummary] {
    let keys = try NameSearch(database: database).artistKeys(
      matching: text, limit: limit, offset: offset)
    guard !keys.isEmpty else { return [] }
    return try database.rows(
      """
      SELECT t.artist_key, min(t.artist), count(DISTINCT t.album_key), count(*)
      FROM json_each(?) AS j JOIN tracks AS t ON t.artist_key = j.value
      GROUP BY j.key ORDER BY j.key
      """, ["[" + keys.map(JSONText.quoted).joined(separator: ",") + "]"], Self.artist)
  }

  /// The albums of the artist whose folded name is `artistKey`, oldest year first.
  public func albums(byArtist artistKey: String) throws -> [AlbumSummary] {
    try database.rows(
      Self.summaries(of: "FROM tracks AS t WHERE t.artist_key = ?", ordered: "f.year, a.album_key"),
      [artistKey], Self.album)
  }

  /// The album of `artistKey` and `albumKey`, or nil.
  public func album(artistKey: String, albumKey: String) throws -> AlbumSummary? {
    try database.firstRow(
      Self.summaries(
        of: "FROM tracks AS t WHERE t.artist_key = ? AND t.album_key = ?", ordered: "1"),
      [artistKey, albumKey], Self.album)
  }

  /// The albums whose names hold every word of `text` (``NameSearch``), by folded name.
  public func albums(matching text: String, limit: Int, offset: Int) throws -> [AlbumSummary] {
    let keys = try NameSearch(database: database).albumKeys(
      matching: text, limit: limit, offset: offset)
    guard !keys.isEmpty else { return [] }
    let pairs = keys.map {
      "[" + JSONText.quoted($0.artistKey) + "," + JSONText.quoted($0.albumKey) + "]"
    }
    return try database.rows(
      Self.summaries(
        of: """
          FROM json_each(?) AS j
          JOIN tracks AS t ON t.artist_key = j.value ->> 0 AND t.album_key = j.value ->> 1
          """, ordered: "a.first_key", groupedBy: "j.key", firstKey: "min(j.key)"),
      ["[" + pairs.joined(separator: ",") + "]"], Self.album)
  }

  /// At most `limit` albums from the `offset`th, in `order`.
  public func albums(_ order: AlbumOrder, limit: Int, offset: Int) throws -> [AlbumSummary] {
    // The statement is one of fixed fragments; every value is bound.
    var condition = ""
    var arguments: [any DatabaseValueConvertible] = []
    let ordering: String
    switch order {
    case .newest: ordering = "a.last DESC"
    case .name: ordering = "a.album_key, a.artist_key"
    case .artist: ordering = "a.artist_key, a.album_key"
    case .random: ordering = "random()"
    case .years(let from, let to):
      condition = "WHERE t.year BETWEEN ? AND ?"
      arguments = [min(from, to), max(from, to)]
      ordering = (from <= to ? "f.year" : "f.year DESC") + ", a.album_key, a.artist_key"
    case .genre(let genre):
      condition = "WHERE t.genre = ? COLLATE NOCASE"
      arguments = [genre]
      ordering = "a.album_key, a.artist_key"
    }
    return try database.rows(
      Self.summaries(of: "FROM tracks AS t \(condition)", ordered: ordering) + " LIMIT ? OFFSET ?",
      arguments + [limit, offset], Self.album)
  }

  /// The tracks of an album in the order of its discs and track numbers.
  public func tracks(ofArtist artistKey: String, album albumKey: String) throws -> [Track] {
    try database.rows(
      """
      SELECT \(Track.selectColumns) FROM tracks AS t WHERE t.artist_key = ? AND t.album_key = ?
      ORDER BY t.disc_number NULLS LAST, t.track_number NULLS LAST, t.title_key, t.id
      """, [artistKey, albumKey]
    ) { try Track(row: $0) }
  }

  /// Every genre the tracks name (case aside), by name.
  public func genres() throws -> [GenreSummary] {
    try database.rows(
      """
      SELECT min(genre), count(*), count(DISTINCT artist_key || char(0) || album_key) FROM tracks
      WHERE genre IS NOT NULL GROUP BY genre COLLATE NOCASE ORDER BY genre COLLATE NOCASE
      """, []
    ) { GenreSummary(name: try $0.get(0), trackCount: try $0.get(1), albumCount: try $0.get(2)) }
  }

  /// At most `limit` tracks picked at random, of `genre` (case aside) and of the years
  /// `years` when they are given.
  public func randomTracks(limit: Int, genre: String?, years: ClosedRange<Int>?) throws -> [Track] {
    var conditions: [String] = []
    var arguments: [any DatabaseValueConvertible] = []
    if let genre {
      conditions.append("t.genre = ? COLLATE NOCASE")
      arguments.append(genre)
    }
    if let years {
      conditions.append("t.year BETWEEN ? AND ?")
      arguments += [years.lowerBound, years.upperBound]
    }
    let condition = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    return try database.rows(
      "SELECT \(Track.selectColumns) FROM tracks AS t \(condition) ORDER BY random() LIMIT ?",
      arguments + [limit]
    ) { try Track(row: $0) }
  }

  /// The statement that reads album summaries: the tracks `t` of `source` (a FROM clause and
  /// its conditions) grouped by album (or by `groupedBy`), each group's count, duration and
  /// first and last track from the index `tracks_by_artist_key` alone, then the names, year,
  /// genre and time of the first track, read by its id: one row per album, however many
  /// tracks it has. `ordered` may use `a.` (the group's `artist_key`, `album_key`, `last`,
  /// `first_key`) and `f.` (the first track).
  private static func summaries(
    of source: String, ordered: String, groupedBy: String = "t.artist_key, t.album_key",
    firstKey: String = "0"
  ) -> String {
    """
    SELECT f.artist_key, f.album_key, f.album, f.artist, a.tracks, a.duration, f.year, f.genre,
      f.created_at, f.id
    FROM (
      SELECT t.artist_key, t.album_key, count(*) AS tracks,
        coalesce(sum(t.duration_ms), 0) AS duration, min(t.id) AS first, max(t.id) AS last,
        \(firstKey) AS first_key
      \(source) GROUP BY \(groupedBy)) AS a
    JOIN tracks AS f ON f.id = a.first
    ORDER BY \(ordered)
    """
  }

  private static func album(_ row: Row) throws -> AlbumSummary {
    AlbumSummary(
      artistKey: try row.get(0), albumKey: try row.get(1), name: try row.get(2),
      artist: try row.get(3), trackCount: try row.get(4), durationMS: try row.get(5),
      year: try row.get(6), genre: try row.get(7), createdAt: try row.get(8),
      firstTrackID: try row.get(9))
  }

  private static func artist(_ row: Row) throws -> ArtistSummary {
    ArtistSummary(
      key: try row.get(0), name: try row.get(1), albumCount: try row.get(2),
      trackCount: try row.get(3))
  }
}
