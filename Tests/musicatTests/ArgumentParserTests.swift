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
}
