import Foundation
import TestSupport
import Testing

/// A library shaped like real ones (Tests/Library/make-library.sh: real tiny audio without
/// tags, lyrics of its own): album folders with decorations, an album in CD1 and CD2,
/// translations beside lyrics, untagged numbered files. Its catalog is checked field by
/// field; then a folder is renamed and a song moved, with hand-made groups.
@Suite struct RealLibraryTests {
  static let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Library/real-shaped")

  struct Expected: Sendable {
    let title: String
    let artist: String
    let album: String
    let track: Int?
    let disc: Int?
    let year: Int?
    let downloaded: Bool
    let quality: String
  }

  static let expected = [
    Expected(
      title: "理想", artist: "", album: "", track: 3, disc: nil, year: nil, downloaded: false,
      quality: "unknown"),
    Expected(
      title: "大鱼", artist: "周深", album: "", track: nil, disc: nil, year: nil, downloaded: true,
      quality: "hq"),
    Expected(
      title: "白桦林", artist: "", album: "有理想", track: 1, disc: 1, year: nil, downloaded: true,
      quality: "standard"),
    Expected(
      title: "平凡之路", artist: "", album: "有理想", track: 2, disc: 1, year: nil, downloaded: true,
      quality: "standard"),
    Expected(
      title: "那些花儿", artist: "", album: "有理想", track: 1, disc: 2, year: nil, downloaded: true,
      quality: "standard"),
    Expected(
      title: "成都", artist: "赵雷", album: "无法长大", track: 1, disc: nil, year: 2016,
      downloaded: true, quality: "lossless"),
    Expected(
      title: "理想", artist: "赵雷", album: "无法长大", track: 2, disc: nil, year: 2016,
      downloaded: true, quality: "lossless"),
  ]

  /// A copy of the library in a new folder, and where its catalog goes.
  static func copyOfTheLibrary() throws -> (TemporaryFolder, lib: String, database: String) {
    let folder = try TemporaryFolder()
    let lib = folder.path("lib")
    try FileManager.default.copyItem(atPath: library.path, toPath: lib)
    return (folder, lib, folder.path("c.db"))
  }

