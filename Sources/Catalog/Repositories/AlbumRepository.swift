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

  /// The artists whose names contain `text` (case and accents aside), by folded name.
  public func artists(containing text: String, limit: Int, offset: Int) throws -> [ArtistSummary] {
    try database.rows(
      """
      SELECT artist_key, min(artist), count(DISTINCT album_key), count(*) FROM tracks
      WHERE instr(artist_key, ?) > 0 GROUP BY artist_key ORDER BY artist_key LIMIT ? OFFSET ?
      """, [TextFolding.fold(text), limit, offset], Self.artist)
  }

  /// The albums of the artist whose folded name is `artistKey`, oldest year first.
  public func albums(byArtist artistKey: String) throws -> [AlbumSummary] {
    try database.rows(
      """
      SELECT \(Self.albumColumns) FROM tracks AS t WHERE t.artist_key = ?
      GROUP BY t.artist_key, t.album_key ORDER BY max(t.year), t.album_key
      """, [artistKey], Self.album)
  }

  /// The album of `artistKey` and `albumKey`, or nil.
  public func album(artistKey: String, albumKey: String) throws -> AlbumSummary? {
    try database.firstRow(
      """
      SELECT \(Self.albumColumns) FROM tracks AS t WHERE t.artist_key = ? AND t.album_key = ?
      GROUP BY t.artist_key, t.album_key
      """, [artistKey, albumKey], Self.album)
  }

  /// The albums whose names contain `text` (case and accents aside), by folded name.
  public func albums(containing text: String, limit: Int, offset: Int) throws -> [AlbumSummary] {
    try database.rows(
      """
      SELECT \(Self.albumColumns) FROM tracks AS t WHERE instr(t.album_key, ?) > 0
      GROUP BY t.album_key, t.artist_key ORDER BY t.album_key, t.artist_key LIMIT ? OFFSET ?
      """, [TextFolding.fold(text), limit, offset], Self.album)
  }

  /// At most `limit` albums from the `offset`th, in `order`.
  public func albums(_ order: AlbumOrder, limit: Int, offset: Int) throws -> [AlbumSummary] {
    // The statement is one of fixed fragments; every value is bound.
    var condition = ""
    var arguments: [any DatabaseValueConvertible] = []
    let ordering: String
    switch order {
    case .newest: ordering = "max(t.created_at) DESC, t.album_key, t.artist_key"
    case .name: ordering = "t.album_key, t.artist_key"
    case .artist: ordering = "t.artist_key, t.album_key"
    case .random: ordering = "random()"
    case .years(let from, let to):
      condition = "WHERE t.year BETWEEN ? AND ?"
      arguments = [min(from, to), max(from, to)]
      ordering = (from <= to ? "max(t.year)" : "max(t.year) DESC") + ", t.album_key, t.artist_key"
    case .genre(let genre):
      condition = "WHERE t.genre = ? COLLATE NOCASE"
      arguments = [genre]
      ordering = "t.album_key, t.artist_key"
    }
    return try database.rows(
      """
      SELECT \(Self.albumColumns) FROM tracks AS t \(condition)
      GROUP BY t.artist_key, t.album_key ORDER BY \(ordering) LIMIT ? OFFSET ?
      """, arguments + [limit, offset], Self.album)
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

  private static let albumColumns = """
    t.artist_key, t.album_key, min(t.album), min(t.artist), count(*),
    coalesce(sum(t.duration_ms), 0), max(t.year), min(t.genre), min(t.created_at), min(t.id)
    """

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
