import Foundation
import TestSupport
import Testing

/// Files made to hurt: each is a class of input that once crashed a command or stopped every
/// later import of a catalog. The built binary, on files the test makes, must name the bad
/// file, go on with the rest, and keep what was stored.
@Suite struct HostileFileTests {
  /// The bytes of an audio fixture of `Tests/AudioProbeTests/Fixtures`.
  static func fixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: ImportCommandTests.audio.appendingPathComponent(name)))
  }

  /// Writes `bytes` to `path`, making its folders.
  static func write(_ bytes: [UInt8], to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  static func write(_ text: String, to path: String) throws {
    try write(Array(text.utf8), to: path)
  }

  static func json(_ result: CommandResult) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(result.standardOutputBytes))
  }

  /// An offset of Int.min (abs() of it traps) and its neighbours, in every command that reads
  /// lyrics: each reads the file, the offset ignored with a warning.
  @Test func offsetsAtTheEndsOfIntAreIgnoredByEveryCommand() throws {
    let folder = try TemporaryFolder()
    let library = folder.path("lib")
    for (index, offset) in ["-9223372036854775808", "9223372036854775807", "+-9"].enumerated() {
      try Self.write("[offset:\(offset)]\n[00:01.00]line \(index)\n", to: "\(library)/\(index).lrc")
    }
    let show = try Musicat.run(["lrc", "show", "\(library)/0.lrc", "--format", "json"], in: folder)
    #expect(show.status == 0, "\(show.standardError)")
    let document = try #require(try Self.json(show) as? [String: Any])
    #expect(document["offset_ms"] as? Int == 0)
    let check = try Musicat.run(["lrc", "check", library], in: folder)
    #expect(check.status == 0, "\(check.standardError)")
    #expect(check.standardOutput.contains("3 files, 3 lines, 3 warnings"))
    let database = folder.path("c.db")
    let imported = try Musicat.run(["--db", database, "import", library, "--quiet"], in: folder)
    #expect(imported.status == 0, "\(imported.standardError)")
    let line = try Musicat.run(["--db", database, "lyrics", "1", "--at", "1"], in: folder)
    #expect(line.standardOutput == "line 0\n")
  }

  /// Audio whose headers claim facts the catalog cannot hold (a bitrate that rounds to 0, a
  /// bit depth of 0, a duration of 136 years) is a file skipped with its reason, not a
  /// failed import: the good file beside them is imported.
  @Test func audioWithImpossibleFactsIsSkippedAndTheRestImported() throws {
    let folder = try TemporaryFolder()
    let library = folder.path("lib")
    var flac = try Self.fixture("flac-16-44.flac")
    let samples = 3 * 3600 * 44_100  // STREAMINFO's 36-bit total samples: 3 hours
    flac[21] = flac[21] & 0xF0 | UInt8(samples >> 32 & 0x0F)
    flac[22...25] = [
      UInt8(samples >> 24 & 0xFF), UInt8(samples >> 16 & 0xFF), UInt8(samples >> 8 & 0xFF),
      UInt8(samples & 0xFF),
    ]
    try Self.write(flac, to: "\(library)/three hours.flac")
    var alac = try Self.fixture("alac-16-44.m4a")
    let type = Array("alac".utf8)
    let cookie = try #require(
      (0..<alac.count - 4).filter { Array(alac[$0..<$0 + 4]) == type }.dropFirst().first)
    alac[cookie + 13] = 0  // the cookie's bit depth
    try Self.write(alac, to: "\(library)/depth zero.m4a")
    var aac = try Self.fixture("aac-256.m4a")
    let mvhd = try #require(
      (0..<aac.count - 4).first { Array(aac[$0..<$0 + 4]) == Array("mvhd".utf8) })
    // Version 0: version and flags (4), two times (8), timescale (4), duration (4).
    aac[mvhd + 16..<mvhd + 24] = [0, 0, 0, 1, 0xFF, 0xFF, 0xFF, 0xFF]
    try Self.write(aac, to: "\(library)/ages.m4a")
    try Self.write(try Self.fixture("mp3-128-cbr.mp3"), to: "\(library)/good.mp3")
    let database = folder.path("c.db")
    let result = try Musicat.run(
      ["--db", database, "import", library, "--format", "json"], in: folder)
    #expect(result.status == 2, "\(result.standardError)")
    let summary = try #require(try Self.json(result) as? [String: Any])
    let skipped = try #require(summary["skipped"] as? [[String: String]])
    #expect(
      Set(skipped.compactMap { $0["path"] })
        == ["three hours.flac", "depth zero.m4a", "ages.m4a"].map { "\(library)/\($0)" }.asSet)
    #expect(skipped.allSatisfy { !($0["reason"] ?? "").contains("constraint") })
    let tracks = try Musicat.run(["--db", database, "tracks", "--downloaded"], in: folder)
    #expect(tracks.standardOutput.contains("MP3 128"))
    #expect(try Musicat.run(["--db", database, "stats"], in: folder).status == 0)
  }

  /// A catalog an older musicat wrote may hold durations a lying header made up; their sum
  /// overflows Int. `stats` saturates instead of trapping.
  @Test func statsOfDurationsWhoseSumOverflowsSaturates() throws {
    let folder = try TemporaryFolder()
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "seed"], in: folder).status == 0)
    let damage = "UPDATE tracks SET duration_ms = 8000000000000000000 WHERE id IN (1, 2);"
    #expect(try Musicat.runTool("sqlite3", [database, damage]).status == 0)
    let text = try Musicat.run(["--db", database, "stats"], in: folder)
    #expect(text.status == 0, "\(text.standardError)")
    let json = try Musicat.run(["--db", database, "stats", "--format", "json"], in: folder)
    let stats = try #require(try Self.json(json) as? [String: Any])
    #expect(stats["total_duration_ms"] as? Int == Int.max)
  }

  /// Output that cannot be written (a full disk, a closed stdout or stderr) is an error that
  /// says so and exits 1, never a trap.
  @Test(arguments: [
    ("\"$MUSICAT\" --db c.db tracks > /dev/full", "standard output: No space left on device"),
    ("\"$MUSICAT\" --db c.db tracks --format csv >&-", "standard output: Bad file descriptor"),
    ("\"$MUSICAT\" --db c.db groups --format json > /dev/full", "standard output: No space"),
    ("\"$MUSICAT\" --db c.db search 月 2>/dev/full", nil),
    ("\"$MUSICAT\" --db c.db groups 2>&- >/dev/full", nil),
  ])
  func outputThatCannotBeWrittenIsAnError(script: String, message: String?) throws {
    let folder = try TemporaryFolder()
    #expect(try Musicat.run(["--db", folder.path("c.db"), "seed"], in: folder).status == 0)
    let result = try Musicat.runShell(script, in: folder)
    #expect(result.status == 1, "\(result.standardError)")
    #expect(!result.standardError.contains("Fatal error"))
    if let message {
      #expect(result.standardError.hasPrefix("Error: cannot write to \(message)"))
    }
  }
}

