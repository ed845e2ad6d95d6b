import Foundation
import TestSupport
import Testing

/// `musicat stats` and `musicat check`, run as the built binary on an imported library.
@Suite struct CheckCommandTests {
  private func imported() throws -> (TemporaryFolder, String, String) {
    let folder = try TemporaryFolder()
    let library = try ImportCommandTests().makeLibrary(in: folder)
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "import", library], in: folder).status == 0)
    return (folder, database, library)
  }

  private func json(_ result: CommandResult) throws -> [String: Any] {
    try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  @Test func statsCountTheCatalog() throws {
    let (folder, database, _) = try imported()
    let stats = try json(
      try Musicat.run(["--db", database, "stats", "--format", "json"], in: folder))
    #expect(stats["tracks"] as? Int == 6)
    #expect(stats["downloaded"] as? Int == 5)
    #expect(stats["hd"] as? Int == 3)
    #expect(stats["with_lyrics"] as? Int == 2)
    #expect(stats["synced"] as? Int == 2)
    #expect(stats["lyric_lines"] as? Int == 3)
    #expect(
      (stats["groups"] as? [String: Int]) == ["normal": 1, "downloading": 0, "downloaded": 1])
    #expect((stats["quality"] as? [String: Int])?.values.reduce(0, +) == 6)
    #expect((stats["database_bytes"] as? Int ?? 0) > 0)
    let text = try Musicat.run(["--db", database, "stats"], in: folder)
    #expect(text.standardOutput.hasPrefix("Tracks:      6 (5 downloaded, 3 HD)\n"))
  }

  @Test func aSoundCatalogPassesAndVanishedAudioIsListed() throws {
    let (folder, database, library) = try imported()
    let sound = try Musicat.run(["--db", database, "check"], in: folder)
    #expect(sound.status == 0)
    #expect(
      sound.standardOutput.contains(
        "Integrity:    ok\nForeign keys: ok\nSchema:       ok\nSearch index: ok"))
    try FileManager.default.removeItem(atPath: library + "/Album/c.mp3")
    let vanished = try json(
      try Musicat.run(["--db", database, "check", "--format", "json"], in: folder))
    #expect(vanished["sound"] as? Bool == true)
    #expect(vanished["missing_audio"] as? [String] == [library + "/Album/c.mp3"])
  }

  @Test(arguments: [
    (
      "INSERT INTO lyric_index (lyric_index) VALUES ('delete-all')", "missing from the search index"
    ),
    (
      "PRAGMA foreign_keys = OFF; INSERT INTO group_tracks (group_id, track_id, position) VALUES (1, 999, 99)",
      "Foreign keys: 1 row points at nothing"
    ),
  ])
  func aBrokenDatabaseExitsOne(damage: String, message: String) throws {
    let (folder, database, _) = try imported()
    #expect(try Musicat.runTool("sqlite3", [database, damage]).status == 0)
    let result = try Musicat.run(["--db", database, "check"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains(message), "\(result.standardOutput)")
  }

  /// A table, index or trigger gone or changed is a fault check reports by name (a dropped
  /// group_tracks once passed); one added by hand is listed, not a fault.
  @Test(arguments: [
    ("DROP TABLE group_tracks", "table group_tracks is missing"),
    ("DROP INDEX groups_by_source_path", "index groups_by_source_path is missing"),
    (
      "DROP INDEX tracks_by_title; CREATE INDEX tracks_by_title ON tracks (artist)",
      "index tracks_by_title differs from musicat's"
    ),
  ])
  func aSchemaThatDiffersFromMusicatsIsReported(damage: String, message: String) throws {
    let (folder, database, _) = try imported()
    #expect(try Musicat.runTool("sqlite3", [database, damage]).status == 0)
    let result = try Musicat.run(["--db", database, "check"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("Schema:       \(message)"), "\(result.standardOutput)")
  }

  @Test func anIndexAddedByHandIsListedNotAFault() throws {
    let (folder, database, _) = try imported()
    #expect(
      try Musicat.runTool("sqlite3", [database, "CREATE INDEX mine ON tracks (duration_ms)"]).status
        == 0)
    let result = try Musicat.run(["--db", database, "check"], in: folder)
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(
      result.standardOutput.contains("Schema:       ok (besides: index mine is not musicat's)"))
  }

  /// A damaged search index is named as such, and --repair rebuilds it from the lines: the
  /// same searches find the same lines again.
  @Test(arguments: [
    "INSERT INTO lyric_index (lyric_index) VALUES ('delete-all')",
    "DELETE FROM lyric_index_data WHERE id > 10",
    "UPDATE lyric_index_data SET block = x'00112233' WHERE id > 1",
  ])
  func repairRebuildsADamagedSearchIndex(damage: String) throws {
    let (folder, database, _) = try imported()
    let before = try Musicat.run(
      ["--db", database, "search", "first", "--format", "json"], in: folder)
    #expect(try Musicat.runTool("sqlite3", [database, damage]).status == 0)
    let broken = try Musicat.run(["--db", database, "check"], in: folder)
    #expect(broken.status == 1)
    #expect(
      broken.standardOutput.contains("'musicat check --repair'")
        || broken.standardOutput.contains("missing from the search index"),
      "\(broken.standardOutput)")
    let repaired = try Musicat.run(["--db", database, "check", "--repair"], in: folder)
    #expect(repaired.status == 0, "\(repaired.standardOutput)\(repaired.standardError)")
    #expect(repaired.standardOutput.contains("Search index: rebuilt from 3 lines, ok"))
    let after = try Musicat.run(
      ["--db", database, "search", "first", "--format", "json"], in: folder)
    #expect(after.standardOutput == before.standardOutput)
    #expect(try Musicat.run(["--db", database, "check"], in: folder).status == 0)
  }
}
