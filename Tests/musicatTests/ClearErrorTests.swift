import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Slips and odd requests get a plain message and the documented exit code, never one of
/// SQLite's own ("CHECK constraint failed", "Expression tree is too large"), and counts
/// that say what was done.
@Suite struct ClearErrorTests {
  private func seeded(_ folder: TemporaryFolder) throws -> String {
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "seed"], in: folder).status == 0)
    return database
  }

  @Test(arguments: [
    (
      ["import", "lib", "--group", ""], 64,
      "The value '' is invalid for '--group <name>': it is empty."
    ),
    (["import", "lib", "--group", "   "], 1, "'   ' is not a valid group name: it is empty"),
    (["lyrics", "1", "--at", "1:99"], 64, "'1:99'"),
    (["tracks", "duration:1:60"], 64, "Bad query term 'duration:1:60'"),
    (["tracks", "year:2019..2010"], 64, "'year:2019..2010': the range ends before it starts"),
    (["serve", "--threads", "0"], 64, "'--threads <n>': expected a whole number from 1 to 64."),
    (["serve", "--threads", "65"], 64, "expected a whole number from 1 to 64."),
    (["serve", "--max-connections", "0"], 64, "expected a whole number from 1 to 65536."),
    (["serve", "--timeout", "0"], 64, "'--timeout <n>': expected a whole number from 1 to 86400."),
    (["serve", "--timeout", "86401"], 64, "from 1 to 86400."),
    (["serve", "--listen", "999.1.1.1:4533"], 64, "the host an IP address or localhost"),
    (["serve", "--listen", "example.org:4533"], 64, "the host an IP address or localhost"),
    (["serve", "--timeout", "٣"], 64, "from 1 to 86400."),
    (["mark", "bitrate:1000..320", "--downloaded"], 64, "ends before it starts"),
    (["tracks", "--sort", "position"], 64, "'--sort position' sorts by a group's order"),
    (["tracks", "--sort", "-position", "group:=国内神曲", "--limit", "1"], 0, ""),
    (["export", "国内神曲", "-o", ""], 64, "it is empty"),
  ])
  func slipsGetPlainMessages(arguments: [String], status: Int32, message: String) throws {
    let folder = try TemporaryFolder()
    let database = try seeded(folder)
    try HostileFileTests.write("[00:01.00]la\n", to: folder.path("lib/a.lrc"))
    let result = try Musicat.run(["--db", database] + arguments, in: folder)
    #expect(result.status == status, "\(arguments): \(result.standardError)")
    #expect(message.isEmpty || result.standardError.contains(message), "\(result.standardError)")
    #expect(!result.standardError.contains("constraint"))
    #expect(!result.standardError.contains("SQLite"))
  }

  /// An empty argument (a shell variable never set) names nothing: every command refuses it
  /// as a usage error naming the argument, before it reads or writes anything, where it
  /// once read `''` as a path, a query that matches every track, or a missing argument.
  @Test(arguments: [
    (["import", ""], "<paths> ..."), (["import", "lib", ""], "<paths> ..."),
    (["lrc", "check", ""], "<paths> ..."), (["lrc", "show", ""], "<file>"),
    (["search", ""], "<text> ..."), (["search", "love", ""], "<text> ..."),
    (["lyrics", ""], "<track>"), (["track", ""], "<track>"), (["tracks", ""], "<query> ..."),
    (["mark", "", "--hd"], "<tracks> ..."), (["export", ""], "<group>"),
    (["group", "add", "国内神曲", ""], "<tracks> ..."), (["group", "create", ""], "<name>"),
    (["group", "rename", "国内神曲", ""], "<new-name>"),
    (["user", "add", "", "--password", "p"], "<name>"),
  ])
  func anEmptyArgumentIsAUsageError(arguments: [String], argument: String) throws {
    let folder = try TemporaryFolder()
    let database = try seeded(folder)
    try HostileFileTests.write("[00:01.00]la\n", to: folder.path("lib/a.lrc"))
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    let result = try Musicat.run(["--db", database] + arguments, in: folder)
    #expect(result.status == 64, "\(arguments): \(result.standardError)")
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(lines.first == "Error: The value '' is invalid for '\(argument)': it is empty.")
    #expect(lines.dropFirst().first?.hasPrefix("Usage: musicat ") == true, "\(lines)")
    #expect(result.standardOutput.isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
  }

  /// A track named by blanks alone, or a search whose words are all field terms, names
  /// nothing either: a usage error that says what was expected (`lyrics ' '` once listed
  /// every track as matching).
  @Test(arguments: [
    (["lyrics", " "], "The value ' ' is invalid for '<track>': expected a track id"),
    (["track", "\t"], "The value '\\t' is invalid for '<track>': expected a track id"),
    (["lyrics", "  ", "--at", "1:40"], "The value '  ' is invalid for '<track>'"),
    (["search", " "], "Nothing to search for: give words of a lyric line"),
    (["search", "artist:aoi", "hd:yes"], "Nothing to search for: give words of a lyric line"),
  ])
  func aBlankTrackOrSearchIsAUsageError(arguments: [String], message: String) throws {
    let folder = try TemporaryFolder()
    let database = try seeded(folder)
    let result = try Musicat.run(["--db", database] + arguments, in: folder)
    #expect(result.status == 64, "\(arguments): \(result.standardError)")
    #expect(result.standardError.hasPrefix("Error: " + message), "\(result.standardError)")
    #expect(result.standardError.contains("\nUsage: musicat \(arguments[0]) "))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func aQueryOfTooManyTermsIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let database = try seeded(folder)
    for command in [["tracks"], ["search", "love"]] {
      let terms = (0..<1_000).map { "title:x\($0)" }
      let result = try Musicat.run(["--db", database] + command + terms, in: folder)
      #expect(result.status == 64)
      #expect(result.standardError.contains("a query takes at most 200"), "\(result.standardError)")
      #expect(!result.standardError.contains("Expression tree"))
    }
  }

  @Test func countsSayWhatWasDone() throws {
    let folder = try TemporaryFolder()
    let database = try seeded(folder)
    let marked = try Musicat.run(["--db", database, "mark", "1", "1", "1", "--hd"], in: folder)
    #expect(marked.standardOutput == "Marked 1 track.\n")
    #expect(try Musicat.run(["--db", database, "group", "create", "E"], in: folder).status == 0)
    #expect(try Musicat.run(["--db", database, "group", "add", "E", "1"], in: folder).status == 0)
    let far = try Musicat.run(
      ["--db", database, "group", "add", "E", "2", "--at", "3"], in: folder)
    #expect(far.status == 1)
    #expect(
      far.standardError == "Error: position 3 is outside 1...2 in group 'E', which holds 1 track\n")
  }

  /// A folder named by spaces alone makes a group (its name quoted), not a failed import.
  @Test func aFolderNamedBySpacesAloneIsImported() throws {
    let folder = try TemporaryFolder()
    try HostileFileTests.write("[00:01.00]la\n", to: folder.path("lib/   /a.lrc"))
    let database = folder.path("c.db")
    let result = try Musicat.run(["--db", database, "import", folder.path("lib")], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try Musicat.run(["--db", database, "groups"], in: folder).standardOutput.contains("'   '"))
  }

  /// A catalog in a folder the user may not write, and itself read-only, reads as sqlite3
  /// reads it; writing to it says why it cannot.
  @Test func aReadOnlyCatalogInAFolderYouCannotWriteIsRead() throws {
    let folder = try TemporaryFolder()
    let shelf = folder.path("shelf")
    try FileManager.default.createDirectory(atPath: shelf, withIntermediateDirectories: true)
    let database = shelf + "/c.db"
    #expect(try Musicat.run(["--db", database, "seed"], in: folder).status == 0)
    #expect(chmod(database, 0o444) == 0 && chmod(shelf, 0o555) == 0)
    defer { _ = chmod(shelf, 0o755) }
    // As root, the read runs as nobody, whom the modes stop.
    let asRoot = getuid() == 0
    if asRoot { #expect(chmod(folder.url.path, 0o755) == 0) }
    let user = asRoot ? "runuser -u nobody -- " : ""
    for command in [
      "tracks --limit 2", "groups", "stats", "search love --format json", "export 国外单曲",
    ] {
      let result = try Musicat.runShell(
        "\(user)\"$MUSICAT\" --db \(database) \(command)", in: folder)
      #expect(result.status == 0, "\(command): \(result.standardError)")
      #expect(!result.standardOutput.isEmpty, "\(command)")
    }
    let write = try Musicat.runShell(
      "\(user)\"$MUSICAT\" --db \(database) group create New", in: folder)
    #expect(write.status == 1)
    #expect(write.standardError.hasPrefix("Error: "))
  }

  /// Reading a catalog that does not exist says so, instead of making an empty one and
  /// answering from it (a forgotten --db).
  @Test func readingACatalogThatDoesNotExistSaysSo() throws {
    let folder = try TemporaryFolder()
    let result = try Musicat.run(["--db", folder.path("none.db"), "tracks"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardError.contains("there is no catalog at \(folder.path("none.db"))"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("none.db")))
  }

  /// A catalog path SQLite cannot open says why in the file system's words, for a read and
  /// for a write: a folder where the file should be, a missing folder, a file as a folder.
  @Test func aCatalogPathThatCannotBeOpenedSaysWhy() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("shelf"), withIntermediateDirectories: false)
    try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder.path("note.txt")))
    let cases = [
      (folder.path("shelf"), "it is a folder, not a file"),
      (folder.path("none/x.db"), "the folder \(folder.path("none")) does not exist"),
      (folder.path("note.txt/x.db"), "\(folder.path("note.txt")) is not a folder"),
    ]
    for (path, reason) in cases {
      for command in [["groups"], ["group", "create", "New"]] {
        let result = try Musicat.run(["--db", path] + command, in: folder)
        let message = result.standardError
        // Reading a missing file asks for a catalog instead (the test above).
        if command == ["groups"], !reason.hasPrefix("it is") {
          #expect(message.contains("there is no catalog at \(path)"), "\(message)")
        } else {
          #expect(message == "Error: cannot open the catalog \(path): \(reason)\n", "\(path)")
        }
        #expect(result.status == 1)
      }
    }
    #expect(try String(contentsOfFile: folder.path("note.txt"), encoding: .utf8) == "not a folder")
  }
}