extension HostileFileTests {
  /// A library of `folders` folders of 100 lyrics files each.
  static func makeLyricsLibrary(at root: String, folders: Int) throws {
    for folder in 1...folders {
      for track in 1...100 {
        try write(
          "[ti:Song \(folder)-\(track)]\n[00:01.00]line \(track)\n",
          to: "\(root)/f\(folder)/\(track).lrc")
      }
    }
  }

  /// While one import holds a catalog, a second is refused at once with a message saying so
  /// (never a half-done import that fails on a unique path).
  @Test func aSecondImportIntoACatalogIsRefusedWhileOneRuns() throws {
    let folder = try TemporaryFolder()
    try Self.makeLyricsLibrary(at: folder.path("lib"), folders: 1)
    let result = try Musicat.runShell(
      """
      flock c.db-import.lock -c '"$MUSICAT" --db c.db import lib --quiet; echo "exit $?"'
      """, in: folder)
    #expect(result.standardOutput == "exit 1\n")
    #expect(
      result.standardError
        == "Error: another import into c.db is running; run this one again when it has finished\n")
    let after = try Musicat.run(["--db", "c.db", "import", "lib", "--quiet"], in: folder)
    #expect(after.status == 0, "\(after.standardError)")
  }

  /// Two imports started together: each finishes or is refused, and the catalog ends as one
  /// import makes it.
  @Test func twoImportsStartedTogetherNeverHalfFail() throws {
    let folder = try TemporaryFolder()
    try Self.makeLyricsLibrary(at: folder.path("lib"), folders: 20)
    for round in 1...4 {
      let database = "c\(round).db"
      let result = try Musicat.runShell(
        """
        "$MUSICAT" --db \(database) import lib --quiet > a.out 2>&1 & first=$!
        "$MUSICAT" --db \(database) import lib --quiet > b.out 2>&1; second=$?
        wait $first; echo "$? $second"; cat a.out b.out
        """, in: folder)
      let lines = result.standardOutput.split(separator: "\n")
      let codes = lines.first?.split(separator: " ").map(String.init) ?? []
      #expect(codes.contains("0"), "round \(round): \(result.standardOutput)")
      #expect(codes.allSatisfy { $0 == "0" || $0 == "1" }, "\(result.standardOutput)")
      for message in lines.dropFirst() {
        #expect(message.contains("another import into"), "round \(round): \(message)")
      }
      let count = try Musicat.runTool(
        "sqlite3", [folder.path(database), "SELECT count(*) FROM tracks"])
      #expect(count.standardOutput == "2000\n")
    }
  }
}

