import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `musicat import`, run as the built binary on real audio and lyrics files.
@Suite struct ImportCommandTests {
  static let audio = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("AudioProbeTests/Fixtures")

  /// A small library: an album whose files carry track numbers, singles named
  /// `Artist - Title`, lyrics with and without audio.
  func makeLibrary(in folder: TemporaryFolder) throws -> String {
    let library = folder.path("Library")
    func copy(_ fixture: String, to name: String) throws {
      let target = library + "/" + name
      try FileManager.default.createDirectory(
        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: Self.audio.appendingPathComponent(fixture).path, toPath: target)
    }
    func write(_ text: String, to name: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: library + "/" + name))
    }
    try copy("flac-24-96.flac", to: "Album/b.flac")  // track 2
    try copy("flac-16-44.flac", to: "Album/a.flac")  // track 1
    try copy("mp3-320-cbr.mp3", to: "Album/c.mp3")  // track 6
    try write(
      "[ti:Lyrics Title]\n[ar:Lyrics Artist]\n[00:01.00]first\n[00:02.00]second\n",
      to: "Album/b.lrc")
    try copy("mp3-128-cbr.mp3", to: "Singles/10 x.mp3")
    try copy("opus.opus", to: "Singles/2 x.opus")
    try write("[00:01.00]without audio\n", to: "Singles/Someone - Lonely.lrc")
    return library
  }

  private func tracks(_ database: String, in folder: TemporaryFolder, _ extra: [String] = []) throws
    -> [[String: Any]]
  {
    let result = try Musicat.run(
      ["--db", database, "tracks", "--format", "json"] + extra, in: folder)
    return try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
  }

  func summary(_ result: CommandResult) throws -> [String: Any] {
    try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  @Test func importsReadsHeadersPairsLyricsAndOrdersGroups() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(in: folder)
    let database = folder.path("c.db")
    let result = try Musicat.run(["--db", database, "import", library], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("Tracks: 6 added, 0 updated, 0 unchanged, 0 missing."))
    let all = try tracks(database, in: folder)
    let byTitle = Dictionary(uniqueKeysWithValues: all.map { ($0["title"] as? String ?? "", $0) })
    #expect(byTitle["Lyrics Title"]?["artist"] as? String == "Lyrics Artist")
    #expect(byTitle["Lyrics Title"]?["quality"] as? String == "hires")
    #expect(byTitle["Lyrics Title"]?["lrc_path"] as? String == library + "/Album/b.lrc")
    #expect(byTitle["FLAC 16/44.1"]?["quality"] as? String == "lossless")
    #expect(byTitle["MP3 320"]?["hd"] as? Bool == true)
    #expect(byTitle["MP3 128"]?["hd"] as? Bool == false)
    #expect(byTitle["Lonely"]?["artist"] as? String == "Someone")
    #expect(byTitle["Lonely"]?["downloaded"] as? Bool == false)
    #expect(byTitle["Lonely"]?["quality"] as? String == "unknown")
    #expect(byTitle["Opus"]?["duration_ms"] as? Int == 500)
    let album = try tracks(database, in: folder, ["--group", "Album"]).map {
      $0["title"] as? String
    }
    #expect(album == ["FLAC 16/44.1", "Lyrics Title", "MP3 320"])
    let singles = try tracks(database, in: folder, ["--group", "Singles"]).map {
      $0["title"] as? String
    }
    // Track numbers (Opus carries 10, MP3 128 carries 5) first, then natural name order.
    #expect(singles == ["MP3 128", "Opus", "Lonely"])
    let groups = try Musicat.run(["--db", database, "groups", "--format", "json"], in: folder)
    let states = try #require(
      JSONSerialization.jsonObject(with: Data(groups.standardOutput.utf8)) as? [[String: Any]])
    #expect(states.map { $0["name"] as? String } == ["Album", "Singles"])
    #expect(states.map { $0["state"] as? String } == ["downloaded", "normal"])
    let lyrics = try Musicat.runTool(
      "sqlite3",
      [
        database,
        "SELECT count(*) FROM lyric_lines; PRAGMA integrity_check; PRAGMA foreign_key_check;",
      ])
    #expect(lyrics.standardOutput == "3\nok\n")
  }

  @Test func reimportingUnchangedRewritesNothing() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(in: folder)
    let database = folder.path("c.db")
    _ = try Musicat.run(["--db", database, "import", library], in: folder)
    let before = try Musicat.runTool(
      "sqlite3",
      [database, "SELECT id, updated_at FROM tracks; SELECT id, updated_at FROM groups;"])
    let again = try Musicat.run(
      ["--db", database, "import", library, "--format", "json"], in: folder)
    #expect(again.status == 0)
    let report = try summary(again)
    #expect(
      (report["tracks"] as? [String: Int]) == [
        "added": 0, "updated": 0, "unchanged": 6, "missing": 0, "pruned": 0, "moved": 0,
      ])
    #expect((report["groups"] as? [String: Int]) == ["added": 0, "updated": 0, "unchanged": 2])
    let after = try Musicat.runTool(
      "sqlite3",
      [database, "SELECT id, updated_at FROM tracks; SELECT id, updated_at FROM groups;"])
    #expect(after.standardOutput == before.standardOutput)
  }

  @Test func changesAreReflectedAndIdsStayStable() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(in: folder)
    let database = folder.path("c.db")
    _ = try Musicat.run(["--db", database, "import", library], in: folder)
    let ids = Dictionary(
      uniqueKeysWithValues: try tracks(database, in: folder).map {
        ($0["title"] as? String ?? "", $0["id"] as? Int ?? 0)
      })
    // Change lyrics, touch an audio file, delete one, add one.
    try Data("[ti:Renamed]\n[00:01.00]only line\n".utf8).write(
      to: URL(fileURLWithPath: library + "/Album/b.lrc"))
    #expect(utime(library + "/Singles/10 x.mp3", nil) == 0)
    try FileManager.default.removeItem(atPath: library + "/Album/c.mp3")
    try FileManager.default.copyItem(
      atPath: Self.audio.appendingPathComponent("vorbis.ogg").path,
      toPath: library + "/Singles/new.ogg")
    let result = try Musicat.run(
      ["--db", database, "import", library, "--format", "json"], in: folder)
    let report = try summary(result)
    #expect(
      (report["tracks"] as? [String: Int]) == [
        "added": 1, "updated": 2, "unchanged": 3, "missing": 1, "pruned": 0, "moved": 0,
      ])
    let after = Dictionary(
      uniqueKeysWithValues: try tracks(database, in: folder).map {
        ($0["title"] as? String ?? "", $0)
      })
    #expect(after["Renamed"]?["id"] as? Int == ids["Lyrics Title"])
    #expect(after["MP3 320"]?["downloaded"] as? Bool == false)
    #expect(after["MP3 320"]?["id"] as? Int == ids["MP3 320"])
    #expect(after["Vorbis"] != nil)
    let lines = try Musicat.runTool(
      "sqlite3",
      [database, "SELECT count(*) FROM lyric_lines WHERE track_id = \(ids["Lyrics Title"] ?? 0)"])
    #expect(lines.standardOutput == "1\n")
    // The full-text index follows: the old line is gone from it, the new one is found.
    let search = try Musicat.runTool(
      "sqlite3",
      [
        database,
        """
        INSERT INTO lyric_index (lyric_index) VALUES ('integrity-check');
        SELECT count(*) FROM lyric_index WHERE lyric_index MATCH '"second"';
        SELECT count(*) FROM lyric_index WHERE lyric_index MATCH '"only line"';
        """,
      ])
    #expect(search.standardOutput == "0\n1\n")
    #expect(search.standardError == "")
    let state = try Musicat.runTool(
      "sqlite3", [database, "SELECT state FROM groups WHERE name = 'Album'"])
    #expect(state.standardOutput == "normal\n")
    // Prune removes the track whose files are all gone, and closes the gap in its group.
    let pruned = try summary(
      try Musicat.run(
        ["--db", database, "import", library, "--prune", "--format", "json"], in: folder))
    #expect((pruned["tracks"] as? [String: Int])?["pruned"] == 1)
    let album = try tracks(database, in: folder, ["--group", "Album"]).map {
      $0["title"] as? String
    }
    #expect(album == ["FLAC 16/44.1", "Renamed"])
  }

  @Test func aDryRunWritesNothing() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(in: folder)
    let database = folder.path("c.db")
    _ = try Musicat.run(["--db", database, "seed"], in: folder)
    _ = try Musicat.runTool("sqlite3", [database, "PRAGMA wal_checkpoint(TRUNCATE);"])
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
      $0.hasPrefix("c.db")
    }.sorted()
    let before = try files.map { try Data(contentsOf: URL(fileURLWithPath: folder.path($0))) }
    let result = try Musicat.run(["--db", database, "import", library, "--dry-run"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("Dry run: nothing was written."))
    #expect(result.standardOutput.contains("Tracks: 6 added"))
    let after = try files.map { try Data(contentsOf: URL(fileURLWithPath: folder.path($0))) }
    #expect(after == before)
    let missing = try Musicat.run(
      ["--db", folder.path("none.db"), "import", library, "--dry-run"], in: folder)
    #expect(missing.status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.path("none.db")))
  }

  @Test func badFilesAreNamedAndTheRestIsImported() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(in: folder)
    let database = folder.path("c.db")
    try Data([0x00, 0xFF, 0x13, 0x00, 0x37]).write(
      to: URL(fileURLWithPath: library + "/Singles/garbage.lrc"))
    try Data().write(to: URL(fileURLWithPath: library + "/Singles/empty.lrc"))
    try Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(
      to: URL(fileURLWithPath: library + "/Singles/noise.mp3"))
    #expect(mkfifo(library + "/Singles/pipe.flac", 0o600) == 0)
    #expect(symlink(library, library + "/Singles/loop") == 0)
    let result = try Musicat.run(
      ["--db", database, "import", library, "--format", "json"], in: folder)
    #expect(result.status == 2)
    let report = try summary(result)
    let skipped = skippedFiles(report)
    #expect(
      skipped.map(\.0).sorted() == [
        library + "/Singles/garbage.lrc", library + "/Singles/noise.mp3",
        library + "/Singles/pipe.flac",
      ])
    #expect(
      skipped.contains {
        $0 == (library + "/Singles/pipe.flac", "not a regular file (a FIFO); not opened")
      })
    #expect(skipped.allSatisfy { !$0.1.isEmpty })
    #expect((report["tracks"] as? [String: Int])?["added"] == 9)
    let check = try Musicat.runTool("sqlite3", [database, "PRAGMA integrity_check;"])
    #expect(check.standardOutput == "ok\n")
    // Unchanged, the broken files are passed over: listed as known bad with the same reasons,
    // without being read or rewritten (a nightly re-import does not fail for what it already
    // said). The FIFO is no file the catalog holds: it is skipped again.
    let stamps = "SELECT id, updated_at, audio_error, lrc_error FROM tracks ORDER BY id"
    let before = try Musicat.runTool("sqlite3", [database, stamps])
    let again = try Musicat.run(
      ["--db", database, "import", library, "--format", "json"], in: folder)
    #expect(again.status == 2)
    let reportAgain = try summary(again)
    #expect(skippedFiles(reportAgain).map(\.0) == [library + "/Singles/pipe.flac"])
    let skippedAgain = skippedFiles(reportAgain, "known_bad") + skippedFiles(reportAgain)
    #expect(skippedAgain.map(\.0).sorted() == skipped.map(\.0).sorted())
    #expect(Set(skippedAgain.map(\.1)) == Set(skipped.map(\.1)))
    #expect((reportAgain["tracks"] as? [String: Int])?["unchanged"] == 9)
    #expect(
      try Musicat.runTool("sqlite3", [database, stamps]).standardOutput == before.standardOutput)
    #expect(before.standardOutput.contains("binary data"))
  }

  /// More skipped files than the import keeps in memory (about 40 KB of paths and reasons,
  /// the rest in a temporary file): every one is listed, in text and in JSON, the temporary
  /// file is gone from `TMPDIR` all along, and without a usable `TMPDIR` they stay in memory.
  @Test func everyOneOfManySkippedFilesIsListed() throws {
    let folder = try TemporaryFolder()
    let library = folder.path("Library")
    var broken: [String] = []
    for album in 0..<12 {
      let albumFolder = "\(library)/专辑 \(album)"
      try FileManager.default.createDirectory(
        atPath: albumFolder, withIntermediateDirectories: true)
      try Data("[00:01.00]fine\n".utf8).write(to: URL(fileURLWithPath: albumFolder + "/ok.lrc"))
      for track in 0..<30 {
        let path = "\(albumFolder)/\(track) 坏掉的歌词 broken lyrics file.lrc"
        try Data([0x00, 0x01, 0x02]).write(to: URL(fileURLWithPath: path))
        broken.append(path)
      }
    }
    let temporary = folder.path("tmp")
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    for tmpdir in [temporary, folder.path("no such folder")] {
      try? FileManager.default.removeItem(atPath: folder.path("c.db"))
      let json = try Musicat.run(
        ["--db", folder.path("c.db"), "import", library, "--format", "json"], in: folder,
        environment: ["TMPDIR": tmpdir])
      #expect(json.status == 2)
      let report = try summary(json)
      #expect(skippedFiles(report).map(\.0).sorted() == broken.sorted())
      #expect((report["tracks"] as? [String: Int])?["added"] == 12 * 31)
      try FileManager.default.removeItem(atPath: folder.path("c.db"))
      let text = try Musicat.run(
        ["--db", folder.path("c.db"), "import", library, "--quiet"], in: folder,
        environment: ["TMPDIR": tmpdir])
      #expect(text.status == 2)
      let listed = text.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  /") }
      #expect(
        listed.map { String($0.dropFirst(2).prefix { $0 != ":" }) }.sorted() == broken.sorted())
      #expect(text.standardOutput.contains("Skipped 360 files:\n"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
    }
  }

  @Test func theSummaryOfOneFileSaysFile() throws {
    let folder = try TemporaryFolder()
    let lyrics = folder.path("One - Song.lrc")
    try Data("[00:01.00]only line\n".utf8).write(to: URL(fileURLWithPath: lyrics))
    let result = try Musicat.run(["--db", folder.path("c.db"), "import", lyrics], in: folder)
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("1 file. Groups: 1 added, "))
  }

  /// The (path, reason) pairs of a JSON summary's skipped files.
  private func skippedFiles(_ report: [String: Any], _ list: String = "skipped") -> [(
    String, String
  )] {
    (report[list] as? [[String: String]] ?? []).map { ($0["path"] ?? "", $0["reason"] ?? "") }
  }

  @Test func exitCodesForUsageAndFatalErrors() throws {
    let folder = try TemporaryFolder()
    #expect(try Musicat.run(["import"], in: folder).status == 64)
    try Data("not a database".utf8).write(to: URL(fileURLWithPath: folder.path("text.db")))
    let fatal = try Musicat.run(
      ["--db", folder.path("text.db"), "import", folder.url.path], in: folder)
    #expect(fatal.status == 1)
    let missing = try Musicat.run(
      ["--db", folder.path("c.db"), "import", folder.path("nowhere")], in: folder)
    #expect(missing.status == 1)
    #expect(
      missing.standardError
        == "Error: \(folder.path("nowhere")): No such file or directory\n")
  }
}

