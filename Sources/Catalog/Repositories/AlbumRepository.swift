import SQLite
import Utilities

/// Artists and albums as the tracks' tags make them: an album is the tracks that share a
/// folded artist and album name (``TextFolding``), an artist the tracks that share a folded
/// artist. Each album's count, duration, first and last track, and the names, year and genre
/// of its first track are kept as its tracks change (`album_summaries`, migrations 11 and 15,
/// written by ``AlbumSummaries``): a list of albums or artists reads one row per album.
public struct AlbumRepository {
  let database: Database

  /// Every artist, by folded name.
  public func artists() throws -> [ArtistSummary] {
    try database.rows(Self.artistSummaries(of: "FROM album_summaries AS s"), [], Self.artist)
  }

  /// The artist whose folded name is `key`, or nil.
  public func artist(key: String) throws -> ArtistSummary? {
    try database.firstRow(
      Self.artistSummaries(of: "FROM album_summaries AS s WHERE s.artist_key = ?"), [key],
      Self.artist)
  }

  /// The artists whose names hold every word of `text` (``NameSearch``), by folded name.
  public func artists(matching text: String, limit: Int, offset: Int) throws -> [ArtistSummary] {
    guard let query = NameSearch.query(text) else { return [] }
    return try database.rows(
      Self.artistSummaries(
        of: """
          FROM artist_index AS i JOIN artist_names AS a ON a.id = i.rowid
          JOIN album_summaries AS s ON s.artist_key = a.artist_key
          WHERE artist_index MATCH ?
          """, limit: true), [query, limit, offset], Self.artist)
  }

  /// The albums of the artist whose folded name is `artistKey`, oldest year first.
  public func albums(byArtist artistKey: String) throws -> [AlbumSummary] {
    try summaries { try forEachAlbum(byArtist: artistKey, $0) }
  }

  /// Hands the albums of the artist whose folded name is `artistKey` to `body` in place,
  /// oldest year first.
  public func forEachAlbum(byArtist artistKey: String, _ body: (BorrowedAlbum) throws -> Void)
    throws
  {
    try database.forEachRow(
      Self.albumSummaries(where: "s.artist_key = ?", ordered: "s.year, s.album_key"),
      [artistKey]
    ) { try body(BorrowedAlbum(row: $0)) }
  }

  /// The album of `artistKey` and `albumKey`, or nil.
  public func album(artistKey: String, albumKey: String) throws -> AlbumSummary? {
    try summaries { try forEachAlbum(artistKey: artistKey, albumKey: albumKey, $0) }.first
  }

  /// Hands the album of `artistKey` and `albumKey` to `body` in place, when there is one.
  public func forEachAlbum(
    artistKey: String, albumKey: String, _ body: (BorrowedAlbum) throws -> Void
  ) throws {
    try database.forEachRow(
      Self.albumSummaries(where: "s.artist_key = ? AND s.album_key = ?", ordered: "1"),
      [artistKey, albumKey]
    ) { try body(BorrowedAlbum(row: $0)) }
  }

  /// Hands the albums whose names hold every word of `text` (``NameSearch``) to `body` in
  /// place, in the order the catalog first named them: the index's own order, so the search
  /// stops at the page's last album instead of joining and sorting every match.
  public func forEachAlbum(
    matching text: String, limit: Int, offset: Int, _ body: (BorrowedAlbum) throws -> Void
  ) throws {
    guard let query = NameSearch.query(text) else { return }
    try database.forEachRow(
      """
      SELECT \(Self.albumColumns)
      FROM album_index AS i JOIN album_names AS a ON a.id = i.rowid
      JOIN album_summaries AS s ON s.artist_key = a.artist_key AND s.album_key = a.album_key
      WHERE album_index MATCH ?
      ORDER BY i.rowid LIMIT ? OFFSET ?
      """, [query, limit, offset]
    ) { try body(BorrowedAlbum(row: $0)) }
  }

  /// At most `limit` albums from the `offset`th, in `order`.
  public func albums(_ order: AlbumOrder, limit: Int, offset: Int) throws -> [AlbumSummary] {
    try summaries { try forEachAlbum(order, limit: limit, offset: offset, $0) }
  }

  /// Hands at most `limit` albums from the `offset`th, in `order`, to `body` in place. An
  /// album's year is its first track's, which its listing shows; it is of each genre one of
  /// its tracks is.
  public func forEachAlbum(
    _ order: AlbumOrder, limit: Int, offset: Int, _ body: (BorrowedAlbum) throws -> Void
  ) throws {
    // The statement is one of fixed fragments; every value is bound.
    var condition = "1"
    var arguments: [any DatabaseValueConvertible] = []
    let ordering: String
    switch order {
    case .newest: ordering = "s.last_track_id DESC"
    case .name: ordering = "s.album_key, s.artist_key"
    case .artist: ordering = "s.artist_key, s.album_key"
    case .random: ordering = "random()"
    case .years(let from, let to):
      condition = "s.year BETWEEN ? AND ?"
      arguments = [min(from, to), max(from, to)]
      ordering = (from <= to ? "s.year" : "s.year DESC") + ", s.album_key, s.artist_key"
    case .genre(let genre):
      condition = Self.holdsGenreSQL
      arguments = [genre]
      ordering = "s.album_key, s.artist_key"
    }
    try database.forEachRow(
      Self.albumSummaries(where: condition, ordered: ordering) + " LIMIT ? OFFSET ?",
      arguments + [limit, offset]
    ) { try body(BorrowedAlbum(row: $0)) }
  }

