import Foundation
import TestSupport
import Testing

/// Usage errors, help and version, as swift-argument-parser prints them.
@Suite struct CommandLineTests {
  @Test(
    arguments: [
      (["tracks", "--bogus"], "Error: Unknown option '--bogus'.", "tracks"),
      (["tracks", "--limit"], "Error: Missing value for '--limit <n>'.", "tracks"),
      (
        ["tracks", "--limit", "-3"],
        "Error: The value '-3' is invalid for '--limit <n>': expected a whole number 0 or more.",
        "tracks"
      ),
      (
        ["tracks", "--format", "xml"],
        "Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'table', 'json', 'csv' or 'paths'.",
        "tracks"
      ),
      (
        ["tracks", "--sort", "colour"],
        "Error: The value 'colour' is invalid for '--sort <keys>': 'colour' is not a sort key",
        "tracks"
      ),
      (
        ["tracks", "--hd", "--not-hd"], "Error: '--hd' and '--not-hd' cannot be used together.",
        "tracks"
      ),
      (["tracks", "--hd=yes"], "Error: The flag '--hd' does not take a value.", "tracks"),
      (["groups", "extra"], "Error: Unexpected argument 'extra'.", "groups"),
      (["dance"], "Error: Unknown subcommand 'dance'.", nil),
      (["--loud", "tracks"], "Error: Unknown option '--loud'.", nil),
    ] as [([String], String, String?)])
  func usageErrorsExit64WithUsageOnStderr(arguments: [String], message: String, command: String?)
    throws
  {
    let folder = try TemporaryFolder()
    let result = try Musicat.run(["--db", folder.path("c.db")] + arguments, in: folder)
    #expect(result.status == 64)
    #expect(result.standardOutput == "")
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(lines)")
    #expect(lines.first?.hasPrefix(message) == true, "\(lines)")
    #expect(lines.dropFirst().first?.hasPrefix("Usage: musicat \(command ?? "")") == true)
    let help = command.map { "musicat \($0) --help" } ?? "musicat --help"
    #expect(lines.last == "  See '\(help)' for more information.")
    #expect(!FileManager.default.fileExists(atPath: folder.path("c.db")))
  }

  @Test func helpGoesToStdoutAndHelpCommandMatchesTheFlag() throws {
    let folder = try TemporaryFolder()
    let flag = try Musicat.run(["tracks", "--help"], in: folder)
    let command = try Musicat.run(["help", "tracks"], in: folder)
    let short = try Musicat.run(["tracks", "-h"], in: folder)
    #expect(flag.status == 0)
    #expect(flag.standardError == "")
    #expect(flag.standardOutput == command.standardOutput)
    #expect(flag.standardOutput == short.standardOutput)
    for section in [
      "OVERVIEW:", "USAGE: musicat tracks", "ARGUMENTS:", "OPTIONS:", "--downloaded",
      "--sort <keys>",
    ] {
      #expect(flag.standardOutput.contains(section), "\(section)")
    }
    let root = try Musicat.run(["--help"], in: folder)
    #expect(root.status == 0)
    for section in [
      "OVERVIEW:", "USAGE: musicat", "OPTIONS:", "SUBCOMMANDS:", "migrate", "seed", "tracks",
      "groups",
    ] {
      #expect(root.standardOutput.contains(section), "\(section)")
    }
    #expect(try Musicat.run([], in: folder).standardOutput == root.standardOutput)
    #expect(!FileManager.default.fileExists(atPath: folder.path("home/.local/share/musicat")))
  }

