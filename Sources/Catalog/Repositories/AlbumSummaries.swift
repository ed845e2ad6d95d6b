import SQLite

/// Writes `album_summaries` (migrations 11 and 15), which ``AlbumRepository`` reads: each
/// album's track count, total duration and first and last track, counted from the tracks,
/// and the names, year, genre and time of its first track. The only writer of it, called in
/// the transactions that write tracks: `TrackRepository` for each edit, the importer once
/// per batch.
package struct AlbumSummaries {
  /// An album: the folded artist and album names its tracks share.
  package struct Album: Hashable, Sendable {
    package let artistKey: String
    package let albumKey: String
  }

  let database: Database

  package init(database: Database) { self.database = database }

  /// Every album's summary as its tracks make it.
  static let ofTracks = withFirstTrack(
    """
    SELECT artist_key, album_key, count(*) AS tracks, CAST(total(duration_ms) AS INTEGER) AS ms,
      min(id) AS first, max(id) AS last
    FROM tracks GROUP BY artist_key, album_key
    """)

  /// The summaries of `counted` (a statement of each album's keys, track count, duration,
  /// first and last track, named `artist_key`, `album_key`, `tracks`, `ms`, `first` and
  /// `last`), with the fields of each one's first track.
  private static func withFirstTrack(_ counted: String) -> String {
    """
    SELECT c.artist_key, c.album_key, c.tracks, c.ms, c.first, c.last, f.album, f.artist, f.year,
      f.genre, f.created_at
    FROM (\(counted)) AS c JOIN tracks AS f ON f.id = c.first
    """
  }

  /// The album track `id` belongs to now, or nil when there is no such track.
  package func album(of id: Int64) throws -> Album? {
    try database.firstRow("SELECT artist_key, album_key FROM tracks WHERE id = ?", [id]) {
      Album(artistKey: try $0.get(0), albumKey: try $0.get(1))
    }
  }

  /// Counts again the albums of the tracks `ids` (as they are stored now) and the albums
  /// `former` (those tracks were in before, or that lost a track).
  package func refresh(albumsOf ids: [Int64], former: some Collection<Album> = []) throws {
    guard !ids.isEmpty || !former.isEmpty else { return }
    var albums = Set(former)
    if !ids.isEmpty {
      try database.forEachRow(
        """
        SELECT DISTINCT artist_key, album_key FROM tracks
        WHERE id IN (SELECT value FROM json_each(?))
        """, [JSONText.array(ids)]
      ) { albums.insert(Album(artistKey: try $0.get(0), albumKey: try $0.get(1))) }
    }
    let list =
      "["
      + albums.map {
        "[" + JSONText.quoted($0.artistKey) + "," + JSONText.quoted($0.albumKey) + "]"
      }
      .joined(separator: ",") + "]"
    try database.execute(
      """
      DELETE FROM album_summaries WHERE (artist_key, album_key) IN (
        SELECT value ->> 0, value ->> 1 FROM json_each(?))
      """, [list])
    try database.execute(
      """
      INSERT INTO album_summaries
      \(Self.withFirstTrack("""
        SELECT t.artist_key, t.album_key, count(*) AS tracks,
          CAST(total(t.duration_ms) AS INTEGER) AS ms, min(t.id) AS first, max(t.id) AS last
        FROM json_each(?) AS j
        JOIN tracks AS t ON t.artist_key = j.value ->> 0 AND t.album_key = j.value ->> 1
        GROUP BY t.artist_key, t.album_key
        """))
      """, [list])
  }

  /// Counts every album again (`musicat check --repair`).
  package func rebuild() throws {
    try database.execute("DELETE FROM album_summaries")
    try database.execute("INSERT INTO album_summaries \(Self.ofTracks)")
  }
}
