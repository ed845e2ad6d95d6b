import Testing

@testable import musicat

@Suite struct ArgumentParserTests {
  let parser = ArgumentParser(spec: TracksCommand.spec)

  @Test func readsOptionsFlagsAndWords() throws {
    let parsed = try parser.parse([
      "love", "--hd", "--limit=3", "--artist", "Zedd", "--", "--not-an-option",
    ])
    #expect(parsed.positionals == ["love", "--not-an-option"])
    #expect(parsed.flag("hd"))
    #expect(!parsed.flag("downloaded"))
    #expect(try parsed.count("limit") == 3)
    #expect(parsed.value("artist") == "Zedd")
  }

  @Test func theLastValueOfARepeatedOptionWins() throws {
    #expect(try parser.parse(["--sort", "title", "--sort", "artist"]).value("sort") == "artist")
  }

  @Test func anEqualsSignInsideAValueIsKept() throws {
    #expect(try parser.parse(["--album=a=b"]).value("album") == "a=b")
  }

  @Test func helpIsAcceptedWhereverItStands() throws {
    #expect(try parser.parse(["x", "--help"]).flag("help"))
    #expect(try ArgumentParser(spec: GroupsCommand.spec).parse(["extra", "-h"]).flag("help"))
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