  @Test func anEmptyDatabasePathIsAUsageError() throws {
    let folder = try TemporaryFolder()
    for arguments in [["--db", "", "groups"], ["groups", "--db="], ["--db=", "groups"]] {
      let result = try Musicat.run(arguments, in: folder)
      #expect(result.status == 64, "\(arguments)")
      #expect(
        result.standardError.hasPrefix(
          "Error: The value '' is invalid for '--db <path>': it is empty."))
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("home/.local/share/musicat")))
  }

  @Test func versionPrintsTheVersion() throws {
    let folder = try TemporaryFolder()
    let result = try Musicat.run(["--version"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.standardOutput.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
  }

  @Test func aDatabaseInAMissingFolderIsARuntimeError() throws {
    let folder = try TemporaryFolder()
    let result = try Musicat.run(
      ["--db", folder.path("missing/c.db"), "group", "create", "x"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "Error: cannot open the catalog \(folder.path("missing/c.db")): the folder "
        + "\(folder.path("missing")) does not exist\n"
    )
    let read = try Musicat.run(["--db", folder.path("missing/c.db"), "groups"], in: folder)
    #expect(read.status == 1)
    #expect(read.standardError.hasPrefix("Error: there is no catalog at "))
  }
}

/// Options are declared once per command and read by key: the negations as
/// swift-argument-parser spells them (`--no-hd`) and the older spellings, required repeating
/// arguments shown and enforced as required, and the group commands nested under `group`.
extension CommandLineTests {
  @Test func negationsAnswerToBothSpellings() throws {
    let folder = try TemporaryFolder()
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "seed"], in: folder).status == 0)
    func ids(_ arguments: String...) throws -> String {
      try Musicat.run(["--db", database, "tracks", "--format", "csv"] + arguments, in: folder)
        .standardOutput
    }
    #expect(try ids("--no-hd") == (try ids("--not-hd")))
    #expect(try ids("--no-downloaded") == (try ids("--not-downloaded")))
    #expect(try ids("--no-hd") != (try ids("--hd")))
    let both = try Musicat.run(["--db", database, "tracks", "--hd", "--no-hd"], in: folder)
    #expect(both.status == 64)
    #expect(both.standardError.hasPrefix("Error: '--hd' and '--no-hd' cannot be used together."))
    let mark = try Musicat.run(["--db", database, "mark", "1", "--no-hd"], in: folder)
    #expect(mark.standardOutput == "Marked 1 track.\n")
    #expect(try ids("--no-hd").contains("\r\n1,"))
    #expect(try !ids("--hd").contains("\r\n1,"))
  }

  @Test(arguments: [
    (["import"], "<paths> ...", "import"), (["mark", "--hd"], "<tracks> ...", "mark"),
    (["group", "add", "G"], "<tracks> ...", "group add"),
    (["group", "remove", "G"], "<tracks> ...", "group remove"),
    (["search"], "<text> ...", "search"), (["lrc", "check"], "<paths> ...", "lrc check"),
  ])
  func aRepeatingArgumentIsRequiredAndItsUsageSaysSo(
    arguments: [String], argument: String, command: String
  ) throws {
    let folder = try TemporaryFolder()
    let result = try Musicat.run(arguments, in: folder)
    #expect(result.status == 64)
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(lines.first == "Error: Missing expected argument '\(argument)'.")
    #expect(lines.dropFirst().first?.hasPrefix("Usage: musicat \(command) ") == true)
    #expect(lines.dropFirst().first?.contains(" \(argument)") == true, "\(lines)")
    #expect(lines.dropFirst().first?.contains("[\(argument)]") == false, "\(lines)")
    let tracks = try Musicat.run(["tracks", "--help"], in: folder).standardOutput
    #expect(tracks.contains("USAGE: musicat tracks [<query> ...]"))
  }

  /// Every command is found by each of its names, a group's members by the group's word and
  /// theirs: each name typed gives that command's help under the name typed, as `help NAME`
  /// does. A group's unknown member is refused by its full name.
  @Test func everyCommandAnswersToItsNames() throws {
    let folder = try TemporaryFolder()
    let names = [
      "migrate", "seed", "import", "tracks", "track", "search", "lyrics", "groups", "group list",
      "group show", "group create", "group rename", "group delete", "group add", "group remove",
      "group move", "group set-state", "mark", "export", "stats", "check", "lrc show",
      "lrc check", "serve", "user add", "user list", "user passwd", "user apikey", "user remove",
    ]
    for name in names {
      let words = name.split(separator: " ").map(String.init)
      let flag = try Musicat.run(words + ["--help"], in: folder)
      #expect(flag.status == 0, "\(name)")
      #expect(flag.standardOutput.contains("USAGE: musicat \(name)"), "\(name)")
      #expect(try Musicat.run(["help"] + words, in: folder).standardOutput == flag.standardOutput)
    }
    for unknown in [["group", "frob"], ["user", "list-all"], ["lrc", "check2"]] {
      let result = try Musicat.run(unknown, in: folder)
      #expect(result.status == 64)
      #expect(
        result.standardError.hasPrefix(
          "Error: Unknown subcommand '\(unknown.joined(separator: " "))'."), "\(unknown)")
    }
  }

  @Test func theGroupCommandsAreNestedUnderGroup() throws {
    let folder = try TemporaryFolder()
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "seed"], in: folder).status == 0)
    let help = try Musicat.run(["group", "--help"], in: folder).standardOutput
    for member in ["list", "show", "create", "rename", "delete", "add", "remove", "move"] {
      #expect(help.contains("\n  \(member) "), "\(member)")
    }
    let root = try Musicat.run(["--help"], in: folder).standardOutput
    #expect(root.contains("\n  group   "))
    #expect(!root.contains("group show"))
    let list = try Musicat.run(["--db", database, "group", "list", "--format", "json"], in: folder)
    #expect(list.status == 0)
    let groups = try Musicat.run(["--db", database, "groups", "--format", "json"], in: folder)
    #expect(list.standardOutput == groups.standardOutput)
    let usage = try Musicat.run(["--db", database, "group", "list", "extra"], in: folder)
    #expect(usage.standardError.contains("Usage: musicat group list [--format <format>]"))
  }

  @Test func searchPrintsItsMatchesAsCSVToo() throws {
    let folder = try TemporaryFolder()
    try "[00:01.00]moon river, wider than a mile\n[00:05.00]crossing you in style\n".write(
      toFile: folder.path("m.lrc"), atomically: true, encoding: .utf8)
    let database = folder.path("c.db")
    #expect(
      try Musicat.run(["--db", database, "import", folder.path("m.lrc")], in: folder).status == 0)
    let csv = try Musicat.run(["--db", database, "search", "river", "--format", "csv"], in: folder)
    #expect(csv.status == 0, "\(csv.standardError)")
    #expect(
      csv.standardOutput
        == "track_id,title,artist,line_number,time_ms,time,text,language,downloaded\r\n"
        + "1,m,,1,1000,00:01.00,\"moon river, wider than a mile\",,false\r\n")
  }

  /// `--offset` pages through the matches: each page is the slice of the whole list, the
  /// count on stderr says which, and a page past the end says how many there are.
  @Test func searchPagesWithOffset() throws {
    let folder = try TemporaryFolder()
    let lines = (1...7).map { String(format: "[00:%02d.00]tide number %d", $0, $0) }
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: folder.path("t.lrc"), atomically: true, encoding: .utf8)
    let database = folder.path("c.db")
    #expect(
      try Musicat.run(["--db", database, "import", folder.path("t.lrc")], in: folder).status == 0)
    func page(_ arguments: String...) throws -> (times: [String], count: String) {
      let result = try Musicat.run(
        ["--db", database, "search", "tide", "--format", "csv"] + arguments, in: folder)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      let table = try Musicat.run(["--db", database, "search", "tide"] + arguments, in: folder)
      let rows = result.standardOutput.split(separator: "\r\n").dropFirst()
      return (rows.map { String($0.split(separator: ",")[5]) }, table.standardError)
    }
    let all = try page().times
    #expect(all.count == 7)
    let second = try page("--limit", "3", "--offset", "3")
    #expect(second.times == Array(all[3..<6]))
    #expect(second.count == "4 to 6 of 7 matching lines.\n")
    #expect(try page("--limit", "3", "--offset", "6") == ([all[6]], "7 of 7 matching lines.\n"))
    #expect(try page("--offset", "7") == ([], "No match past the first 7: 7 matching lines.\n"))
    let bad = try Musicat.run(["--db", database, "search", "tide", "--offset", "-1"], in: folder)
    #expect(bad.status == 64)
  }

  /// `tracks --offset` skips that many of the order: with --limit, pages that together are
  /// the whole list.
  @Test func tracksPageWithOffset() throws {
    let folder = try TemporaryFolder()
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "seed"], in: folder).status == 0)
    func ids(_ arguments: String...) throws -> [Int] {
      let result = try Musicat.run(
        ["--db", database, "tracks", "--sort", "title", "--format", "json"] + arguments,
        in: folder)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      let rows = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
      return (rows as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
    }
    let all = try ids()
    #expect(all.count == 32)
    let pages = try stride(from: 0, to: 40, by: 10).map {
      try ids("--limit", "10", "--offset", "\($0)")
    }
    #expect(pages.map(\.count) == [10, 10, 10, 2])
    #expect(Array(pages.joined()) == all)
    let past = try Musicat.run(["--db", database, "tracks", "--offset", "32"], in: folder)
    #expect(past.status == 0 && past.standardError == "No tracks past the first 32.\n")
  }
}
