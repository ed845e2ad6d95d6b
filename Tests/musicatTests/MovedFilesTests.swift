import Foundation
import TestSupport
import Testing

/// Tracks keep their identity when their files are renamed or moved: same id, same place in
/// every group, paths updated, reported as moved; a renamed folder's group goes with it.
@Suite struct MovedFilesTests {
  static let audio = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("AudioProbeTests/Fixtures")

  /// An album of three tracks with lyrics, and a single.
  func makeLibrary(_ folder: TemporaryFolder) throws -> String {
    let library = folder.path("lib")
    let album = library + "/赵雷 - 无法长大 (2016) [FLAC]"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: library + "/Singles", withIntermediateDirectories: true)
    for (index, (fixture, title)) in [
      ("flac-16-44.flac", "成都"), ("flac-24-96.flac", "理想"), ("mp3-320-cbr.mp3", "鼓楼"),
    ].enumerated() {
      let stem = "\(album)/0\(index + 1) - \(title)"
      try FileManager.default.copyItem(
        atPath: Self.audio.appendingPathComponent(fixture).path,
        toPath: stem + "." + (fixture as NSString).pathExtension)
      try Data("[00:01.00]\(title) 第一行\n".utf8).write(to: URL(fileURLWithPath: stem + ".lrc"))
    }
    try FileManager.default.copyItem(
      atPath: Self.audio.appendingPathComponent("opus.opus").path,
      toPath: library + "/Singles/周深 - 大鱼.opus")
    return library
  }

  func json(_ result: CommandResult) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
  }

  @Test func renamingAFolderAndMovingAFileKeepTracksAndGroups() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(folder)
    let database = folder.path("c.db")
    func musicat(_ arguments: String...) throws -> CommandResult {
      try Musicat.run(["--db", database] + arguments, in: folder)
    }
    #expect(try musicat("import", library).status == 0)
    func tracks() throws -> [[String: Any]] {
      try json(try musicat("tracks", "--format", "json")) as? [[String: Any]] ?? []
    }
    let before = try tracks()
    #expect(before.count == 4)
    #expect(try musicat("group", "create", "Road Trip").status == 0)
    #expect(try musicat("group", "add", "Road Trip", "3", "1", "4").status == 0)
    let groupsBefore = try json(try musicat("groups", "--format", "json")) as? [[String: Any]]
    let albumGroup = try #require(
      groupsBefore?.first { ($0["name"] as? String)?.hasPrefix("赵雷") == true })

    // The album folder renamed, the single moved into a new folder.
    let oldAlbum = library + "/赵雷 - 无法长大 (2016) [FLAC]"
    let newAlbum = library + "/赵雷 - 无法长大 (2016) [FLAC 16-44]"
    try FileManager.default.moveItem(atPath: oldAlbum, toPath: newAlbum)
    try FileManager.default.createDirectory(
      atPath: library + "/周深", withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      atPath: library + "/Singles/周深 - 大鱼.opus", toPath: library + "/周深/大鱼.opus")
    let again = try musicat("import", library, "--prune", "--format", "json")
    #expect(again.status == 0, "\(again.standardError)")
    let report = try #require(try json(again) as? [String: Any])
    let counts = try #require(report["tracks"] as? [String: Int])
    #expect(counts["moved"] == 4, "\(counts)")
    #expect(counts["added"] == 0)
    #expect(counts["missing"] == 0)
    #expect(counts["pruned"] == 0)

    let after = try tracks()
    #expect(after.map { $0["id"] as? Int } == before.map { $0["id"] as? Int })
    #expect(after.allSatisfy { $0["downloaded"] as? Bool == true })
    #expect(
      after.allSatisfy { ($0["audio_path"] as? String)?.contains("[FLAC]/") == false })
    let roadTrip = try #require(
      try json(try musicat("group", "show", "Road Trip", "--format", "json")) as? [[String: Any]])
    #expect(roadTrip.map { $0["id"] as? Int } == [3, 1, 4])
    // The album's group kept its id and took the folder's new name; its lines are found once.
    let groupsAfter = try json(try musicat("groups", "--format", "json")) as? [[String: Any]]
    let albumAfter = try #require(
      groupsAfter?.first { $0["id"] as? Int == albumGroup["id"] as? Int })
    #expect(albumAfter["name"] as? String == "赵雷 - 无法长大 (2016) [FLAC 16-44]")
    #expect((albumAfter["track_count"] as? Int) == 3)
    let search = try musicat("search", "成都", "--format", "json")
    #expect((try json(search) as? [String: Any])?["total"] as? Int == 1)
    let check = try musicat("check")
    #expect(check.status == 0, "\(check.standardOutput)")
  }

  @Test func aCopyIsAnotherTrackAndPruneListsWhatItRemoves() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(folder)
    let database = folder.path("c.db")
    func musicat(_ arguments: String...) throws -> CommandResult {
      try Musicat.run(["--db", database] + arguments, in: folder)
    }
    #expect(try musicat("import", library).status == 0)
    // A copy beside the original: the original is still there, so the copy is new.
    try FileManager.default.copyItem(
      atPath: library + "/Singles/周深 - 大鱼.opus", toPath: library + "/Singles/copy.opus")
    let copied = try #require(
      try json(try musicat("import", library, "--format", "json")) as? [String: Any])
    #expect((copied["tracks"] as? [String: Int])?["added"] == 1)
    #expect((copied["tracks"] as? [String: Int])?["moved"] == 0)
    // Both gone: --prune removes them and names each.
    try FileManager.default.removeItem(atPath: library + "/Singles")
    let pruned = try musicat("import", library, "--prune")
    #expect(pruned.status == 0)
    #expect(pruned.standardOutput.contains("2 pruned."))
    #expect(
      pruned.standardOutput.contains(
        "Pruned:\n  \(library)/Singles/copy.opus: track 5: none of its files exist\n"))
    #expect(
      pruned.standardOutput.contains(
        "\(library)/Singles/周深 - 大鱼.opus: track 1: none of its files exist"))
  }
}

