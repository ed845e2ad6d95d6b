import Foundation
import SQLite
import TestSupport
import Testing

@testable import Catalog

/// Migration 16 composes (NFC) the names and lines an earlier version stored decomposed, as
/// macOS writes file names, keeping the search indexes in step: what a keyboard types finds
/// them, and what they were indexed under is gone.
@Suite struct ComposedTextMigrationTests {
  /// `ガラス` with its voicing mark apart, `사랑` as jamo, `Café` with its accent apart.
  static let glass = "\u{30AB}\u{3099}\u{30E9}\u{30B9}"
  static let love = "\u{1109}\u{1161}\u{1105}\u{1161}\u{11BC}"
  static let cafe = "Cafe\u{301}"

  @Test func version16ComposesWhatVersion15StoredDecomposed() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("v15.db")
    do {
      let database = try Database(path: path)
      try Catalog.configure(database)
      try Migrator(migrations: Array(Catalog.migrator.migrations.prefix(15))).migrate(database)
      try database.execute(
        """
        INSERT INTO tracks (id, title, artist, album, genre, title_key, artist_key, album_key)
        VALUES (1, ?, ?, ?, ?, fold_text(?1), fold_text(?2), fold_text(?3)),
               (2, 'plain', 'x', 'y', NULL, 'plain', 'x', 'y')
        """, [Self.glass, Self.love, Self.cafe, Self.cafe])
      try database.execute(
        """
        INSERT INTO lyric_lines (track_id, line_number, time_ms, written_ms, text, words)
        VALUES (1, 1, 1000, 1000, ?1, json_array(json_object('text', ?2, 'time_ms', 1000))),
               (1, 2, 2000, 2000, ?2, NULL), (2, 1, 500, 500, 'plain line', NULL)
        """, [Self.glass, Self.love])
      try database.executeScript(
        """
        INSERT INTO lyric_index (rowid, terms)
        SELECT track_id * 16777216 + line_number, search_terms(text) FROM lyric_lines;
        INSERT INTO name_index (rowid, title, artist, album)
        SELECT id, search_terms(title), search_terms(artist), search_terms(album) FROM tracks;
        INSERT INTO artist_names (artist_key, terms)
        SELECT DISTINCT artist_key, search_terms(artist_key) FROM tracks;
        INSERT INTO album_names (artist_key, album_key, terms)
        SELECT DISTINCT artist_key, album_key, search_terms(album_key) FROM tracks;
        INSERT INTO album_summaries
          (artist_key, album_key, track_count, duration_ms, first_track_id, last_track_id)
        SELECT artist_key, album_key, count(*), 0, min(id), max(id) FROM tracks
        GROUP BY artist_key, album_key;
        UPDATE album_summaries AS s
        SET album = f.album, artist = f.artist, year = f.year, genre = f.genre,
          created_at = f.created_at
        FROM tracks AS f WHERE f.id = s.first_track_id;
        """)
      // Two names that compose alike, and one whose composed form is taken.
      try database.execute(
        "INSERT INTO groups (id, name) VALUES (1, ?), (2, ?), (3, 'Caf\u{E9}'), (4, ?)",
        ["a\u{323}\u{302}", "a\u{302}\u{323}", Self.cafe])
    }
    let catalog = try Catalog.open(path: path)
    #expect(try catalog.migrationStatus().allSatisfy(\.isApplied))
    try catalog.read { session in
      let lines = try session.lyrics.lines(of: 1)
      #expect(lines.map { Array($0.text.utf8) } == [Array("ガラス".utf8), Array("사랑".utf8)])
      let words = try session.database.value(
        "SELECT words FROM lyric_lines WHERE track_id = 1 AND line_number = 1", as: String.self)
      #expect(words.map { Array($0.utf8) } == Array(#"[{"text":"사랑","time_ms":1000}]"#.utf8))
      for (typed, line) in [("ガラス", 1), ("사랑", 2), ("plain", 1)] {
        let found = try session.lyricSearch.search(typed).matches.map(\.line.lineNumber)
        #expect(found == [line], "\(typed)")
      }
      // The decomposed terms left the contentless index.
      let stale = try session.database.value(
        "SELECT count(*) FROM lyric_index WHERE lyric_index MATCH ?",
        [FTS5Phrase.quoted(LyricSearchTerms.terms(of: Self.love))], as: Int.self)
      #expect(stale == 0)
      let track = try session.tracks.get(1)
      #expect(Array(track.title.utf8) == Array("ガラス".utf8))
      #expect(Array(track.album.utf8) == Array("Café".utf8))
      #expect(try session.nameSearch.trackIDs(matching: "사랑", limit: 5, offset: 0) == [1])
      let names = try session.groups.summaries().map { Array($0.group.name.utf8) }
      #expect(
        names == [
          Array("\u{1EAD}".utf8), Array("a\u{302}\u{323}".utf8), Array("Caf\u{E9}".utf8),
          Array(Self.cafe.utf8),
        ])
      let health = try session.inspector.health()
      #expect(health.isSound, "\(health)")
    }
  }
}
