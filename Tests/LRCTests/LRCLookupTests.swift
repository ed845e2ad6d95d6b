import TestSupport
import Testing

@testable import LRC

@Suite struct LRCLookupTests {
  let document = LRCParser.parse(
    "Credits line\n[00:01.00]one\n[00:05.00]two\n[00:05.00]two (translation)\n[00:09.00]three\n[00:12.00]"
  )

  @Test func theCurrentLineIsTheLastAtOrBeforeTheTime() {
    #expect(document.line(at: 0) == nil)
    #expect(document.line(at: 999) == nil)
    #expect(document.line(at: 1_000)?.text == "one")
    #expect(document.line(at: 4_999)?.text == "one")
    #expect(document.line(at: 5_000)?.text == "two (translation)")
    #expect(document.line(at: 100_000)?.text == "")
  }

  @Test func linesAtATimeIncludeThoseSharingIt() {
    #expect(document.lines(at: 999).isEmpty)
    #expect(document.lines(at: 6_000).map(\.text) == ["two", "two (translation)"])
    #expect(document.lines(at: 9_000).map(\.text) == ["three"])
  }

  @Test func linesBetweenTwoTimes() {
    #expect(
      document.lines(between: 1_000...5_000).map(\.text) == ["one", "two", "two (translation)"])
    #expect(document.lines(between: 1_001...8_999).map(\.text) == ["two", "two (translation)"])
    #expect(document.lines(between: 13_000...20_000).isEmpty)
    #expect(document.lines(between: 0...0).isEmpty)
  }

  @Test func unsyncedLyricsHaveNoCurrentLine() {
    let unsynced = LRCParser.parse("a\nb")
    #expect(unsynced.line(at: 10_000) == nil)
    #expect(unsynced.lines(at: 10_000).isEmpty)
    #expect(unsynced.lines(between: 0...100_000).isEmpty)
  }

  @Test func binarySearchAgreesWithAScan() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<50 {
      let times = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        Int.random(in: 0...20, using: &generator) * 500
      }
      let text = times.enumerated().map { "[" + LRCTimestamp.format($0.element) + "]l\($0.offset)" }
        .joined(separator: "\n")
      let parsed = LRCParser.parse(text)
      for probe in stride(from: -500, through: 11_000, by: 250) {
        let expected = parsed.lines.last { ($0.timeMS ?? .max) <= probe }
        #expect(parsed.line(at: probe) == expected)
      }
    }
  }
}
