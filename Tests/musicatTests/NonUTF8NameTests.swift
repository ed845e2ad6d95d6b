import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File and folder names that are not UTF-8 (GBK names from an old Windows disk, Latin-1
/// folders) are kept byte for byte: distinct names stay distinct tracks and groups, and every
/// path musicat prints or exports opens.
@Suite struct NonUTF8NameTests {
  /// Makes the folder whose path is `bytes` (under `folder`), and its parents.
  static func makeFolder(_ bytes: [UInt8], in folder: TemporaryFolder) {
    var path = Array(folder.url.path.utf8)
    for component in bytes.split(separator: UInt8(ascii: "/")) {
      path += [UInt8(ascii: "/")] + component
      _ = mkdir(cString(path), 0o755)
    }
  }

  /// Writes `contents` to the file whose path is `bytes` (under `folder`).
  static func write(_ contents: [UInt8], to bytes: [UInt8], in folder: TemporaryFolder) throws {
    let path = Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + bytes
    let descriptor = open(cString(path), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: Data(contents))
  }

  static func cString(_ bytes: [UInt8]) -> [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }

  static func exists(_ bytes: [UInt8]) -> Bool {
    var status = stat()
    return stat(cString(bytes), &status) == 0
  }

  /// `lib/caf\xE9/` holds 爱.mp3 and 心.mp3 written in GBK (B0 AE, D0 C4: both once became
  /// the same U+FFFD path) and lyrics for the first; `lib/caf\xE8/` one lyrics file (the two
  /// Latin-1 folders once merged into one group).
  static func makeLibrary(in folder: TemporaryFolder) throws -> (love: [UInt8], heart: [UInt8]) {
    let e9: [UInt8] = Array("lib/caf".utf8) + [0xE9]
    let e8: [UInt8] = Array("lib/caf".utf8) + [0xE8]
    makeFolder(e9, in: folder)
    makeFolder(e8, in: folder)
    let mp3 = try HostileFileTests.fixture("mp3-128-cbr.mp3")
    let love = e9 + Array("/".utf8) + [0xB0, 0xAE]
    let heart = e9 + Array("/".utf8) + [0xD0, 0xC4]
    try write(mp3, to: love + Array(".mp3".utf8), in: folder)
    try write(mp3, to: heart + Array(".mp3".utf8), in: folder)
    try write(Array("[00:01.00]sung by love\n".utf8), to: love + Array(".lrc".utf8), in: folder)
    try write(Array("[00:01.00]a latin folder\n".utf8), to: e8 + Array("/x.lrc".utf8), in: folder)
    let root = Array(folder.url.path.utf8) + [UInt8(ascii: "/")]
    return (root + love + Array(".mp3".utf8), root + heart + Array(".mp3".utf8))
  }

  @Test func namesThatAreNotUTF8AreKeptByteForByte() throws {
    let folder = try TemporaryFolder()
    let (love, heart) = try Self.makeLibrary(in: folder)
    let database = folder.path("c.db")
    func run(_ arguments: [String]) throws -> CommandResult {
      try Musicat.run(["--db", database] + arguments, in: folder)
    }
    let imported = try run(["import", folder.path("lib"), "--format", "json"])
    #expect(imported.status == 0, "\(imported.standardError)")
    #expect(imported.standardOutput.contains(#""added": 3"#))
    // Unchanged when imported again: every stored path names its file.
    let again = try run(["import", folder.path("lib"), "--format", "json"])
    #expect(again.status == 0, "\(again.standardError)")
    #expect(again.standardOutput.contains(#""unchanged": 3, "missing": 0"#))
    // Two groups, named readably.
    let groups = try run(["groups"]).standardOutput
    #expect(groups.contains(#"caf\xE9"#) && groups.contains(#"caf\xE8"#), "\(groups)")
    // The paths printed are the files' own bytes: each opens.
    let paths = try run(["tracks", "--format", "paths"]).standardOutputBytes
    let lines = paths.split(separator: UInt8(ascii: "\n")).map(Array.init)
    #expect(
      lines.sorted { $0.lexicographicallyPrecedes($1) }
        == [love, heart].sorted { $0.lexicographicallyPrecedes($1) })
    #expect(lines.allSatisfy(Self.exists))
    // The table shows them readably, each byte that is not UTF-8 as \xNN.
    #expect(try run(["tracks"]).status == 0)
    let check = try run(["check"])
    #expect(check.status == 0)
    #expect(check.standardOutput.contains("2 of 2 downloaded tracks' files found"))
    // JSON writes each such byte as a lone surrogate (PEP 383): Python gets the bytes back.
    let json = try run(["tracks", "--format", "json"])
    #expect(json.standardOutput.contains(#"\udcb0\udcae.mp3"#))
    try Data(json.standardOutputBytes).write(to: URL(fileURLWithPath: folder.path("t.json")))
    let python = try Musicat.runTool(
      "python3",
      [
        "-c",
        "import json, os, sys; print(sum(os.path.exists(os.fsencode(t['audio_path'])) for t in json.load(open(sys.argv[1])) if t['audio_path']))",
        folder.path("t.json"),
      ])
    #expect(python.standardOutput == "2\n", "\(python.standardError)")
    // search and lyrics find the lyrics of a GBK-named file.
    #expect(try run(["search", "sung by love"]).standardOutput.contains("sung by love"))
  }

  @Test func exportedPlaylistsOpenInMpv() throws {
    let folder = try TemporaryFolder()
    let (love, heart) = try Self.makeLibrary(in: folder)
    let database = folder.path("c.db")
    #expect(
      try Musicat.run(["--db", database, "import", folder.path("lib"), "--quiet"], in: folder)
        .status == 0)
    let group = try #require(
      try Musicat.run(["--db", database, "groups", "--format", "json"], in: folder)
        .standardOutput.split(separator: "\n").first { $0.contains(#"caf\udce9"#) })
    #expect(group.contains(#""name": "caf\\xE9""#), "\(group)")
    for format in ["m3u8", "pls"] {
      let file = folder.path("list.\(format)")
      let result = try Musicat.run(
        ["--db", database, "export", #"caf\xE9"#, "--absolute", "-o", file], in: folder)
      #expect(result.status == 0, "\(result.standardError)")
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
      for path in [love, heart] {
        #expect(
          bytes.indices.contains { bytes[$0...].starts(with: path) }, "\(format) holds the path")
      }
      let mpv = try Musicat.runTool(
        "mpv",
        [
          "--no-config", "--ao=null", "--vo=null", "--length=0.05", "--msg-level=all=info",
          "--playlist=" + file,
        ])
      let playing = mpv.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Playing: ") }
      #expect(playing.count == 2, "\(format): \(mpv.standardOutput)\(mpv.standardError)")
      #expect(!mpv.standardOutput.contains("Failed") && !mpv.standardError.contains("Failed"))
    }
  }

  /// A folder or file named on the command line in bytes that are not UTF-8 is read as typed
  /// (its name was once replaced with U+FFFD and reported missing); a name, a text or the
  /// catalog's path in such bytes is refused as a usage error, before anything is written.
  @Test func argumentsThatAreNotUTF8AreReadAsPathsOrRefused() throws {
    let folder = try TemporaryFolder()
    _ = try Self.makeLibrary(in: folder)
    // printf writes the bytes: \351 is 0xE9, the Latin-1 é of lib/caf\xE9.
    let root = "\"$(printf 'lib/caf\\351')\""
    let imported = try Musicat.runShell(
      "\"$MUSICAT\" --db c.db import \(root) --format json", in: folder)
    #expect(imported.status == 0, "\(imported.standardError)")
    #expect(imported.standardOutput.contains(#""added": 2"#), "\(imported.standardOutput)")
    let checked = try Musicat.runShell("\"$MUSICAT\" lrc check \(root)", in: folder)
    #expect(checked.status == 0, "\(checked.standardError)")
    #expect(checked.standardOutput.hasPrefix("1 file, 1 line, 0 warnings, 0 errors"))
    let lyrics = "\"$(printf 'lib/caf\\351/\\260\\256.lrc')\""
    let shown = try Musicat.runShell(
      "\"$MUSICAT\" lrc show \(lyrics) --format json", in: folder)
    #expect(shown.status == 0, "\(shown.standardError)")
    #expect(shown.standardOutput.contains(#""path": "lib/caf\udce9/\udcb0\udcae.lrc""#))
    #expect(shown.standardOutput.contains("sung by love"))
    let missing = try Musicat.runShell(
      "\"$MUSICAT\" lrc show \"$(printf 'lib/caf\\351/none.lrc')\"", in: folder)
    #expect(missing.status == 1)
    #expect(missing.standardError.hasPrefix(#"Error: lib/caf\xE9/none.lrc: cannot read the file"#))
    let before = try Data(contentsOf: folder.url.appendingPathComponent("c.db"))
    let refused = [
      ("group create \"$(printf 'caf\\351')\"", #"'caf\xE9' is invalid for '<name>'"#),
      ("search \"$(printf '\\260\\256')\"", #"'\xB0\xAE' is invalid for '<text> ...'"#),
      ("tracks \"$(printf 'artist:\\351')\"", #"'artist:\xE9' is invalid for '<query> ...'"#),
      ("tracks --artist=\"$(printf '\\351')\"", #"'\xE9' is invalid for '--artist <name>'"#),
      ("export --all --dir \"$(printf '\\351')\"", #"'\xE9' is invalid for '--dir <dir>'"#),
    ]
    for (command, message) in refused {
      let result = try Musicat.runShell("\"$MUSICAT\" --db c.db \(command)", in: folder)
      #expect(result.status == 64, "\(command): \(result.standardError)")
      #expect(
        result.standardError.hasPrefix("Error: The value " + message + ": its bytes are not UTF-8.")
      )
    }
    #expect(try Data(contentsOf: folder.url.appendingPathComponent("c.db")) == before)
    for option in ["--db ", "--db="] {
      let result = try Musicat.runShell(
        "\"$MUSICAT\" \(option)\"$(printf 'caf\\351.db')\" groups", in: folder)
      #expect(result.status == 64)
      #expect(
        result.standardError.hasPrefix(#"Error: The value 'caf\xE9.db' is invalid for '--db"#))
      let path = Array(folder.url.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".db".utf8)
      #expect(!Self.exists(path))
    }
  }

  /// The catalog's path from an environment whose bytes are not UTF-8 is an error naming the
  /// variable (its text once named a catalog at another path, made there); a command that
  /// needs no catalog runs.
  @Test func anEnvironmentThatIsNotUTF8NamesNoCatalog() throws {
    let folder = try TemporaryFolder()
    try HostileFileTests.write("[00:01.00]la\n", to: folder.path("lib/a.lrc"))
    let cases = [
      ("MUSICAT_DB=\"$(printf 'e\\351.db')\"", #"MUSICAT_DB is not UTF-8 ('e\xE9.db')"#),
      ("HOME=\"$PWD/$(printf 'h\\351')\"", #"HOME is not UTF-8 ('"#),
      ("XDG_DATA_HOME=\"$PWD/$(printf 'd\\351')\"", #"XDG_DATA_HOME is not UTF-8 ('"#),
    ]
    for (variable, message) in cases {
      for command in ["import lib", "groups", "seed"] {
        let result = try Musicat.runShell("\(variable) \"$MUSICAT\" \(command)", in: folder)
        #expect(result.status == 1, "\(variable) \(command): \(result.standardError)")
        #expect(
          result.standardError.hasPrefix("Error: the environment variable " + message),
          "\(result.standardError)")
      }
      let checked = try Musicat.runShell("\(variable) \"$MUSICAT\" lrc check lib", in: folder)
      #expect(checked.status == 0, "\(checked.standardError)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(names.allSatisfy { !$0.contains("\u{FFFD}") && !$0.hasSuffix(".db") }, "\(names)")
  }
}
