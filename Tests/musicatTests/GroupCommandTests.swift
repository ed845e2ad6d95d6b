import Foundation
import TestSupport
import Testing

/// `musicat group ...` and `musicat mark`, run as the built binary on the demo catalog.
@Suite struct GroupCommandTests {
  private func seeded() throws -> (TemporaryFolder, (String...) throws -> CommandResult) {
    let folder = try TemporaryFolder()
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "seed"], in: folder).status == 0)
    return (folder, { arguments in try Musicat.run(["--db", database] + arguments, in: folder) })
  }

  private func ids(_ result: CommandResult) throws -> [Int] {
    let rows = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return (rows as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
  }

  @Test func showListsTheDemoGroupInOrder() throws {
    let (_, musicat) = try seeded()
    let shown = try musicat("group", "show", "国内神曲", "--format", "json")
    #expect(shown.status == 0)
    #expect(try ids(shown) == [26, 27, 28, 29, 30, 31, 32])
    let rows = try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8))
    #expect((rows as? [[String: Any]])?.map { $0["position"] as? Int } == Array(1...7))
    #expect((rows as? [[String: Any]])?.first?["title"] as? String == "致青春")
    let table = try musicat("group", "show", "国内神曲")
    #expect(table.standardOutput.split(separator: "\n").count == 8)
    #expect(table.standardError == "国内神曲 (normal): 7 tracks\n")
  }

  @Test func everyOperationAndItsFailures() throws {
    let (_, musicat) = try seeded()
    #expect(try musicat("group", "create", "Night Drive").status == 0)
    let duplicate = try musicat("group", "create", "Night Drive")
    #expect(duplicate.status == 1)
    #expect(duplicate.standardError.contains("already exists"))
    #expect(try musicat("group", "add", "Night Drive", "3", "1").status == 0)
    #expect(try musicat("group", "add", "Night Drive", "artist:=toploader").status == 0)
    #expect(try ids(try musicat("group", "show", "Night Drive", "--format", "json")) == [3, 1, 5])
    let again = try musicat("group", "add", "Night Drive", "1")
    #expect(again.standardError == "Already in 'Night Drive': 1.\n")
    #expect(try musicat("group", "add", "Night Drive", "2", "--at", "1").status == 0)
    #expect(try musicat("group", "move", "Night Drive", "5", "2").status == 0)
    #expect(
      try ids(try musicat("group", "show", "Night Drive", "--format", "json")) == [2, 5, 3, 1])
    let outOfRange = try musicat("group", "move", "Night Drive", "5", "9")
    #expect(outOfRange.status == 1)
    #expect(try musicat("group", "add", "Night Drive", "999").status == 1)
    #expect(try musicat("group", "remove", "Night Drive", "-artist:zedd").status == 0)
    #expect(try ids(try musicat("group", "show", "Night Drive", "--format", "json")) == [3])
    #expect(try musicat("group", "remove", "Night Drive", "1").status == 1)
    #expect(try musicat("group", "set-state", "Night Drive", "downloading").status == 0)
    #expect(try musicat("group", "set-state", "Night Drive", "paused").status == 64)
    #expect(try musicat("group", "rename", "Night Drive", "Late").status == 0)
    let groups = try musicat("groups", "--format", "json")
    #expect(groups.standardOutput.contains("\"name\": \"Late\", \"state\": \"downloading\""))
    #expect(try musicat("group", "delete", "Late").status == 0)
    #expect(try musicat("group", "show", "Late").status == 1)
    // Deleting a group never deletes tracks.
    #expect(try ids(try musicat("tracks", "--format", "json")).count == 32)
    #expect(try musicat("group", "add", "Nope", "1").status == 1)
    #expect(try musicat("group", "add", "Late").status == 64)
  }

  @Test func markSetsStatesByHand() throws {
    let (_, musicat) = try seeded()
    #expect(try musicat("mark", "26", "27", "--downloaded", "--hd").status == 0)
    let marked = try musicat("tracks", "group:=国内神曲", "downloaded:yes", "--format", "json")
    #expect(try ids(marked) == [26, 27])
    #expect(try musicat("mark", "artist:=王菲", "--not-hd").status == 0)
    #expect(try ids(try musicat("tracks", "artist:=王菲", "hd:yes", "--format", "json")) == [])
    #expect(try musicat("mark", "26").status == 64)
    #expect(try musicat("mark", "26", "--hd", "--not-hd").status == 64)
  }

  /// A group an import made keeps what was done to it by hand: a track removed stays
  /// removed, a track moved stays where it was put, and a new file's track comes at the end
  /// (with a note), whatever later imports find in the folder.
  @Test func handEditsOfAnImportedGroupSurviveImports() throws {
    let folder = try TemporaryFolder()
    for number in 1...4 {
      try HostileFileTests.write(
        "[ti:Song \(number)]\n[00:01.00]la\n", to: folder.path("lib/Album/\(number) song.lrc"))
    }
    let database = folder.path("c.db")
    func musicat(_ arguments: String...) throws -> CommandResult {
      try Musicat.run(["--db", database] + arguments, in: folder)
    }
    func titles() throws -> [String] {
      let rows = try JSONSerialization.jsonObject(
        with: Data(try musicat("group", "show", "Album", "--format", "json").standardOutputBytes))
      return (rows as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }
    #expect(try musicat("import", folder.path("lib"), "--quiet").status == 0)
    #expect(try titles() == ["Song 1", "Song 2", "Song 3", "Song 4"])
    #expect(try musicat("group", "remove", "Album", "2").status == 0)
    #expect(try musicat("group", "move", "Album", "4", "1").status == 0)
    #expect(try titles() == ["Song 4", "Song 1", "Song 3"])
    // The folder changes (a file edited, a file added): the import keeps the hand edits.
    try HostileFileTests.write(
      "[ti:Song 3]\n[00:01.00]la la\n", to: folder.path("lib/Album/3 song.lrc"))
    try HostileFileTests.write(
      "[ti:Song 5]\n[00:01.00]la\n", to: folder.path("lib/Album/5 song.lrc"))
    let again = try musicat("import", folder.path("lib"))
    #expect(again.status == 0)
    #expect(
      again.standardOutput.contains(
        "group 'Album' was arranged by hand: kept as it was, with 1 new track added at its end"))
    #expect(try titles() == ["Song 4", "Song 1", "Song 3", "Song 5"])
    let groups = try musicat("groups", "--format", "json").standardOutput
    #expect(groups.contains(#""arranged_by_hand": true"#))
    // A group never edited by hand is arranged by the import, as before.
    try HostileFileTests.write("[ti:Other]\n[00:01.00]la\n", to: folder.path("lib/B/2 b.lrc"))
    try HostileFileTests.write("[ti:First]\n[00:01.00]la\n", to: folder.path("lib/B/1 a.lrc"))
    #expect(try musicat("import", folder.path("lib"), "--quiet").status == 0)
    let rows = try JSONSerialization.jsonObject(
      with: Data(try musicat("group", "show", "B", "--format", "json").standardOutputBytes))
    #expect(
      (rows as? [[String: Any]] ?? []).compactMap { $0["title"] as? String } == ["First", "Other"])
  }
}

