import Foundation
import TestSupport
import Testing

/// Track queries compare text as `search` does, in any script: case and accents folded
/// (they once folded ASCII letters only: `tracks кино` found nothing).
@Suite struct TextFoldingTests {
  static let songs = [
    ("1.lrc", "Группа крови", "Кино", "Звезда по имени Солнце"),
    ("2.lrc", "Élan", "Nightwish", "Endless Forms Most Beautiful"),
    ("3.lrc", "Tavasz", "Ödön Pártos", "Dalok"),
    ("4.lrc", "Straße", "Die Ärzte", "Geräusch"),
    ("5.lrc", "Plain", "Nobody", "Ascii"),
  ]

  /// A catalog imported from `songs` (file, title, artist, album), one lyric each, all in the
  /// folder `lib/КИНО`; its path.
  static func library(
    _ songs: [(String, String, String, String)] = songs, in folder: TemporaryFolder
  ) throws -> String {
    for (file, title, artist, album) in songs {
      try HostileFileTests.write(
        "[ti:\(title)]\n[ar:\(artist)]\n[al:\(album)]\n[00:01.00]la\n",
        to: folder.path("lib/КИНО/\(file)"))
    }
    let database = folder.path("c.db")
    #expect(
      try Musicat.run(["--db", database, "import", folder.path("lib"), "--quiet"], in: folder)
        .status == 0)
    return database
  }

  @Test(arguments: [
    (["кино"], ["Группа крови"]), (["КИНО"], ["Группа крови"]), (["élan"], ["Élan"]),
    (["ELAN"], ["Élan"]), (["elan"], ["Élan"]), (["artist:ödön"], ["Tavasz"]),
    (["artist:odon"], ["Tavasz"]), (["artist:=ÖDÖN PÁRTOS"], ["Tavasz"]),
    (["album:звезда"], ["Группа крови"]), (["title:=группа крови"], ["Группа крови"]),
    (["-artist:кино", "group:=кино"], ["Élan", "Tavasz", "Straße", "Plain"]),
    (["die ärzte"], ["Straße"]), (["ärzte"], ["Straße"]), (["ARZTE"], ["Straße"]),
    (["--artist", "кино"], ["Группа крови"]), (["--album", "DALOK"], ["Tavasz"]),
    (["plain"], ["Plain"]),
  ])
  func queriesFoldCaseAndAccentsInAnyScript(terms: [String], titles: [String]) throws {
    let folder = try TemporaryFolder()
    let database = try Self.library(in: folder)
    let result = try Musicat.run(
      ["--db", database, "tracks", "--format", "json"] + terms, in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let tracks = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutputBytes)) as? [[String: Any]])
    #expect(tracks.compactMap { $0["title"] as? String } == titles, "\(terms)")
  }

  @Test func lyricsFindsItsTrackByWordsInAnyScript() throws {
    let folder = try TemporaryFolder()
    let database = try Self.library(in: folder)
    let result = try Musicat.run(["--db", database, "lyrics", "группа крови"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("[ti:Группа крови]"))
  }
}
