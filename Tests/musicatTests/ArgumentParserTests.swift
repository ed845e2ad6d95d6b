import Testing

@testable import musicat

@Suite struct ArgumentParserTests {
  let parser = ArgumentParser(spec: TracksCommand.spec)

  @Test func readsOptionsFlagsAndWords() throws {
    let parsed = try parser.parse([
      "love", "--hd", "--limit=3", "--artist", "Zedd", "--", "--not-an-option",
    ])
    #expect(parsed.values(of: TracksCommand.query) == ["love", "--not-an-option"])
    #expect(parsed[TracksCommand.hd])
    #expect(!parsed[TracksCommand.downloaded])
    #expect(try parsed.value(of: TracksCommand.limit) == 3)
    #expect(try parsed.value(of: TracksCommand.artist) == "Zedd")
  }

  @Test func theLastValueOfARepeatedOptionWins() throws {
    let sort = try parser.parse(["--sort", "title", "--sort", "artist"])
      .value(of: TracksCommand.sort)
    #expect(sort?.map(\.field) == [.artist])
  }

  @Test func anEqualsSignInsideAValueIsKept() throws {
    #expect(try parser.parse(["--album=a=b"]).value(of: TracksCommand.album) == "a=b")
  }

  @Test func helpIsAcceptedWhereverItStands() throws {
    #expect(try parser.parse(["x", "--help"])[CommandSpec.help])
    #expect(try ArgumentParser(spec: GroupsCommand.spec).parse(["extra", "-h"])[CommandSpec.help])
  }

  @Test func mistakesAreUsageErrors() {
    #expect(throws: UsageError("Unknown option '-x'.", command: "tracks")) {
      _ = try parser.parse(["-x"])
    }
    #expect(throws: UsageError("Unknown option '---'.", command: "groups")) {
      _ = try ArgumentParser(spec: GroupsCommand.spec).parse(["---"])
    }
  }

  /// Bytes that are not UTF-8 stay bytes in an argument that takes paths, and are refused,
  /// shown as `\xB0`, in a name (inline after `=` too).
  @Test func bytesThatAreNotUTF8AreAPathOrAMistake() throws {
    let gbk = CommandArgument(bytes: Array("lib/".utf8) + [0xB0, 0xAE])
    #expect(!gbk.isUTF8 && gbk.text == #"lib/\xB0\xAE"#)
    let imported = try ArgumentParser(spec: ImportCommand.spec).parse([gbk, "more"])
    #expect(
      imported.paths(of: ImportCommand.paths).map(\.bytes) == [gbk.path.bytes, Array("more".utf8)])
    #expect(
      throws: UsageError(
        #"The value 'lib/\xB0\xAE' is invalid for '<query> ...': its bytes are not UTF-8."#,
        command: "tracks")
    ) { _ = try parser.parse([gbk]) }
    let inline = CommandArgument(bytes: Array("--artist=".utf8) + [0xE9])
    #expect(
      throws: UsageError(
        #"The value '\xE9' is invalid for '--artist <name>': its bytes are not UTF-8."#,
        command: "tracks")
    ) { _ = try parser.parse([inline]) }
    #expect(CommandArgument(bytes: Array("Café".utf8)).isUTF8)
  }
}
