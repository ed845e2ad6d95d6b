import Foundation
import TestSupport
import Testing

/// Migration 13 folds the names again by the program's own fold: a catalog whose keys were
/// written by Foundation's (which lowercased Cherokee, where Unicode case-folds it to its
/// capitals) is brought to the new keys, its albums and artists with them, and the albums
/// whose keys did not change keep their ids. Run as the built binary on an imported catalog
/// taken back to schema 12 (the schema changes of migrations 14, 15, 17 and 18 undone by hand),
/// so that 13 and every later one run on it in turn.
@Suite struct RefoldingMigrationTests {
  static let cherokee = "ᏣᎳᎩ"
  /// How Foundation folded `cherokee`.
  static let cherokeeFoldedByFoundation = "\u{ABB3}\u{AB83}\u{AB79}"

  func sql(_ database: String, _ statements: String) throws -> String {
    let result = try Musicat.runTool("sqlite3", [database, statements])
    #expect(result.status == 0, "\(result.standardError)")
    return result.standardOutput
  }

  @Test func keysFoldedTheOldWayAreFoldedAgain() throws {
    let folder = try TemporaryFolder()
    let database = try TextFoldingTests.library(
      [("1.lrc", "Ꮳ Song", Self.cherokee, "Ꮳ Album"), ("2.lrc", "Élan", "Nightwish", "Forms")],
      in: folder)
    let albumsBefore = try sql(database, "SELECT id, artist_key, album_key FROM album_names")
    let old = Self.cherokeeFoldedByFoundation
    let new = Self.cherokee
    _ = try sql(
      database,
      """
      UPDATE tracks SET artist_key = '\(old)' WHERE artist_key = '\(new)';
      UPDATE tracks SET title_key = replace(title_key, 'Ꮳ', 'ꮳ'),
        album_key = replace(album_key, 'Ꮳ', 'ꮳ');
      UPDATE album_summaries SET artist_key = '\(old)', album_key = 'ꮳ album'
        WHERE artist_key = '\(new)';
      UPDATE artist_names SET artist_key = '\(old)' WHERE artist_key = '\(new)';
      UPDATE album_names SET artist_key = '\(old)', album_key = 'ꮳ album'
        WHERE artist_key = '\(new)';
      DROP INDEX tracks_by_state_and_artist_with_summary;
      CREATE INDEX tracks_by_state_and_artist ON tracks (downloaded, hd, artist, title);
      ALTER TABLE album_summaries DROP COLUMN album;
      ALTER TABLE album_summaries DROP COLUMN artist;
      ALTER TABLE album_summaries DROP COLUMN year;
      ALTER TABLE album_summaries DROP COLUMN genre;
      ALTER TABLE album_summaries DROP COLUMN created_at;
      DROP INDEX tracks_by_genre;
      DROP TABLE play_queue_tracks;
      DROP TABLE play_queues;
      DELETE FROM schema_migrations WHERE version >= 13;
      """)
    #expect(
      try Musicat.run(["--db", database, "tracks", "artist:\(new)"], in: folder).status == 1)

    let migrate = try Musicat.run(["--db", database, "migrate"], in: folder)
    #expect(migrate.status == 0, "\(migrate.standardError)")
    #expect(
      try sql(database, "SELECT title_key, artist_key, album_key FROM tracks ORDER BY id")
        == "Ꮳ song|\(new)|Ꮳ album\nelan|nightwish|forms\n")
    #expect(
      try sql(
        database, "SELECT artist_key, album_key, track_count, album, artist FROM album_summaries")
        == "nightwish|forms|1|Forms|Nightwish\n\(new)|Ꮳ album|1|Ꮳ Album|\(new)\n")
    #expect(try sql(database, "SELECT artist_key FROM artist_names") == "nightwish\n\(new)\n")
    let albumsAfter = try sql(database, "SELECT id, artist_key, album_key FROM album_names")
    let nightwish = { (rows: String) in
      rows.split(separator: "\n").filter { $0.contains("nightwish") }
    }
    #expect(nightwish(albumsAfter) == nightwish(albumsBefore))
    #expect(albumsAfter.contains("|\(new)|Ꮳ album"))
    #expect(!albumsAfter.contains(old))

    let check = try Musicat.run(["--db", database, "check"], in: folder)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    let found = try Musicat.run(
      ["--db", database, "tracks", "artist:\(new)", "--format", "csv"], in: folder)
    #expect(found.status == 0)
    #expect(found.standardOutput.contains(",Ꮳ Song,\(new),"))
  }
}