extension ImportCommandTests {
  /// A folder whose lyrics take several times what the readers hand the writer at once
  /// (64 KiB) comes in parts: it is still one group, in order, counted once, and a change
  /// arranges the group again with the tracks of every part.
  @Test func aFolderLargerThanOnePartIsImportedWhole() throws {
    let folder = try TemporaryFolder()
    let library = folder.path("Library")
    for (name, count) in [("Big", 60), ("Small", 1)] {
      try FileManager.default.createDirectory(
        atPath: library + "/" + name, withIntermediateDirectories: true)
      for track in 1...count {
        let lines = (1...60).map {
          String(format: "[00:%02d.00]line %d of song %d 第%d行\n", $0, $0, track, $0)
        }
        try Data(lines.joined().utf8).write(
          to: URL(fileURLWithPath: "\(library)/\(name)/\(track) song.lrc"))
      }
    }
    let database = folder.path("c.db")
    func importing(_ extra: [String] = []) throws -> (groups: [String: Int], tracks: [String: Int])
    {
      let result = try Musicat.run(
        ["--db", database, "import", library, "--format", "json"] + extra, in: folder)
      #expect(result.status == 0, "\(result.standardError)")
      let report = try summary(result)
      return (
        try #require(report["groups"] as? [String: Int]),
        try #require(report["tracks"] as? [String: Int])
      )
    }
    func bigGroup() throws -> String {
      try Musicat.runTool(
        "sqlite3",
        [
          database,
          "SELECT group_concat(t.name, ',') FROM (SELECT replace(CAST(t.lrc_path AS TEXT), '"
            + library + "/Big/', '') AS name FROM group_tracks AS m"
            + " JOIN groups AS g ON g.id = m.group_id JOIN tracks AS t ON t.id = m.track_id"
            + " WHERE g.name = 'Big' ORDER BY m.position) AS t;",
        ]
      ).standardOutput
    }
    let inOrder = (1...60).map { "\($0) song.lrc" }.joined(separator: ",") + "\n"

    let dryRun = try importing(["--dry-run"])
    #expect(dryRun.groups["added"] == 2)
    #expect(dryRun.tracks["added"] == 61)
    let first = try importing()
    #expect(first.groups == ["added": 2, "updated": 0, "unchanged": 0])
    #expect(first.tracks["added"] == 61)
    #expect(try bigGroup() == inOrder)
    let lines = try Musicat.runTool("sqlite3", [database, "SELECT count(*) FROM lyric_lines;"])
    #expect(lines.standardOutput == "\(61 * 60)\n")
    let again = try importing()
    #expect(again.groups == ["added": 0, "updated": 0, "unchanged": 2])
    #expect(again.tracks["unchanged"] == 61)

    // A new track and a changed one: the group is arranged again from the tracks of all of
    // the folder's parts, the unchanged ones too (track 30 comes before 30 song by name).
    try Data("[00:01.00]new\n".utf8).write(
      to: URL(fileURLWithPath: "\(library)/Big/30 bonus.lrc"))
    try Data("[00:01.00]changed\n".utf8).write(
      to: URL(fileURLWithPath: "\(library)/Big/59 song.lrc"))
    let changed = try importing()
    #expect(changed.groups == ["added": 0, "updated": 1, "unchanged": 1])
    #expect(changed.tracks["added"] == 1)
    #expect(changed.tracks["updated"] == 1)
    #expect(changed.tracks["unchanged"] == 60)
    #expect(
      try bigGroup()
        == inOrder.replacingOccurrences(of: "29 song.lrc,", with: "29 song.lrc,30 bonus.lrc,"))
  }

  /// An .eslrc beside the .lrc of the same audio is a variant of the track's lyrics (kind
  /// `eslrc`), searchable and shown by `lyrics --lang eslrc`; no track of its own. Its line
  /// that repeats one of the track's own (same time, same text) is found once, as the own.
  @Test func aWordTimedFileBesideTheLyricsIsTheirVariant() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(in: folder)
    try Data(
      "[00:01.00]<00:01.00>first<00:01.60>\n[00:03.00]word timed\n[00:05.00]second\n".utf8
    ).write(to: URL(fileURLWithPath: library + "/Album/B.eslrc"))
    let result = try Musicat.run(
      ["--db", folder.path("c.db"), "import", library, "--format", "json"], in: folder)
    #expect(result.status == 0)
    let report = try summary(result)
    #expect((report["tracks"] as? [String: Int])?["added"] == 6)
    #expect((report["notes"] as? [[String: String]] ?? []).isEmpty)
    let search = try Musicat.run(
      ["--db", folder.path("c.db"), "search", "timed", "--format", "json"], in: folder)
    let found = try summary(search)
    let match = try #require((found["matches"] as? [[String: Any]])?.first)
    #expect(match["language"] as? String == "eslrc")
    #expect(match["title"] as? String == "Lyrics Title")
    let variant = try Musicat.run(
      [
        "--db", folder.path("c.db"), "lyrics", "Lyrics Title", "--lang", "eslrc", "--format",
        "text",
      ], in: folder)
    #expect(variant.standardOutput == "first\nword timed\nsecond\n", "\(variant.standardError)")
    // 'first' at 00:01 is the own line's repeat: one match. 'second' at 00:05 is sung later
    // than the own one (00:02): both.
    for (word, languages) in [("first", [NSNull()] as [Any]), ("second", [NSNull(), "eslrc"])] {
      let search = try summary(
        try Musicat.run(
          ["--db", folder.path("c.db"), "search", word, "--format", "json"], in: folder))
      let matches = search["matches"] as? [[String: Any]] ?? []
      #expect(search["total"] as? Int == languages.count, "\(word): \(search)")
      #expect(
        matches.map { "\($0["language"] ?? "")" } == languages.map { "\($0)" }, "\(word): \(search)"
      )
    }
  }
}

