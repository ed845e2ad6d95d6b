import Foundation
import TestSupport
import Testing

/// The built binary, run as a user runs it: stdout, stderr and exit code.
@Suite struct EndToEndTests {
  private func seeded() throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    let database = folder.path("c.db")
    let seed = try Musicat.run(["--db", database, "seed"], in: folder)
    #expect(seed.status == 0, "\(seed.standardError)")
    return (folder, database)
  }

  private func jsonObjects(_ text: String) throws -> [[String: Any]] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
  }

  @Test func downloadedHDTracksOfTheDemoCatalogAsJSON() throws {
    let (folder, database) = try seeded()
    let result = try Musicat.run(
      ["--db", database, "tracks", "--downloaded", "--hd", "--format", "json"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardError == "")
    let tracks = try jsonObjects(result.standardOutput)
    #expect(
      tracks.map { $0["title"] as? String } == [
        "Summertime Sadness (Cedric Gervais Remix)", "Spectrum", "Dancing in The Moonlight",
        "Thinking About You (feat. Ayah Marar)",
      ])
    #expect(
      tracks.map { $0["artist"] as? String } == [
        "Lana Del Rey", "Zedd", "Toploader", "Calvin Harris",
      ])
    #expect(
      tracks.map { $0["album"] as? String } == [
        "Summertime Sadness (Cedric Gervais Remix) - Single", "Clarity",
        "Dancing In The Moonlight: The Best Of Toploader", "18 Months (Deluxe Edition)",
      ])
    #expect(tracks.map { $0["duration_ms"] as? Int } == [412_000, 243_000, 233_000, 248_000])
    #expect(tracks.allSatisfy { $0["downloaded"] as? Bool == true && $0["hd"] as? Bool == true })
    #expect(tracks.allSatisfy { $0["audio_path"] is NSNull })
    // The query language gives the same tracks; the flags are its shortcuts.
    let queried = try Musicat.run(
      ["--db", database, "tracks", "downloaded:yes", "hd:yes", "--format", "json"], in: folder)
    #expect(queried.status == 0)
    #expect(queried.standardOutput == result.standardOutput)
    let negated = try Musicat.run(
      ["--db", database, "tracks", "downloaded:yes", "-hd:no", "--format", "json"], in: folder)
    #expect(negated.standardOutput == result.standardOutput)
    let unknown = try Musicat.run(["--db", database, "tracks", "colour:red"], in: folder)
    #expect(unknown.status == 64)
    #expect(unknown.standardError.hasPrefix("Error: Bad query term 'colour:red': unknown field"))
    let help = try Musicat.run(["help", "query"], in: folder)
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("duration:A..B"))

    let sorted = try Musicat.run(
      ["tracks", "--downloaded", "--hd", "--sort", "title", "--format", "json"], in: folder,
      environment: ["MUSICAT_DB": database])
    #expect(
      try jsonObjects(sorted.standardOutput).map { $0["title"] as? String } == [
        "Dancing in The Moonlight", "Spectrum", "Summertime Sadness (Cedric Gervais Remix)",
        "Thinking About You (feat. Ayah Marar)",
      ])
  }

  @Test func groupsAsJSON() throws {
    let (folder, database) = try seeded()
    let result = try Musicat.run(["--db", database, "groups", "--format", "json"], in: folder)
    #expect(result.status == 0)
    let groups = try jsonObjects(result.standardOutput)
    #expect(
      groups.map { $0["name"] as? String } == [
        "国外单曲", "国内神曲", "Calvin Harris 专辑", "Ellie Gounding 专辑",
      ])
    #expect(groups.map { $0["state"] as? String } == ["downloaded", "normal", "normal", "normal"])
    #expect(groups.map { $0["track_count"] as? Int } == [25, 7, 0, 0])
    #expect(groups.map { $0["downloaded_count"] as? Int } == [24, 0, 0, 0])
  }

  @Test func seedingTwiceChangesNothing() throws {
    let (folder, database) = try seeded()
    let before = try Musicat.run(["--db", database, "tracks", "--format", "json"], in: folder)
    let again = try Musicat.run(["--db", database, "seed"], in: folder)
    #expect(again.status == 0)
    #expect(again.standardOutput.contains("4 groups (0 new), 32 tracks (0 new)"))
    let after = try Musicat.run(["--db", database, "tracks", "--format", "json"], in: folder)
    #expect(after.standardOutput == before.standardOutput)
    #expect(try jsonObjects(after.standardOutput).count == 32)
  }

  @Test func theTableLinesUpWithChineseText() throws {
    let (folder, database) = try seeded()
    let result = try Musicat.run(["--db", database, "groups"], in: folder)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(lines[0].hasPrefix("ID  NAME"))
    // The STATE column starts at the same terminal column on every line.
    let stateColumns = lines.map { line -> Int in
      let words = ["STATE", "downloaded", "normal"]
      let range = words.compactMap { line.range(of: "  " + $0) }.first!
      return String(line[..<range.upperBound]).displayColumns - (line[range].count - 2)
    }
    #expect(Set(stateColumns).count == 1, "\(lines)")
  }

  @Test func csvFollowsRFC4180() throws {
    let (folder, database) = try seeded()
    let result = try Musicat.run(
      ["--db", database, "tracks", "--artist", "drake", "--format", "csv"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.standardOutput
        == "id,title,artist,album,duration_ms,track_number,downloaded,hd,quality,audio_path,lrc_path,"
        + "disc_number,year,genre,container,codec,sample_rate,bit_depth,channels,bitrate\r\n"
        + "11,\"Hold On, We're Going Home (feat. Majid Jordan)\",Drake,"
        + "\"Hold On, We're Going Home (feat. Majid Jordan) - Single\",231000,,true,false,unknown,,"
        + ",,,,,,,,,\r\n"
    )
  }

  @Test func filtersByGroupInItsOrderWithWordsAndLimit() throws {
    let (folder, database) = try seeded()
    let chinese = try Musicat.run(
      ["--db", database, "tracks", "--group", "国内神曲", "--format", "json", "--limit", "2"],
      in: folder)
    #expect(
      try jsonObjects(chinese.standardOutput).map { $0["title"] as? String } == ["致青春", "好汉歌"])
    let words = try Musicat.run(
      ["--db", database, "tracks", "ellie", "bright", "--format", "json"], in: folder)
    #expect(
      try jsonObjects(words.standardOutput).map { $0["title"] as? String } == [
        "Starry Eyed", "Lights (Single Version)",
      ])
    let missing = try Musicat.run(["--db", database, "tracks", "--group", "nope"], in: folder)
    #expect(missing.status == 1)
    #expect(missing.standardError == "Error: no group named 'nope'\n")
    let none = try Musicat.run(["--db", database, "tracks", "zzzz"], in: folder)
    #expect(none.status == 0)
    #expect(none.standardOutput == "")
    #expect(none.standardError == "No tracks match.\n")
  }

  @Test func theDatabaseIsSoundAfterSeeding() throws {
    let (folder, database) = try seeded()
    defer { withExtendedLifetime(folder) {} }
    let check = try Musicat.runTool(
      "sqlite3", [database, "PRAGMA integrity_check; PRAGMA foreign_key_check;"])
    #expect(check.status == 0)
    #expect(check.standardOutput == "ok\n")
    let schema = try Musicat.runTool("sqlite3", [database, ".schema"])
    // (A table made anew by a migration is named in quotes.)
    #expect(schema.standardOutput.contains("CREATE TABLE IF NOT EXISTS \"groups\""))
    #expect(schema.standardOutput.contains("CREATE VIRTUAL TABLE lyric_index USING fts5"))
  }

  @Test(arguments: ["/etc/hostname", "not-a-db.txt"])
  func aFileThatIsNotACatalogIsRefusedAndUnchanged(name: String) throws {
    let folder = try TemporaryFolder()
    let path = name.hasPrefix("/") ? name : folder.path(name)
    if !name.hasPrefix("/") {
      try Data(String(repeating: "a note that is plain text\n", count: 10).utf8).write(
        to: URL(fileURLWithPath: path))
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = try Musicat.run(["--db", path, "tracks"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "Error: \(path) is not a musicat catalog: the file is not an SQLite database\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test func aNewerCatalogIsRefusedAndUnchanged() throws {
    let (folder, database) = try seeded()
    let insert = try Musicat.runTool(
      "sqlite3",
      [
        database,
        "INSERT INTO schema_migrations VALUES (9999, 'future', 'later'); PRAGMA wal_checkpoint(TRUNCATE);",
      ])
    #expect(insert.status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    let result = try Musicat.run(["--db", database, "tracks"], in: folder)
    #expect(result.status == 1)
    let refusal = result.standardError
    #expect(
      refusal.hasPrefix(
        "Error: \(database) was written by a newer musicat (schema version 9999; this one knows up to "
      ) && refusal.hasSuffix("): use a newer musicat. The catalog was not changed.\n"), "\(refusal)"
    )
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
  }

  @Test func migrateAppliesAndReports() throws {
    let folder = try TemporaryFolder()
    let database = folder.path("m.db")
    let pending = try Musicat.run(["--db", database, "migrate", "--status"], in: folder)
    #expect(pending.status == 0)
    let pendingLines = pending.standardOutput.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    #expect(pendingLines.contains("1 initial pending"))
    #expect(pendingLines.contains("2 lyric_index_and_read_errors pending"))
    let applied = try Musicat.run(["--db", database, "migrate"], in: folder)
    #expect(
      applied.standardOutput.hasPrefix(
        "Applied migration 1 (initial).\nApplied migration 2 (lyric_index_and_read_errors).\n"))
    let again = try Musicat.run(["--db", database, "migrate"], in: folder)
    #expect(again.standardOutput.contains("nothing to do"))
    let status = try Musicat.run(["--db", database, "migrate", "--status"], in: folder)
    let statusLines = status.standardOutput.split(separator: "\n").map {
      $0.split(separator: " ").prefix(3).joined(separator: " ")
    }
    #expect(statusLines.contains("1 initial applied"))
    #expect(statusLines.contains("2 lyric_index_and_read_errors applied"))
  }

  @Test func theDefaultDatabaseFollowsXDG() throws {
    let folder = try TemporaryFolder()
    let seedHome = try Musicat.run(["seed"], in: folder)
    #expect(seedHome.status == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: folder.path("home/.local/share/musicat/catalog.sqlite")))
    let dataHome = folder.path("data")
    let seedXDG = try Musicat.run(["seed"], in: folder, environment: ["XDG_DATA_HOME": dataHome])
    #expect(seedXDG.status == 0)
    #expect(FileManager.default.fileExists(atPath: dataHome + "/musicat/catalog.sqlite"))
  }
}

extension String {
  /// Terminal columns, counting CJK characters as two (the test's own reckoning).
  fileprivate var displayColumns: Int {
    unicodeScalars.reduce(0) { total, scalar in
      total
        + ((0x2E80...0x9FFF).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
          ? 2 : 1)
    }
  }
}
