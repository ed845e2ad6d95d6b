import SQLite
import Testing

@testable import Catalog

/// The everyday questions are answered by walking an index in the order asked, never by
/// sorting their rows: SQLite's plan for each (`EXPLAIN QUERY PLAN`) has no temporary
/// b-tree for its ORDER BY. The statements are the ones the catalog runs.
@Suite struct QueryPlanTests {
  private static let sortStep = "USE TEMP B-TREE FOR ORDER BY"

  private func plan(
    _ sql: String, _ arguments: [any DatabaseValueConvertible], in session: CatalogSession
  ) throws -> [String] {
    try session.database.rows("EXPLAIN QUERY PLAN " + sql, arguments) {
      try $0.get(3, as: String.self)
    }
  }

  private func query(_ terms: String) throws -> TrackQuery {
    try TrackQuery.parse(terms.split(separator: " ").map(String.init))
  }

  @Test func listingsByStateAndGroupWalkAnIndexInOrder() throws {
    let byArtist = [TrackSortKey(.artist), TrackSortKey(.title)]
    let questions: [(String, TrackFilter)] = [
      (
        "tracks downloaded:yes hd:yes --sort artist,title",
        TrackFilter(query: try query("downloaded:yes hd:yes"), sort: byArtist, limit: 50)
      ),
      ("tracks downloaded:yes hd:yes", TrackFilter(query: try query("downloaded:yes hd:yes"))),
      ("tracks downloaded:yes", TrackFilter(query: try query("downloaded:yes"))),
      ("tracks downloaded:no", TrackFilter(query: try query("downloaded:no"))),
      ("tracks hd:yes", TrackFilter(query: try query("hd:yes"))),
      ("tracks --downloaded --hd", TrackFilter(downloaded: true, hd: true)),
      (
        "tracks --downloaded --hd --sort artist,title",
        TrackFilter(downloaded: true, hd: true, sort: byArtist)
      ),
      ("tracks --not-downloaded", TrackFilter(downloaded: false)),
      ("tracks", TrackFilter()),
      ("a group's tracks in order (groups show, export)", TrackFilter(groupID: 1)),
      ("a group's downloaded tracks", TrackFilter(downloaded: true, groupID: 1)),
    ]
    let catalog = try Catalog.inMemory()
    try catalog.read { session in
      for (question, filter) in questions {
        let (sql, arguments) = try TrackRepository.statement(listing: filter)
        let steps = try plan(sql, arguments, in: session)
        #expect(!steps.contains(Self.sortStep), "\(question): \(steps)")
      }
    }
  }

  @Test func lyricsAlbumsAndSearchWalkAnIndexInOrder() throws {
    let questions: [(String, String, [any DatabaseValueConvertible])] = [
      (
        "lyrics TRACK --at 1:40 --format json", LyricRepository.linesAtSQL,
        [1, 100_000, LyricIndex.lineNumber(variant: 1, line: 0)]
      ),
      (
        "lyrics TRACK --at 1:40", LyricRepository.textsAtSQL,
        [1, 100_000, LyricIndex.lineNumber(variant: 1, line: 0)]
      ),
      ("search love", LyricSearch.matchesSQL(conditions: ""), ["\"love\"", 20, 0]),
      (
        "search love downloaded:yes",
        LyricSearch.matchesSQL(conditions: " AND (t.downloaded = ?)"), ["\"love\"", true, 20, 0]
      ),
      (
        "search love, variants in the catalog",
        LyricSearch.matchesSQL(conditions: " AND " + LyricSearch.notRepeatedSQL),
        ["\"love\"", 20, 0]
      ),
      ("an album's tracks (getAlbum)", AlbumRepository.albumTracksSQL, ["aoi", "harbor"]),
      ("a genre's tracks (getSongsByGenre)", AlbumRepository.genreTracksSQL, ["jazz", 10, 0]),
      (
        "albums by name (getAlbumList2)",
        AlbumRepository.albumSummaries(where: "1", ordered: "s.album_key, s.artist_key"), []
      ),
      (
        "albums by genre (getAlbumList2 byGenre)",
        AlbumRepository.albumSummaries(
          where: AlbumRepository.holdsGenreSQL, ordered: "s.album_key, s.artist_key"),
        ["jazz"]
      ),
      (
        "albums by artist",
        AlbumRepository.albumSummaries(where: "1", ordered: "s.artist_key, s.album_key"), []
      ),
      (
        "albums newest first",
        AlbumRepository.albumSummaries(where: "1", ordered: "s.last_track_id DESC"), []
      ),
    ]
    let catalog = try Catalog.inMemory()
    try catalog.read { session in
      for (question, sql, arguments) in questions {
        let steps = try plan(sql, arguments, in: session)
        #expect(!steps.contains(Self.sortStep), "\(question): \(steps)")
      }
    }
  }

  /// A genre's page and the list of genres read the genre's index (migration 17), not every
  /// track: a rare genre in a large catalog costs its own rows.
  @Test func genresAreReadThroughTheirIndex() throws {
    let catalog = try Catalog.inMemory()
    try catalog.read { session in
      let page = try plan(AlbumRepository.genreTracksSQL, ["jazz", 10, 0], in: session)
      #expect(page.contains { $0.hasPrefix("SEARCH t USING INDEX tracks_by_genre") }, "\(page)")
      let genres = try plan(AlbumRepository.genresSQL, [], in: session)
      #expect(genres.contains("SCAN tracks USING COVERING INDEX tracks_by_genre"), "\(genres)")
    }
  }

  /// The check itself: a question no index serves in its order is caught.
  @Test func aSortIsSeen() throws {
    let catalog = try Catalog.inMemory()
    try catalog.read { session in
      let steps = try plan("SELECT id FROM tracks ORDER BY genre, year", [], in: session)
      #expect(steps.contains(Self.sortStep))
    }
  }
}
