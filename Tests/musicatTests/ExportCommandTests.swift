import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `musicat export`, run as the built binary; the playlists are opened by real players CI
/// installs: mpv (M3U8, PLS) and VLC (XSPF, also checked by xmllint).
@Suite struct ExportCommandTests {
  /// A catalog of one album (two real audio files, one lyrics file without audio, one file
  /// name that is awkward in every format); returns the database path.
  private func catalog(in folder: TemporaryFolder) throws -> String {
    let album = folder.path("Music/Night & Day")
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    for (fixture, name) in [
      ("flac-16-44.flac", "01 #1 Café.flac"), ("mp3-128-cbr.mp3", "02 100% <Live>.mp3"),
    ] {
      try FileManager.default.copyItem(
        atPath: ImportCommandTests.audio.appendingPathComponent(fixture).path,
        toPath: album + "/" + name)
    }
    try Data("[ti:Missing]\n[00:01.00]la\n".utf8).write(
      to: URL(fileURLWithPath: album + "/03 Missing.lrc"))
    let database = folder.path("c.db")
    let imported = try Musicat.run(
      ["--db", database, "import", folder.path("Music"), "--quiet"], in: folder)
    #expect(imported.status == 0)
    return database
  }

  @Test func m3u8OnStdoutIsRelativeToTheCurrentFolder() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    let album = try Musicat.run(["--db", database, "export", "Night & Day"], in: folder)
    #expect(album.status == 0)
    #expect(
      album.standardOutput.hasSuffix(
        "Music/Night & Day/01 #1 Café.flac\n#EXTINF:1,musicat tests - MP3 128\nMusic/Night & Day/02 100% <Live>.mp3\n"
      ))
    #expect(album.standardOutput.hasPrefix("#EXTM3U\n#PLAYLIST:Night & Day\n#EXTINF:"))
    #expect(album.standardError.contains("1 of 3 tracks left out"))
  }

  /// A file named by one character, bare or in a folder (Foundation's path methods crashed
  /// on a bare one-character name on Linux, and took musicat down with them).
  @Test(arguments: ["a", "b", "lists/c"])
  func aOneCharacterFileName(name: String) throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    try FileManager.default.createDirectory(
      atPath: folder.path("lists"), withIntermediateDirectories: true)
    let result = try Musicat.run(
      ["--db", database, "export", "Night & Day", "-o", name, "--format", "m3u8"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let text = try String(contentsOfFile: folder.path(name), encoding: .utf8)
    #expect(text.hasPrefix("#EXTM3U\n#PLAYLIST:Night & Day\n"))
    #expect(text.contains(name.contains("/") ? "../Music/Night & Day/" : "Music/Night & Day/"))
  }

  @Test(arguments: ["m3u8", "pls"])
  func mpvOpensEveryEntry(format: String) throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    try FileManager.default.createDirectory(
      atPath: folder.path("lists"), withIntermediateDirectories: true)
    let file = folder.path("lists/night." + format)
    let result = try Musicat.run(
      ["--db", database, "export", "Night & Day", "-o", file], in: folder)
    #expect(result.status == 0)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("../Music/Night & Day/01 #1 Café.flac"))
    if format == "pls" {
      #expect(text.hasPrefix("[playlist]\nFile1=../Music/Night & Day/01 #1 Café.flac\n"))
      #expect(text.hasSuffix("NumberOfEntries=2\nVersion=2\n"))
    }
    let mpv = try Musicat.runTool(
      "mpv",
      [
        "--no-config", "--ao=null", "--vo=null", "--length=0.05", "--msg-level=all=info",
        "--playlist=" + file,
      ])
    let playing = mpv.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Playing: ") }
    #expect(
      playing == [
        "Playing: \(folder.path("lists"))/../Music/Night & Day/01 #1 Café.flac",
        "Playing: \(folder.path("lists"))/../Music/Night & Day/02 100% <Live>.mp3",
      ], "\(mpv.standardOutput)\(mpv.standardError)")
    #expect(!mpv.standardOutput.contains("Failed"))
  }

  @Test func xspfIsWellFormedWithPercentEncodedLocations() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    let relative = folder.path("night.xspf")
    #expect(
      try Musicat.run(["--db", database, "export", "Night & Day", "-o", relative], in: folder)
        .status == 0)
    let text = try String(contentsOfFile: relative, encoding: .utf8)
    #expect(
      text.contains("<location>Music/Night%20%26%20Day/01%20%231%20Caf%C3%A9.flac</location>"))
    #expect(text.contains("<title>Night &amp; Day</title>"))
    #expect(text.contains("<creator>musicat tests</creator>"))
    #expect(text.contains("<playlist version=\"1\" xmlns=\"http://xspf.org/ns/0/\">"))
    let absolute = try Musicat.run(
      ["--db", database, "export", "Night & Day", "--format", "xspf", "--absolute"], in: folder)
    #expect(absolute.standardOutput.contains("<location>file:///"))
    let lint = try Musicat.runTool("xmllint", ["--noout", relative])
    #expect(lint.status == 0, "\(lint.standardError)")
  }

  @Test func vlcOpensEveryEntryOfAnXSPF() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    let file = folder.path("night.xspf")
    #expect(
      try Musicat.run(["--db", database, "export", "Night & Day", "-o", file], in: folder)
        .status == 0)
    // VLC refuses to run as root: as root, it runs as nobody, who must reach the files.
    let vlc = [
      "cvlc", "--intf", "dummy", "--aout", "dummy", "--vout", "dummy", "--play-and-exit", "-vv",
      file,
    ]
    let asRoot = getuid() == 0
    if asRoot {
      #expect(try Musicat.runTool("chmod", ["-R", "a+rX", folder.url.path]).status == 0)
    }
    let result = try Musicat.runTool(
      asRoot ? "runuser" : vlc[0], asRoot ? ["-u", "nobody", "--"] + vlc : Array(vlc.dropFirst()))
    let opened = (result.standardOutput + result.standardError).split(separator: "\n").filter {
      $0.contains("successfully opened")
    }
    #expect(opened.count == 3, "\(result.standardError.suffix(2000))")
    #expect(opened.contains { $0.contains("Music/Night%20%26%20Day/01%20%231%20Caf%C3%A9.flac") })
    #expect(opened.contains { $0.contains("Music/Night%20%26%20Day/02%20100%25%20%3CLive%3E.mp3") })
  }

  @Test func includeMissingKeepsTracksWithAFile() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    let result = try Musicat.run(
      ["--db", database, "export", "Night & Day", "--format", "json", "--include-missing"],
      in: folder)
    #expect(result.status == 0)
    // The missing track has no audio file at all: nothing to point at.
    #expect(result.standardError.contains("1 track left out, it has no audio file"))
    let tracks = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    #expect((tracks as? [[String: Any]])?.count == 2)
  }

  @Test func allWritesSafeNamesInsideTheFolderOnly() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    for name in ["../escape", "a/b", ".hidden", "mix", "MIX", "line\nbreak"] {
      let created = try Musicat.runTool(
        "sqlite3",
        [
          database,
          "INSERT INTO groups (name) VALUES (char(\(name.unicodeScalars.map { String($0.value) }.joined(separator: ","))))",
        ])
      #expect(created.status == 0)
    }
    let result = try Musicat.run(
      ["--db", database, "export", "--all", "--dir", folder.path("out"), "--format", "m3u8"],
      in: folder)
    #expect(result.status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
    #expect(
      names
        == [
          "Night & Day.m3u8", "_hidden.m3u8", "_._escape.m3u8", "a_b.m3u8", "line_break.m3u8",
          "MIX (2).m3u8", "mix.m3u8",
        ].sorted())
    #expect(!FileManager.default.fileExists(atPath: folder.path("escape.m3u8")))
  }

  @Test func aReadOnlyFolderIsAnErrorNamingTheFile() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    let target = folder.path("ro")
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    // A file in the way of the playlist, as a folder: writing fails even as root.
    try FileManager.default.createDirectory(
      atPath: target + "/night.m3u8", withIntermediateDirectories: true)
    let result = try Musicat.run(
      ["--db", database, "export", "Night & Day", "-o", target + "/night.m3u8"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardError.contains("Error: \(target)/night.m3u8: it is a folder"))
  }

  /// Something at the target that is not a regular file is refused at once (a FIFO blocked
  /// the export forever), and the playlists beside it are still written.
  @Test func aFIFOWhereAPlaylistGoesIsRefusedWithoutBlocking() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    #expect(mkfifo(folder.path("pl.m3u8"), 0o600) == 0)
    let one = try Musicat.runShell(
      "timeout 20 \"$MUSICAT\" --db c.db export 'Night & Day' -o pl.m3u8; echo \"exit $?\"",
      in: folder)
    #expect(one.standardOutput == "exit 1\n")
    #expect(
      one.standardError.contains(
        "Error: pl.m3u8: it is not a regular file (a FIFO, socket or device); not opened"))
    try FileManager.default.createDirectory(
      atPath: folder.path("out"), withIntermediateDirectories: true)
    #expect(mkfifo(folder.path("out/Night & Day.m3u8"), 0o600) == 0)
    #expect(
      try Musicat.run(["--db", database, "group", "create", "Other"], in: folder).status == 0)
    let all = try Musicat.runShell(
      "timeout 20 \"$MUSICAT\" --db c.db export --all --dir out; echo \"exit $?\"", in: folder)
    #expect(all.standardOutput.hasSuffix("exit 2\n"), "\(all.standardOutput)")
    #expect(all.standardOutput.contains("/out/Other.m3u8\n"))
    #expect(FileManager.default.fileExists(atPath: folder.path("out/Other.m3u8")))
  }

  /// Where a playlist or its folder cannot go, the reason is plain (never Foundation's
  /// "NSCocoaErrorDomain error 512"), and nothing is written through a symbolic link.
  @Test(arguments: [
    (["-o", ""], 64, "Error: The value '' is invalid for '--output <file>': it is empty."),
    (["--relative-to", "afile"], 1, "Error: afile: it is not a folder"),
    (["--all", "--dir", "afile/sub"], 1, "Error: afile/sub: afile is not a folder"),
    (["--all", "--dir", "link"], 1, "Error: link: it is a symbolic link, which is never followed"),
    (["-o", "link/x.m3u8"], 0, ""),
    (["-o", "dangling.m3u8"], 1, "Error: dangling.m3u8: it is a symbolic link"),
  ])
  func targetsThatCannotBeWrittenSayWhy(arguments: [String], status: Int32, message: String)
    throws
  {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path("afile")))
    try FileManager.default.createDirectory(
      atPath: folder.path("real"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("link"), withDestinationPath: folder.path("real"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("dangling.m3u8"), withDestinationPath: folder.path("nowhere.m3u8"))
    let group = arguments.contains("--all") ? [] : ["Night & Day"]
    let result = try Musicat.run(["--db", database, "export"] + group + arguments, in: folder)
    #expect(result.status == status, "\(result.standardError)")
    #expect(message.isEmpty || result.standardError.contains(message), "\(result.standardError)")
    #expect(!result.standardError.contains("NSCocoaErrorDomain"))
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path("real"))
    // A link to a folder in the middle of a path is the user's to name; at the end, never.
    #expect(written == (arguments == ["-o", "link/x.m3u8"] ? ["x.m3u8"] : []))
    #expect(!FileManager.default.fileExists(atPath: folder.path("nowhere.m3u8")))
  }

  /// Marks that reorder text (U+202E RIGHT-TO-LEFT OVERRIDE) never reach a file name.
  @Test func directionMarksNeverReachAFileName() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    #expect(
      try Musicat.run(["--db", database, "group", "create", "song\u{202E}3pm.exe"], in: folder)
        .status == 0)
    let result = try Musicat.run(
      ["--db", database, "export", "--all", "--dir", folder.path("out")], in: folder)
    #expect(result.status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("out"))
    #expect(names.contains("song_3pm.exe.m3u8"), "\(names)")
    #expect(!names.contains { $0.unicodeScalars.contains { $0.value == 0x202E } })
  }

  /// `--all` on a catalog without groups says so, and makes no folder.
  @Test func exportingAllOfNoGroupsSaysSo() throws {
    let folder = try TemporaryFolder()
    let database = folder.path("empty.db")
    #expect(try Musicat.run(["--db", database, "migrate"], in: folder).status == 0)
    let result = try Musicat.run(
      ["--db", database, "export", "--all", "--dir", folder.path("out")], in: folder)
    #expect(result.status == 0)
    #expect(result.standardError == "No groups to export.\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
  }
}