  func json(_ result: CommandResult) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
  }

  @Test func theCatalogOfARealShapedLibraryIsRightFieldByField() throws {
    let (folder, lib, database) = try Self.copyOfTheLibrary()
    func musicat(_ arguments: String...) throws -> CommandResult {
      try Musicat.run(["--db", database] + arguments, in: folder)
    }
    let imported = try musicat("import", lib, "--format", "json")
    #expect(imported.status == 0, "\(imported.standardError)")
    let report = try #require(try json(imported) as? [String: Any])
    #expect((report["groups"] as? [String: Int])?["added"] == 3)
    #expect((report["tracks"] as? [String: Int])?["added"] == 7)

    let tracks = try #require(
      try json(try musicat("tracks", "--format", "json")) as? [[String: Any]])
    #expect(tracks.count == Self.expected.count)
    for (track, expected) in zip(tracks, Self.expected) {
      let label = "\(track["id"] ?? "?") \(expected.title)"
      #expect(track["title"] as? String == expected.title, "\(label)")
      #expect(track["artist"] as? String == expected.artist, "\(label)")
      #expect(track["album"] as? String == expected.album, "\(label)")
      #expect(track["track_number"] as? Int == expected.track, "\(label)")
      #expect(track["disc_number"] as? Int == expected.disc, "\(label)")
      #expect(track["year"] as? Int == expected.year, "\(label)")
      #expect(track["downloaded"] as? Bool == expected.downloaded, "\(label)")
      #expect(track["quality"] as? String == expected.quality, "\(label)")
      #expect(track["hd"] as? Bool == ["hq", "lossless", "hires"].contains(expected.quality))
    }
    // The two discs are one group, by disc then track; the album's group keeps its name.
    let groups = try #require(
      try json(try musicat("groups", "--format", "json")) as? [[String: Any]])
    #expect(
      groups.map { $0["name"] as? String } == [
        "Singles", "有理想", "赵雷 - 无法长大 (2016) [FLAC 16-44]",
      ])
    let discs = try #require(
      try json(try musicat("group", "show", "有理想", "--format", "json")) as? [[String: Any]])
    #expect(discs.map { $0["title"] as? String } == ["白桦林", "平凡之路", "那些花儿"])
    // Translations are the song's, found once each, in their language.
    let search = try #require(
      try json(try musicat("search", "理想", "--format", "json")) as? [String: Any])
    let matches = try #require(search["matches"] as? [[String: Any]])
    #expect(matches.map { $0["track_id"] as? Int } == [1, 7, 7])
    #expect(matches.map { $0["language"] as? String } == [nil, nil, "jp"])
    let romaji = try musicat("lyrics", "7", "--lang", "rom", "--format", "text")
    #expect(romaji.standardOutput == "lixiang jinnian ni jisui\n")
    let eslrc = try musicat("lyrics", "大鱼", "--lang", "eslrc", "--format", "text")
    #expect(eslrc.standardOutput == "看海天一色\n")
    // Nothing left out of an export for phantom tracks.
    let export = try musicat("export", "赵雷 - 无法长大 (2016) [FLAC 16-44]")
    #expect(export.status == 0)
    #expect(export.standardError.isEmpty, "\(export.standardError)")
  }

  @Test func aRenamedFolderAndAMovedSongKeepTheirTracksAndPlaylists() throws {
    let (folder, lib, database) = try Self.copyOfTheLibrary()
    func musicat(_ arguments: String...) throws -> CommandResult {
      try Musicat.run(["--db", database] + arguments, in: folder)
    }
    #expect(try musicat("import", lib).status == 0)
    #expect(try musicat("group", "create", "Road Trip").status == 0)
    #expect(try musicat("group", "add", "Road Trip", "6", "3", "2").status == 0)
    #expect(try musicat("group", "move", "赵雷 - 无法长大 (2016) [FLAC 16-44]", "7", "1").status == 0)
    let before = try #require(
      try json(try musicat("tracks", "--format", "json")) as? [[String: Any]])

    let manager = FileManager.default
    try manager.moveItem(
      atPath: lib + "/赵雷 - 无法长大 (2016) [FLAC 16-44]", toPath: lib + "/赵雷 - 无法长大 (2016) [FLAC]")
    try manager.createDirectory(atPath: lib + "/周深", withIntermediateDirectories: true)
    for ext in ["mp3", "lrc", "eslrc"] {
      try manager.moveItem(
        atPath: lib + "/Singles/周深 - 大鱼.\(ext)", toPath: lib + "/周深/周深 - 大鱼.\(ext)")
    }
    let again = try musicat("import", lib, "--prune", "--format", "json")
    #expect(again.status == 0, "\(again.standardError)")
    let report = try #require(try json(again) as? [String: Any])
    let counts = try #require(report["tracks"] as? [String: Int])
    #expect(counts["moved"] == 3, "\(counts)")
    #expect(counts["added"] == 0 && counts["pruned"] == 0 && counts["missing"] == 0)

    let after = try #require(
      try json(try musicat("tracks", "--format", "json")) as? [[String: Any]])
    #expect(after.map { $0["id"] as? Int } == before.map { $0["id"] as? Int })
    #expect(after.map { $0["title"] as? String } == before.map { $0["title"] as? String })
    let roadTrip = try #require(
      try json(try musicat("group", "show", "Road Trip", "--format", "json")) as? [[String: Any]])
    #expect(roadTrip.map { $0["id"] as? Int } == [6, 3, 2])
    // The renamed album's group: same id, the new name, the order set by hand.
    let album = try #require(
      try json(try musicat("group", "show", "赵雷 - 无法长大 (2016) [FLAC]", "--format", "json"))
        as? [[String: Any]])
    #expect(album.map { $0["id"] as? Int } == [7, 6])
    let groups = try #require(
      try json(try musicat("groups", "--format", "json")) as? [[String: Any]])
    #expect(groups.first { $0["id"] as? Int == 3 }?["name"] as? String == "赵雷 - 无法长大 (2016) [FLAC]")
    // The moved song left its old folder's group for its new folder's.
    let singles = try #require(
      try json(try musicat("group", "show", "Singles", "--format", "json")) as? [[String: Any]])
    #expect(singles.map { $0["title"] as? String } == ["理想"])
    let zhou = try #require(
      try json(try musicat("group", "show", "周深", "--format", "json")) as? [[String: Any]])
    #expect(zhou.map { $0["id"] as? Int } == [2])
    // The variants went with their song, and are found once: the .eslrc's line repeats the
    // song's own line (same time, same text), which alone is found.
    let search = try #require(
      try json(try musicat("search", "海天一色", "--format", "json")) as? [String: Any])
    #expect(search["total"] as? Int == 1)
    #expect(try musicat("check").status == 0)
  }

  /// One file imported alone pairs as its folder pairs it, and the facts of the headers and
  /// the names are questions the query language answers.
  @Test func oneFileImportsAsItsFolderPairsItAndEveryFactIsAsked() throws {
    let (folder, lib, database) = try Self.copyOfTheLibrary()
    func musicat(_ arguments: String...) throws -> CommandResult {
      try Musicat.run(["--db", database] + arguments, in: folder)
    }
    // The lyrics file alone: its track still has its audio, and is downloaded.
    #expect(try musicat("import", lib + "/Singles/周深 - 大鱼.lrc").status == 0)
    let alone = try #require(
      try json(try musicat("tracks", "--format", "json")) as? [[String: Any]])
    #expect(alone.count == 1)
    #expect(alone.first?["audio_path"] as? String == lib + "/Singles/周深 - 大鱼.mp3")
    #expect(alone.first?["downloaded"] as? Bool == true)
    // The whole library, then the audio file alone: nothing is lost or reordered.
    #expect(try musicat("import", lib).status == 0)
    let before = try musicat("tracks", "--format", "csv").standardOutput
    let again = try musicat("import", lib + "/Singles/周深 - 大鱼.mp3", "--format", "json")
    #expect(again.status == 0)
    #expect(try musicat("tracks", "--format", "csv").standardOutput == before)
    let singles = try #require(
      try json(try musicat("group", "show", "Singles", "--format", "json")) as? [[String: Any]])
    #expect(singles.map { $0["title"] as? String } == ["理想", "大鱼"])

    func titles(_ terms: String...) throws -> [String] {
      let listed = try Musicat.run(
        ["--db", database, "tracks"] + terms + ["--format", "json"], in: folder)
      return (try json(listed) as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }
    #expect(try titles("year:2016") == ["成都", "理想"])
    #expect(try titles("year:..2000").isEmpty)
    #expect(try titles("codec:flac", "bit_depth:16") == ["成都", "理想"])
    #expect(try titles("disc:2") == ["那些花儿"])
    #expect(try titles("codec:mp3", "bitrate:300..") == ["大鱼"])
    #expect(try titles("sample_rate:44100", "channels:2").count == 6)
    // Sorted by the fields beets sorts by: an album's order, and each field either way with
    // the tracks that lack it last.
    #expect(
      try titles("--sort", "album,disc,track")
        == ["理想", "大鱼", "成都", "理想", "白桦林", "平凡之路", "那些花儿"])
    #expect(try titles("--sort", "added").first == "大鱼")
    #expect(try titles("--sort", "-added").last == "大鱼")
    let fields = [
      ("year", "year"), ("disc", "disc_number"), ("track", "track_number"),
      ("bitrate", "bitrate"), ("sample_rate", "sample_rate"), ("bit_depth", "bit_depth"),
      ("channels", "channels"), ("codec", "codec"), ("genre", "genre"),
    ]
    for (key, field) in fields {
      for descending in [false, true] {
        let listed = try musicat(
          "tracks", "--sort", (descending ? "-" : "") + key + ",id", "--format", "json")
        let rows = try #require(try json(listed) as? [[String: Any]], "\(key)")
        #expect(rows.count == 7, "\(key)")
        let values = rows.map { $0[field].flatMap { $0 is NSNull ? nil : "\($0)" } }
        let known = values.prefix { $0 != nil }.compactMap { $0 }
        #expect(values.dropFirst(known.count).allSatisfy { $0 == nil }, "\(key): \(values)")
        let numbers = known.compactMap(Int.init)
        let ordered =
          numbers.count == known.count
          ? (descending ? numbers.sorted(by: >) : numbers.sorted()).map(String.init)
          : (descending ? known.sorted(by: >) : known.sorted())
        #expect(known == ordered, "\(key) \(descending ? "descending" : ""): \(values)")
      }
    }
    let track = try #require(
      try json(try musicat("track", "成都", "--format", "json")) as? [String: Any])
    #expect(track["year"] as? Int == 2016)
    #expect(track["codec"] as? String == "flac")
    #expect((track["groups"] as? [[String: Any]])?.first?["position"] as? Int == 1)
    let variants = try #require(
      try json(try musicat("track", "7", "--format", "json")) as? [String: Any])
    #expect(
      (variants["lyrics_variants"] as? [[String: Any]])?.map { $0["language"] as? String } == [
        "jp", "rom",
      ])
  }
}