extension MovedFilesTests {
  /// Copies of one file, in a first import and arriving with a move: each copy is a track of
  /// its own, and the moved file keeps its track, though the copies, stored before and
  /// during the import, match its bytes too.
  @Test func copiesAreTracksAndAMoveAmongThemIsFound() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(folder)
    let database = folder.path("c.db")
    func musicat(_ arguments: String...) throws -> CommandResult {
      try Musicat.run(["--db", database] + arguments, in: folder)
    }
    // "龙 Copies" is walked last, after "周深", where the original goes: a new copy walked
    // before the moved file would take its track (the same bytes, the original gone).
    let copies = library + "/龙 Copies"
    try FileManager.default.createDirectory(atPath: copies, withIntermediateDirectories: true)
    func copy(_ range: ClosedRange<Int>) throws {
      for index in range {
        try FileManager.default.copyItem(
          atPath: Self.audio.appendingPathComponent("opus.opus").path,
          toPath: copies + "/copy \(index).opus")
      }
    }
    // The track counts of an import's report, and the id of the track at an audio path.
    func importedTracks() throws -> [String: Int]? {
      try (json(try musicat("import", library, "--format", "json")) as? [String: Any])?[
        "tracks"] as? [String: Int]
    }
    func trackID(audioEndingWith suffix: String) throws -> Int? {
      try (json(try musicat("tracks", "--format", "json")) as? [[String: Any]])?
        .first { ($0["audio_path"] as? String)?.hasSuffix(suffix) == true }?["id"] as? Int
    }
    try copy(1...20)
    #expect(
      try importedTracks() == [
        "added": 24, "moved": 0, "missing": 0, "pruned": 0, "unchanged": 0, "updated": 0,
      ])
    let single = try #require(try trackID(audioEndingWith: "/Singles/周深 - 大鱼.opus"))

    try FileManager.default.createDirectory(
      atPath: library + "/周深", withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      atPath: library + "/Singles/周深 - 大鱼.opus", toPath: library + "/周深/大鱼.opus")
    try copy(21...25)
    #expect(
      try importedTracks() == [
        "added": 5, "moved": 1, "missing": 0, "pruned": 0, "unchanged": 23, "updated": 0,
      ])
    #expect(try trackID(audioEndingWith: "/周深/大鱼.opus") == single)
  }
}

extension MovedFilesTests {
  /// A folder larger than one part (the readers hand the writer 64 KiB of lyric rows at a
  /// time): songs moved into its first part leave their old folder's group, and the folder
  /// renamed takes its group along.
  @Test func movesIntoAFolderOfSeveralPartsAreWholeMoves() throws {
    let folder = try TemporaryFolder()
    let library = folder.path("lib")
    for (name, count) in [("Big", 60), ("Small", 4)] {
      try FileManager.default.createDirectory(
        atPath: library + "/" + name, withIntermediateDirectories: true)
      for track in 1...count {
        let lines = (1...60).map {
          String(format: "[00:%02d.00]line %d of %@ song %d 第%d行\n", $0, $0, name, track, $0)
        }
        try Data(lines.joined().utf8).write(
          to: URL(fileURLWithPath: "\(library)/\(name)/\(100 + track) \(name.lowercased()).lrc"))
      }
    }
    let database = folder.path("c.db")
    func musicat(_ arguments: String...) throws -> CommandResult {
      try Musicat.run(["--db", database] + arguments, in: folder)
    }
    #expect(try musicat("import", library).status == 0)
    func members(_ group: String) throws -> [String] {
      (try json(try musicat("group", "show", group, "--format", "json")) as? [[String: Any]] ?? [])
        .compactMap { ($0["lrc_path"] as? String).map { ($0 as NSString).lastPathComponent } }
    }
    // Three of Small's songs moved to the front of Big (their names sort first).
    for track in 1...3 {
      try FileManager.default.moveItem(
        atPath: "\(library)/Small/\(100 + track) small.lrc",
        toPath: "\(library)/Big/\(track) small.lrc")
    }
    try FileManager.default.moveItem(atPath: library + "/Big", toPath: library + "/Bigger")
    let again = try #require(
      try json(try musicat("import", library, "--format", "json")) as? [String: Any])
    #expect((again["tracks"] as? [String: Int])?["moved"] == 63)
    #expect(try members("Small") == ["104 small.lrc"])
    let bigger = try members("Bigger")
    #expect(bigger.count == 63)
    #expect(bigger.prefix(3) == ["1 small.lrc", "2 small.lrc", "3 small.lrc"])
    let groups = try #require(
      try json(try musicat("groups", "--format", "json")) as? [[String: Any]])
    #expect(groups.map { $0["name"] as? String } == ["Bigger", "Small"])
  }
}