extension HostileFileTests {
  /// A link to a file is followed when it leads to a file inside the import root, and
  /// refused, with its reason, when it leads out of it (`x.lrc -> /etc/passwd` was imported
  /// as lyrics).
  @Test func linksToFilesOutsideTheRootAreRefused() throws {
    let folder = try TemporaryFolder()
    try Self.write("[00:01.00]outside secret\n", to: folder.path("outside/secret.lrc"))
    try Self.write("[00:01.00]inside song\n", to: folder.path("lib/real/song.lrc"))
    let links = [
      ("lib/out.lrc", folder.path("outside/secret.lrc")), ("lib/passwd.lrc", "/etc/passwd"),
      ("lib/in.lrc", folder.path("lib/real/song.lrc")), ("lib/relative.lrc", "real/song.lrc"),
      ("lib/up.lrc", "../outside/secret.lrc"),
    ]
    for (link, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: folder.path(link), withDestinationPath: target)
    }
    let database = folder.path("c.db")
    let result = try Musicat.run(
      ["--db", database, "import", folder.path("lib"), "--format", "json"], in: folder)
    #expect(result.status == 2)
    let summary = try #require(try Self.json(result) as? [String: Any])
    let skipped = try #require(summary["skipped"] as? [[String: String]])
    #expect(
      Set(skipped.compactMap { $0["path"] })
        == ["out.lrc", "passwd.lrc", "up.lrc"].map { folder.path("lib/" + $0) }.asSet)
    #expect(
      skipped.allSatisfy {
        $0["reason"]?.contains("a symbolic link to a file outside the import root") == true
      })
    let outside = try Musicat.run(["--db", database, "search", "outside secret"], in: folder)
    #expect(outside.standardOutput.isEmpty)
    let inside = try Musicat.run(
      ["--db", database, "search", "inside song", "--format", "json"], in: folder)
    #expect(inside.standardOutput.hasPrefix(#"{"total": 3,"#))
  }

  /// Links that lead to no file are named with why, in an import and in `lrc check`: a link
  /// to nothing with its target (the link itself is listed, so "No such file" would
  /// puzzle), a loop of links as a loop.
  @Test func brokenLinksAreNamedWithTheirTargets() throws {
    let folder = try TemporaryFolder()
    try Self.write("[00:01.00]a song\n", to: folder.path("lib/song.lrc"))
    for (link, target) in [
      ("lib/gone.lrc", "/nonexistent/gone.lrc"), ("lib/loop.lrc", "loop.lrc"),
      ("lib/through.lrc", "song.lrc/x.lrc"),
    ] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.path(link), withDestinationPath: target)
    }
    let imported = try Musicat.run(
      ["--db", folder.path("c.db"), "import", folder.path("lib")], in: folder)
    #expect(imported.status == 2)
    #expect(
      imported.standardOutput.hasSuffix(
        """
        Skipped 3 files:
          \(folder.path("lib/gone.lrc")): a symbolic link to /nonexistent/gone.lrc, which does not exist
          \(folder.path("lib/loop.lrc")): a loop of symbolic links
          \(folder.path("lib/through.lrc")): a symbolic link to song.lrc/x.lrc, which does not exist

        """), "\(imported.standardOutput)")
    let checked = try Musicat.run(["lrc", "check", folder.path("lib")], in: folder)
    #expect(checked.status == 2)
    #expect(
      checked.standardOutput.contains(
        "\(folder.path("lib/loop.lrc")): error: a loop of symbolic links"),
      "\(checked.standardOutput)")
  }

  /// A folder swapped back and forth for a link to a folder outside the root while imports
  /// run: nothing outside the root is ever read.
  @Test func aFolderSwappedForALinkDuringAnImportIsNeverFollowed() throws {
    let folder = try TemporaryFolder()
    try Self.makeLyricsLibrary(at: folder.path("lib"), folders: 20)
    for track in 1...100 {
      try Self.write("[00:01.00]outside secret\n", to: folder.path("outside/\(track).lrc"))
    }
    for round in 1...6 {
      // The swap is atomic (renameat2 RENAME_EXCHANGE): lib/f10 is a folder or a link to
      // outside/ about half the time each, for at most 20 s.
      let result = try Musicat.runShell(
        """
        ln -sfn "$PWD/outside" lib/.f10-link
        python3 -c '
        import ctypes, os, time
        libc = ctypes.CDLL(None, use_errno=True)
        end = time.time() + 20
        open("started", "w").close()
        while not os.path.exists("stop") and time.time() < end:
            libc.renameat2(-100, b"lib/f10", -100, b"lib/.f10-link", 2)
        ' & swapper=$!
        while [ ! -e started ]; do sleep 0.01; done; rm started
        "$MUSICAT" --db c\(round).db import lib --quiet > /dev/null; status=$?
        touch stop; wait $swapper; rm -f stop
        [ -L lib/f10 ] && python3 -c 'import ctypes; ctypes.CDLL(None).renameat2(-100, b"lib/f10", -100, b"lib/.f10-link", 2)'
        echo "$status"
        """, in: folder)
      #expect(["0\n", "2\n"].contains(result.standardOutput), "\(result.standardError)")
      let outside = try Musicat.runTool(
        "sqlite3",
        [
          folder.path("c\(round).db"),
          "SELECT count(*) FROM lyric_lines WHERE text = 'outside secret'",
        ])
      #expect(outside.standardOutput == "0\n", "round \(round)")
    }
  }
}