  /// The albums `forEach` hands out, as values.
  private func summaries(_ forEach: ((BorrowedAlbum) throws -> Void) throws -> Void) throws
    -> [AlbumSummary]
  {
    var albums: [AlbumSummary] = []
    try forEach { albums.append(try $0.summary()) }
    return albums
  }

  /// Hands the tracks of an album to `body` in place, in the order of its discs and track
  /// numbers.
  public func forEachTrack(
    ofArtist artistKey: String, album albumKey: String, _ body: (BorrowedTrack) throws -> Void
  ) throws {
    try database.forEachRow(Self.albumTracksSQL, [artistKey, albumKey]) {
      try body(BorrowedTrack(row: $0))
    }
  }

  /// The tracks of the album `?1`, `?2` (its folded artist and album names) in order,
  /// unknown disc and track numbers last: the order of the index `tracks_by_album_order`
  /// (migration 12), written with its very expressions so that SQLite walks it.
  static let albumTracksSQL = """
    SELECT \(Track.selectColumns) FROM tracks AS t WHERE t.artist_key = ? AND t.album_key = ?
    ORDER BY t.disc_number IS NULL, t.disc_number, t.track_number IS NULL, t.track_number,
      t.title_key, t.id
    """

  /// The album `s` holds a track of the genre `?` (case aside), as getGenres counts an
  /// album: one seek into `tracks_by_genre` per album.
  static let holdsGenreSQL = """
    EXISTS (SELECT 1 FROM tracks AS t WHERE t.genre = ? COLLATE NOCASE
      AND t.artist_key = s.artist_key AND t.album_key = s.album_key)
    """

  /// Hands `body` the tracks of `genre` (case aside) album by album, each album's in the
  /// order of its discs and track numbers: at most `limit` from the `offset`th. The order is
  /// the index `tracks_by_album_order`'s, so a page walks the index instead of sorting.
  public func forEachTrack(
    ofGenre genre: String, limit: Int, offset: Int, _ body: (BorrowedTrack) throws -> Void
  ) throws {
    try database.forEachRow(Self.genreTracksSQL, [genre, limit, offset]) {
      try body(BorrowedTrack(row: $0))
    }
  }

  /// The tracks of the genre `?1` in album order, a page of `?2` from the `?3`th.
  static let genreTracksSQL = """
    SELECT \(Track.selectColumns) FROM tracks AS t WHERE t.genre = ? COLLATE NOCASE
    ORDER BY t.artist_key, t.album_key, t.disc_number IS NULL, t.disc_number,
      t.track_number IS NULL, t.track_number, t.title_key, t.id
    LIMIT ? OFFSET ?
    """

  /// Every genre the tracks name (case aside), by name.
  public func genres() throws -> [GenreSummary] {
    try database.rows(Self.genresSQL, []) {
      GenreSummary(name: try $0.get(0), trackCount: try $0.get(1), albumCount: try $0.get(2))
    }
  }

  /// Each genre (case aside) with its track and album counts, read from the index
  /// `tracks_by_genre` alone.
  static let genresSQL = """
    SELECT min(genre), count(*), count(DISTINCT artist_key || char(0) || album_key) FROM tracks
    WHERE genre IS NOT NULL GROUP BY genre COLLATE NOCASE ORDER BY genre COLLATE NOCASE
    """

  /// Hands `body` at most `limit` tracks picked at random, of `genre` (case aside) and of the years
  /// `years` when they are given.
  public func forEachRandomTrack(
    limit: Int, genre: String?, years: ClosedRange<Int>?, _ body: (BorrowedTrack) throws -> Void
  ) throws {
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
    let condition = conditions.isEmpty ? "" : "WHERE " + conditions.concatenated(separator: " AND ")
    try database.forEachRow(
      "SELECT \(Track.selectColumns) FROM tracks AS t \(condition) ORDER BY random() LIMIT ?",
      arguments + [limit]
    ) { try body(BorrowedTrack(row: $0)) }
  }

  /// What ``BorrowedAlbum`` reads of the summary `s`.
  private static let albumColumns = """
    s.artist_key, s.album_key, s.album, s.artist, s.track_count, s.duration_ms, s.year, s.genre,
    s.created_at, s.first_track_id
    """

  /// The statement that reads the summaries `s` of the albums `condition` selects, in
  /// `ordered` order.
  static func albumSummaries(where condition: String, ordered: String) -> String {
    "SELECT \(albumColumns) FROM album_summaries AS s WHERE \(condition) ORDER BY \(ordered)"
  }

  /// The statement that reads artists from the album summaries `s` of `source` (a FROM
  /// clause with its conditions): each artist's album and track counts, and its name as its
  /// first track writes it, by folded name; with `limit`, it takes a limit and an offset.
  private static func artistSummaries(of source: String, limit: Bool = false) -> String {
    """
    SELECT g.artist_key, f.artist, g.albums, g.tracks
    FROM (
      SELECT s.artist_key, count(*) AS albums, sum(s.track_count) AS tracks,
        min(s.first_track_id) AS first
      \(source) GROUP BY s.artist_key ORDER BY s.artist_key\(limit ? " LIMIT ? OFFSET ?" : "")
    ) AS g
    JOIN tracks AS f ON f.id = g.first
    ORDER BY g.artist_key
    """
  }

  private static func artist(_ row: Row) throws -> ArtistSummary {
    ArtistSummary(
      key: try row.get(0), name: try row.get(1), albumCount: try row.get(2),
      trackCount: try row.get(3))
  }
}