extension GroupCommandTests {
  /// A group is named as `musicat groups` shows it: by id, by exact name, or by name without
  /// regard to case and accents when that names one group. An id wins over a group whose
  /// name is those digits; names that fold alike are an error that lists them.
  /// Every count in a message agrees with its noun when it is one (once "1 lyric lines").
  @Test func aCountOfOneIsSingular() throws {
    let (folder, musicat) = try seeded()
    #expect(try musicat("group", "create", "Solo").status == 0)
    #expect(try musicat("group", "add", "Solo", "4").standardOutput == "Added 1 track to 'Solo'.\n")
    #expect(try musicat("group", "show", "Solo").standardError == "Solo (normal): 1 track\n")
    let export = try musicat("export", "Solo", "-o", folder.path("solo.m3u8"))
    #expect(
      export.standardError
        == "Solo: 1 of 1 track left out, its audio is not here (--include-missing keeps it).\n")
    #expect(
      try musicat("group", "delete", "Solo").standardOutput
        == "Deleted group 'Solo' (its track is kept).\n")
    #expect(try musicat("group", "create", "Pair").status == 0)
    #expect(try musicat("group", "add", "Pair", "4", "3").status == 0)
    #expect(
      try musicat("group", "remove", "Pair", "4").standardOutput == "Removed 1 track from 'Pair'.\n"
    )
    try HostileFileTests.write("[00:01.00]only line\n", to: folder.path("one/only.lrc"))
    let imported = try musicat("import", folder.path("one"))
    #expect(imported.standardOutput.hasPrefix("1 file. "))
    #expect(imported.standardOutput.contains(" 1 lyric line; "), "\(imported.standardOutput)")
  }

  @Test func groupsAreFoundByIdOrByNameInAnyCase() throws {
    let (folder, musicat) = try seeded()
    #expect(try ids(try musicat("group", "show", "2", "--format", "json")).count == 7)
    #expect(
      try musicat("group", "show", "calvin harris 专辑").standardError
        == "Calvin Harris 专辑 (normal): 0 tracks\n")
    #expect(try musicat("group", "create", "Café Mix").status == 0)
    #expect(try musicat("group", "add", "CAFE MIX", "3").standardOutput.contains("'Café Mix'"))
    #expect(try musicat("group", "create", "2").status == 0)
    #expect(try ids(try musicat("group", "show", "2", "--format", "json")).count == 7)
    #expect(try musicat("group", "create", "cafe mix").status == 0)
    let ambiguous = try musicat("group", "show", "CAFE MIX")
    #expect(ambiguous.status == 1)
    #expect(
      ambiguous.standardError
        == "Error: 'CAFE MIX' names 2 groups ('Café Mix', 'cafe mix'); give the exact name or the id\n"
    )
    #expect(try musicat("group", "show", "cafe mix").status == 0)
    let missing = try musicat("group", "show", "99")
    #expect(missing.standardError == "Error: no group with id 99 or named '99'\n")
    let export = try Musicat.run(
      ["--db", folder.path("c.db"), "export", "1", "--include-missing"], in: folder)
    #expect(export.standardOutput.hasPrefix("#EXTM3U\n#PLAYLIST:国外单曲\n"))
    #expect(try musicat("group", "rename", "4", "Ellie").standardOutput.contains("'Ellie'"))
    #expect(
      try musicat("group", "delete", "ellie").standardOutput.hasPrefix("Deleted group 'Ellie'"))
  }
}