extension HostileFileTests {
  /// Lyrics files whose lines multiply (a MiB of `[0:1]` made 3.4 million lines and took an
  /// import to 393 MB): refused with a reason, in bounded memory; the rest is imported.
  @Test func lyricsThatMakeTooManyLinesAreRefusedInBoundedMemory() throws {
    let folder = try TemporaryFolder()
    let stamps = String(repeating: "[0:1]", count: 200_000) + "x\n"
    try Self.write(stamps, to: folder.path("lib/stamps.lrc"))
    try Self.write(String(repeating: "[ti:x]\n", count: 60_000), to: folder.path("lib/tags.lrc"))
    try Self.write(
      String(repeating: "[00:01.00]line\n", count: 60_000), to: folder.path("lib/lines.lrc"))
    try Self.write(
      String(repeating: "x", count: 2 << 20), to: folder.path("lib/large.lrc"))
    try Self.write("[00:01.00]fine\n", to: folder.path("lib/fine.lrc"))
    // Peak memory of the import alone: Python's view of its one child.
    let measured = try Musicat.runShell(
      """
      python3 -c 'import resource, subprocess, sys
      status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode
      print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' \
        "$MUSICAT" --db c.db import lib --quiet
      """, in: folder)
    let fields = measured.standardOutput.split(separator: " ").map {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }
    #expect(fields.first == 2, "\(measured.standardOutput) \(measured.standardError)")
    #expect((fields.last ?? .max) < 100_000, "peak RSS \(fields.last ?? 0) KiB")
    let summary = try Musicat.run(
      ["--db", "c.db", "import", "lib", "--format", "json"], in: folder)
    let skipped = try #require(
      (try Self.json(summary) as? [String: Any])?["known_bad"] as? [[String: String]])
    let reasons = Dictionary(
      uniqueKeysWithValues: skipped.map { file in
        (((file["path"] ?? "") as NSString).lastPathComponent, file["reason"] ?? "")
      })
    #expect(reasons["stamps.lrc"]?.contains("more than 10000 lyric lines and tags") == true)
    #expect(reasons["tags.lrc"]?.contains("more than 10000 lyric lines and tags") == true)
    #expect(reasons["lines.lrc"]?.hasPrefix("line 10001: ") == true, "\(reasons)")
    #expect(reasons["large.lrc"]?.contains("larger than the 1 MiB") == true)
    #expect(reasons.count == 4)
    let show = try Musicat.run(["lrc", "show", "lib/stamps.lrc", "--format", "json"], in: folder)
    #expect(show.status == 1)
    #expect(show.standardError.contains("more than 10000 lyric lines and tags"))
  }
}

extension Array where Element: Hashable {
  var asSet: Set<Element> { Set(self) }
}
