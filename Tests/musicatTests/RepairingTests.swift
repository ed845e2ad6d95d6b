import Foundation
import TestSupport
import Testing

/// A folder's files pair anew when one of several that matched the same stem is deleted or
/// added: every later import must still succeed, each file must belong to one track, and
/// what the user made of the tracks (playlists) must hold the song that has the file now.
@Suite struct RepairingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let files: [String]
    let removed: String?
    let added: String?
    var testDescription: String {
      files.joined(separator: " + ") + (removed.map { ", then without \($0)" } ?? "")
        + (added.map { ", then with \($0)" } ?? "")
    }
  }

  static let cases = [
    Case(files: ["x.flac", "x.mp3", "x.lrc"], removed: "x.flac", added: nil),
    Case(files: ["x.mp3", "x.lrc", "x.eslrc"], removed: "x.lrc", added: nil),
    Case(files: ["Song.mp3", "Song.lrc", "song.lrc"], removed: "Song.lrc", added: nil),
    Case(files: ["x.lrc", "x.eslrc"], removed: "x.lrc", added: nil),
    Case(files: ["x.mp3", "x.lrc"], removed: nil, added: "x.flac"),
    Case(files: ["x.mp3", "x.eslrc"], removed: nil, added: "x.lrc"),
    Case(files: ["X.lrc", "x.mp3"], removed: nil, added: "x.lrc"),
  ]

  /// Writes `name` into `folder`: an audio fixture by its extension, else lyrics that say
  /// which file they are.
  static func make(_ name: String, in folder: String) throws {
    let path = folder + "/" + name
    let fixtures = ["flac": "flac-16-44.flac", "mp3": "mp3-128-cbr.mp3"]
    if let fixture = fixtures[(name as NSString).pathExtension] {
      try HostileFileTests.write(try HostileFileTests.fixture(fixture), to: path)
    } else {
      try HostileFileTests.write("[ti:Song]\n[00:01.00]\(lineWord(name))\n", to: path)
    }
  }

  /// The one word a lyrics file sings: its name in hex (names that differ in case only must
  /// not sing the same words).
  static func lineWord(_ name: String) -> String {
    "sung" + name.utf8.map { String($0, radix: 16) }.joined()
  }

  @Test(arguments: cases)
  func importsAfterFilesPairAnewSucceedAndKeepEachFileOnce(_ test: Case) throws {
    let folder = try TemporaryFolder()
    let album = folder.path("lib/Album")
    for name in test.files { try Self.make(name, in: album) }
    let database = folder.path("c.db")
    func run(_ arguments: [String]) throws -> CommandResult {
      try Musicat.run(["--db", database] + arguments, in: folder)
    }
    #expect(try run(["import", folder.path("lib"), "--quiet"]).status == 0)
    // A hand-made playlist of every track.
    #expect(try run(["group", "create", "Road Trip"]).status == 0)
    #expect(try run(["group", "add", "Road Trip", "song"]).status == 0)
    if let removed = test.removed {
      try FileManager.default.removeItem(atPath: album + "/" + removed)
    }
    if let added = test.added { try Self.make(added, in: album) }
    for round in 1...2 {
      if round == 2 { try Self.make("y.lrc", in: folder.path("lib/Later")) }
      for prune in [[], ["--prune"]] {
        let result = try run(["import", folder.path("lib"), "--quiet"] + prune)
        #expect(result.status == 0, "round \(round) \(prune): \(result.standardError)")
      }
    }
    let tracks = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try run(["tracks", "--format", "json"]).standardOutputBytes))
        as? [[String: Any]])
    // Every file on disk belongs to exactly one track (as its audio, its lyrics or a variant
    // of them); no track holds a file that is gone.
    var onDisk = Set(
      try FileManager.default.contentsOfDirectory(atPath: album).map { album + "/" + $0 })
    onDisk.insert(folder.path("lib/Later/y.lrc"))
    let variants = try Musicat.runTool(
      "sqlite3", [database, "SELECT CAST(lrc_path AS TEXT) FROM lyric_variants"]
    ).standardOutput.split(separator: "\n").map(String.init)
    let held =
      tracks.flatMap { [$0["audio_path"] as? String, $0["lrc_path"] as? String] }
      .compactMap { $0 } + variants
    #expect(held.sorted() == onDisk.sorted())
    // Each lyrics file's line is found once, in the track that holds that file.
    for lyrics in onDisk where !lyrics.hasSuffix(".mp3") && !lyrics.hasSuffix(".flac") {
      let name = (lyrics as NSString).lastPathComponent
      let search = try run(["search", Self.lineWord(name), "--format", "json"])
      let found = try #require(
        try JSONSerialization.jsonObject(with: Data(search.standardOutputBytes))
          as? [String: Any])
      #expect(found["total"] as? Int == 1, "\(name)")
    }
    // The playlist still holds a track of the song, one that has a file.
    let playlist = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try run(["group", "show", "Road Trip", "--format", "json"]).standardOutputBytes))
        as? [[String: Any]])
    #expect(!playlist.isEmpty)
    #expect(
      playlist.allSatisfy { $0["audio_path"] is String || $0["lrc_path"] is String })
    let check = try run(["check"])
    #expect(check.status == 0, "\(check.standardOutput)")
  }
}
