import Foundation
import TestSupport
import Testing

/// Control characters from files never reach the terminal raw: ESC begins escape sequences
/// (OSC 52 sets the clipboard), BEL rings, a line break in a path splits a line. Text and
/// LRC output show them as `\u{1B}`; line formats leave out what a line cannot hold.
@Suite struct TerminalSafetyTests {
  /// A lyric line that sets the clipboard, rings and clears the screen, in UTF-8.
  static let hostileLine = "[00:01.00]hi\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J\u{9B}31m there\n"

  static func hasControls(_ bytes: [UInt8]) -> Bool {
    // (CSV ends its lines with CR LF.)
    bytes.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D) || $0 == 0x7F }
      || zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) }
  }

  @Test func lyricsAndLRCOutputEscapeControlCharacters() throws {
    let folder = try TemporaryFolder()
    try HostileFileTests.write(
      "[ti:Song\u{1B}[31m]\n" + Self.hostileLine, to: folder.path("lib/x.lrc"))
    let database = folder.path("c.db")
    #expect(
      try Musicat.run(["--db", database, "import", folder.path("lib"), "--quiet"], in: folder)
        .status == 0)
    for arguments in [
      ["--db", database, "lyrics", "1"], ["--db", database, "lyrics", "1", "--format", "text"],
      ["--db", database, "lyrics", "1", "--format", "json"], ["lrc", "show", "lib/x.lrc"],
      ["lrc", "show", "lib/x.lrc", "--format", "lrc"],
      ["lrc", "show", "lib/x.lrc", "--format", "json"],
      ["--db", database, "search", "there"], ["--db", database, "tracks"],
      ["--db", database, "tracks", "--format", "csv"],
      ["--db", database, "tracks", "--format", "json"],
    ] {
      let result = try Musicat.run(arguments, in: folder)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      #expect(!Self.hasControls(result.standardOutputBytes), "\(arguments)")
      #expect(!Self.hasControls(Array(result.standardError.utf8)), "\(arguments)")
    }
    let text = try Musicat.run(["lrc", "show", "lib/x.lrc"], in: folder).standardOutput
    #expect(text == "hi\\u{1B}]52;c;cm0gLXJmIH4=\\u{7}\\u{1B}[2J\\u{9B}31m there\n")
  }

  /// A group named with escape sequences (from the command line, or a folder's name) is
  /// shown escaped by every message that names it, on stdout and stderr, as the groups
  /// table shows it: `group create` once echoed the raw ESC back to the terminal.
  @Test func messagesThatNameAGroupEscapeControlCharacters() throws {
    let folder = try TemporaryFolder()
    let database = folder.path("c.db")
    let name = "red\u{1B}[31m\u{1B}]52;c;cm0gLXJmIH4=\u{07}"
    let other = "two\nlines\u{9B}2J"
    #expect(try Musicat.run(["--db", database, "seed"], in: folder).status == 0)
    for arguments in [
      ["group", "create", name], ["group", "create", name], ["group", "show", name],
      ["group", "add", name, "1", "2", "3"], ["group", "add", name, "1"],
      ["group", "move", name, "3", "1"], ["group", "remove", name, "2"],
      ["group", "set-state", name, "downloading"], ["group", "rename", name, other],
      ["group", "delete", other], ["group", "show", other], ["export", other],
      ["--db", "c\u{1B}[2J.db", "groups"], ["--db", "m\u{1B}[2J.db", "migrate"],
    ] {
      let result = try Musicat.run(["--db", database] + arguments, in: folder)
      #expect(!Self.hasControls(result.standardOutputBytes), "\(arguments)")
      #expect(!Self.hasControls(Array(result.standardError.utf8)), "\(arguments)")
      #expect(
        (result.standardOutput + result.standardError).contains(#"\u{1B}"#)
          || arguments.contains(other), "\(arguments): \(result.standardError)")
    }
  }

  /// A line break or tab in what an error quotes (an argument, a query term, a name, a path)
  /// is shown as `\n`, `\t`: each message stays one line, so a name cannot forge a line of
  /// its own (`Error: ...`) or split the one a script reads.
  @Test func errorsQuotingALineBreakStayOneLine() throws {
    let folder = try TemporaryFolder()
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "seed"], in: folder).status == 0)
    let forged = "x\nError: forged\tline"
    for arguments in [
      ["tracks", "year:" + forged], ["tracks", "--sort", forged], ["tracks", "--format", forged],
      ["lyrics", "1", "--at", forged], ["group", "show", forged],
      ["group", "set-state", "1", forged],
      [forged], ["tracks", "--" + forged], ["user", "add", forged, "--password", "p"],
      ["user", "passwd", "nobody" + forged, "--password", "p"], ["serve", "--listen", forged],
      ["export", forged], ["import", folder.path(forged)], ["lrc", "show", folder.path(forged)],
      ["--db", folder.path(forged) + "/c.db", "tracks"],
    ] {
      let result = try Musicat.run(["--db", database] + arguments, in: folder)
      let lines = result.standardError.split(separator: "\n")
      #expect(result.status != 0, "\(arguments)")
      #expect(lines.first?.contains(#"x\nError: forged\tline"#) == true, "\(arguments): \(lines)")
      #expect(!result.standardError.contains("\t"), "\(arguments)")
      #expect(
        lines.dropFirst().allSatisfy { $0.hasPrefix("Usage: ") || $0.hasPrefix("  See ") },
        "\(arguments): \(lines)")
    }
    // The one message of many lines, a track reference that several tracks answer, is
    // written line by line: its table rows escaped like any other.
    let ambiguous = try Musicat.run(["--db", database, "track", "the"], in: folder)
    #expect(ambiguous.standardError.hasPrefix("Error: 4 tracks match 'the'; give one's id:\nID "))
  }

  /// A right-to-left override in a title (or an isolate in a group's name) is shown as an
  /// escape in tables and messages: left raw and never closed, it would turn the rest of the
  /// row around in a terminal that lays out right-to-left text.
  @Test func tablesAndMessagesShowBidirectionalOverridesEscaped() throws {
    let folder = try TemporaryFolder()
    try HostileFileTests.write(
      "[ti:evil\u{202E} sey]\n[00:01.00]x\n", to: folder.path("lib/G/a.lrc"))
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "import", "lib"], in: folder).status == 0)
    let tracks = try Musicat.run(["--db", database, "tracks"], in: folder).standardOutput
    #expect(tracks.contains(#"evil\u{202E} sey"#) && !tracks.contains("\u{202E}"), "\(tracks)")
    let name = "x\u{2066}y"
    let created = try Musicat.run(["--db", database, "group", "create", name], in: folder)
    #expect(created.standardOutput == #"Created group 2 'x\u{2066}y' (normal)."# + "\n")
    let again = try Musicat.run(["--db", database, "group", "create", name], in: folder)
    #expect(again.standardError == #"Error: a group named 'x\u{2066}y' already exists"# + "\n")
    let groups = try Musicat.run(["--db", database, "groups"], in: folder).standardOutput
    #expect(groups.contains(#" x\u{2066}y  normal "#), "\(groups)")
    // JSON is for programs: it keeps the title as it is.
    let json = try Musicat.run(["--db", database, "tracks", "--format", "json"], in: folder)
    #expect(json.standardOutput.contains("evil\u{202E} sey"))
  }

  /// A path with a line break cannot be one line of `--format paths` or of an M3U8: it is
  /// left out, and said so; JSON keeps it.
  @Test func pathsWithLineBreaksAreLeftOutOfLineFormats() throws {
    let folder = try TemporaryFolder()
    let audio = try HostileFileTests.fixture("mp3-128-cbr.mp3")
    try HostileFileTests.write(audio, to: folder.path("lib/two\nlines.mp3"))
    try HostileFileTests.write(audio, to: folder.path("lib/one line.mp3"))
    let database = folder.path("c.db")
    #expect(
      try Musicat.run(["--db", database, "import", folder.path("lib"), "--quiet"], in: folder)
        .status == 0)
    let paths = try Musicat.run(["--db", database, "tracks", "--format", "paths"], in: folder)
    #expect(paths.standardOutput == folder.path("lib/one line.mp3") + "\n")
    #expect(paths.standardError.contains("lib/two\\nlines.mp3: its path holds a line break"))
    let playlist = try Musicat.run(["--db", database, "export", "lib"], in: folder)
    #expect(!playlist.standardOutput.contains("two"))
    #expect(playlist.standardError.contains("left out"))
    let json = try Musicat.run(["--db", database, "tracks", "--format", "json"], in: folder)
    #expect(json.standardOutput.contains(#"two\nlines.mp3"#))
  }
}