extension ImportCommandTests {
  @Test func overlappingRootsImportEachFileOnce() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(in: folder)
    let result = try Musicat.run(
      ["--db", folder.path("c.db"), "import", library, library + "/Album", "--format", "json"],
      in: folder)
    #expect(result.status == 0)
    #expect((try summary(result)["tracks"] as? [String: Int])?["added"] == 6)
  }
}

extension ImportCommandTests {
  /// Quality follows presence: a track whose audio vanished is neither downloaded nor HD
  /// (nor counted as such by stats), and is both again when the same file comes back.
  @Test func aTrackWithoutItsAudioIsNotHD() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(in: folder)
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "import", library], in: folder).status == 0)
    let hdBefore = try tracks(database, in: folder, ["--hd"]).count
    #expect(hdBefore == 3)
    try FileManager.default.moveItem(atPath: library + "/Album", toPath: folder.path("away"))
    #expect(try Musicat.run(["--db", database, "import", library], in: folder).status == 0)
    #expect(try tracks(database, in: folder, ["--hd"]).isEmpty)
    #expect(try tracks(database, in: folder, ["--hd", "--no-downloaded"]).isEmpty)
    let album = try tracks(database, in: folder, ["--no-downloaded", "path:/Album/"])
    #expect(album.count == 3)
    #expect(
      album.allSatisfy { $0["quality"] as? String == "unknown" && $0["hd"] as? Bool == false })
    let stats = try Musicat.run(["--db", database, "stats", "--format", "json"], in: folder)
    let numbers = try #require(
      JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [String: Any])
    #expect(numbers["hd"] as? Int == 0)
    // The same files back, with their old times: read again, HD again.
    try FileManager.default.moveItem(atPath: folder.path("away"), toPath: library + "/Album")
    #expect(try Musicat.run(["--db", database, "import", library], in: folder).status == 0)
    #expect(try tracks(database, in: folder, ["--hd"]).count == hdBefore)
  }

  /// For scripts: a re-import that finds nothing new wrong exits 0 and says how many known
  /// bad files it passed over; a path that does not exist is an error (exit 1, named on
  /// stderr) while the other paths are imported.
  @Test func exitCodesTellScriptsWhatIsNew() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(in: folder)
    let database = folder.path("c.db")
    try Data([0x00, 0x01]).write(to: URL(fileURLWithPath: library + "/Singles/bad.lrc"))
    try Data([0x00, 0x02]).write(to: URL(fileURLWithPath: library + "/Singles/worse.lrc"))
    #expect(try Musicat.run(["--db", database, "import", library], in: folder).status == 2)
    let again = try Musicat.run(["--db", database, "import", library], in: folder)
    #expect(again.status == 0)
    #expect(
      again.standardOutput.contains(
        "Passed over 2 files that could not be read before and have not changed since"))
    #expect(!again.standardOutput.contains("Skipped"))
    let quiet = try Musicat.run(["--db", database, "import", library, "--quiet"], in: folder)
    #expect(quiet.status == 0)
    #expect(quiet.standardOutput.isEmpty)
    try Data([0x00, 0x03, 0x04]).write(to: URL(fileURLWithPath: library + "/Singles/bad.lrc"))
    let changed = try Musicat.run(["--db", database, "import", library], in: folder)
    #expect(changed.status == 2)
    #expect(changed.standardOutput.contains("Skipped 1 file:\n  \(library)/Singles/bad.lrc: "))
    let other = folder.path("Other")
    try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
    try Data("[00:01.00]new\n".utf8).write(to: URL(fileURLWithPath: other + "/New.lrc"))
    let mixed = try Musicat.run(
      ["--db", database, "import", folder.path("gone"), other, "--format", "json"], in: folder)
    #expect(mixed.status == 1)
    #expect(mixed.standardError == "Error: \(folder.path("gone")): No such file or directory\n")
    let report = try summary(mixed)
    #expect((report["tracks"] as? [String: Int])?["added"] == 1)
    #expect(
      (report["errors"] as? [[String: String]])?.first?["path"] == folder.path("gone"))
  }
}
