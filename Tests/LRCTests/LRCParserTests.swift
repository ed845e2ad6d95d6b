import TestSupport
import Testing

@testable import LRC

/// Every example and rule of LRC.md.
@Suite struct LRCParserTests {
  private func timed(_ text: String) -> [(Int?, String)] {
    LRCParser.parse(text).lines.map { ($0.timeMS, $0.text) }
  }

  @Test(arguments: [
    ("[00:12.34]Hello", 12_340, "Hello"),
    ("[00:12.3]x", 12_300, "x"),
    ("[00:12:34]x", 12_340, "x"),
    ("[1:02.50]x", 62_500, "x"),
    ("[00:75.00]x", 75_000, "x"),
    ("[ 00:12.34 ]x", 12_340, "x"),
    ("[00:04.00]", 4_000, ""),
    ("[00:01.00]   padded   ", 1_000, "padded"),
    ("[00:01.00]Song [Live] (remix)", 1_000, "Song [Live] (remix)"),
    ("[00:12]x", 12_000, "x"),
    ("[00:12.345]x", 12_345, "x"),
    ("[00:12.3456]x", 12_346, "x"),
    ("[00:12.3454]x", 12_345, "x"),
    ("[00:00.9996]x", 1_000, "x"),
    ("[123:00.00]x", 7_380_000, "x"),
    ("[01:02:03.50]x", 3_723_500, "x"),
    ("[00:12:05]x", 12_050, "x"),
    ("[00:12:5]x", 12_500, "x"),
    ("[00:12:345]x", 12_345, "x"),
    ("[00:12.]x", 12_000, "x"),
    ("[00:01.00][ar:x]text", 1_000, "[ar:x]text"),
  ])
  func timestamps(line: String, time: Int, text: String) {
    let lines = LRCParser.parse(line).lines
    #expect(lines.count == 1)
    #expect(lines.first?.timeMS == time)
    #expect(lines.first?.writtenMS == time)
    #expect(lines.first?.text == text)
  }

  @Test func severalTimestampsMakeOneLinePerTimeSortedByTime() {
    #expect(timed("[00:01.00][00:05.00]C\n[00:03.00]V").map(\.1) == ["C", "V", "C"])
    #expect(timed("[00:01.00][00:05.00]C\n[00:03.00]V").map(\.0) == [1_000, 3_000, 5_000])
    // Lines of three, two and one stamp, one after another: each line's own stamps count.
    let mixed = timed("[00:04.00][00:02.00][00:06.00]A\n[00:01.00][00:03.00]B\n[00:05.00]C")
    #expect(mixed.map(\.1) == ["B", "A", "B", "A", "C", "A"])
    #expect(mixed.map(\.0) == [1_000, 2_000, 3_000, 4_000, 5_000, 6_000])
  }

  @Test func linesSortByTimeAndEqualTimesKeepFileOrder() {
    #expect(timed("[00:05.00]B\n[00:01.00]A").map(\.1) == ["A", "B"])
    #expect(timed("[00:01.00]Orig\n[00:01.00]Trans").map(\.1) == ["Orig", "Trans"])
    #expect(
      timed("[00:09.00]Z\n[00:01.00]Orig\n[00:01.00]Trans\n[00:00.50]First").map(\.1) == [
        "First", "Orig", "Trans", "Z",
      ])
  }

  /// Random files of many lines, times from a few values (so many tie) up to the largest
  /// the parser reads, out of order: lines come in a stable sort by written time.
  @Test func linesOfAnyTimeSortStably() {
    var random = SplitMix64(seed: 2026_12_07)
    let times = [0, 1_000, 59_990, 60_000, 999_999_999 * 60_000 + 59_990, 1_000, 123_450]
    for _ in 0..<200 {
      let lines = (0..<Int.random(in: 2...300, using: &random)).map { place in
        (times.randomElement(using: &random)!, "line \(place)")
      }
      let file = lines.map { "[\(LRCTimestamp.format($0.0))]\($0.1)" }.joined(separator: "\n")
      let expected = lines.enumerated().sorted {
        ($0.element.0, $0.offset) < ($1.element.0, $1.offset)
      }
      #expect(timed(file).map(\.1) == expected.map(\.element.1))
      #expect(timed(file).map(\.0) == expected.map { Optional($0.element.0) })
    }
  }

  @Test func tags() {
    let document = LRCParser.parse(
      "[TI:Upper]\n[ar:AC/DC: Live]\n[al: Spaced Out ]\n[kuwo:123]\n[ver:1.0]\n[by:]\n[#:comment]\n[:also comment]"
    )
    #expect(document.title == "Upper")
    #expect(document.artist == "AC/DC: Live")
    #expect(document.album == "Spaced Out")
    #expect(document.tags.map(\.key) == ["TI", "ar", "al", "kuwo", "ver", "by"])
    #expect(document.tag("KUWO") == "123")
    #expect(document.tag("by") == "")
    #expect(document.lines.isEmpty)
    #expect(document.warnings.isEmpty)
  }

  @Test func anEmptyTitleTagIsPresentAndEmpty() {
    let document = LRCParser.parse("[ti:]\n[00:01.00]x")
    #expect(document.title == "")
    #expect(document.tags == [LRCTag(key: "ti", value: "")])
  }

  @Test func severalTagsOnOneLineAndBracketsInValues() {
    let document = LRCParser.parse("[ti:Song [Live]]\n[ar:A][al:B]")
    #expect(
      document.tags == [
        LRCTag(key: "ti", value: "Song [Live]"), LRCTag(key: "ar", value: "A"),
        LRCTag(key: "al", value: "B"),
      ])
  }

  @Test func knownTagsHaveAccessors() {
    let document = LRCParser.parse("[au: instrumental]\n[length: 4:33]\n[00:01.00]x")
    #expect(document.isInstrumental)
    #expect(document.author == "instrumental")
    #expect(document.lengthMS == 273_000)
    #expect(LRCParser.parse("[length:03:25]").lengthMS == 205_000)
    #expect(LRCParser.parse("[t_time:(04:08)]").lengthMS == 248_000)
    #expect(LRCParser.parse("[length:soon]").lengthMS == nil)
    #expect(!LRCParser.parse("[au:Someone]").isInstrumental)
  }

  @Test func offsetMakesLyricsSoonerAndKeepsWrittenTimes() {
    let sooner = LRCParser.parse("[offset:500]\n[00:10.00]x")
    #expect(sooner.offsetMS == 500)
    #expect(sooner.lines.first?.writtenMS == 10_000)
    #expect(sooner.lines.first?.timeMS == 9_500)
    #expect(LRCParser.parse("[offset:+500]\n[00:10.00]x").lines.first?.timeMS == 9_500)
    #expect(LRCParser.parse("[offset: -500]\n[00:10.00]x").lines.first?.timeMS == 10_500)
    // Wherever the tag stands, it applies to the whole file.
    #expect(LRCParser.parse("[00:10.00]x\n[offset:1000]").lines.first?.timeMS == 9_000)
    // An effective time below zero is zero.
    #expect(LRCParser.parse("[offset:5000]\n[00:01.00]x").lines.first?.timeMS == 0)
  }

  @Test func aBadOffsetIsIgnoredWithAWarning() {
    let document = LRCParser.parse("[ti:x]\n[offset:abc]\n[00:10.00]x")
    #expect(document.offsetMS == 0)
    #expect(document.lines.first?.timeMS == 10_000)
    #expect(
      document.warnings == [
        LRCWarning(line: 2, message: "[offset:abc] is not a whole number of milliseconds; ignored")
      ])
    #expect(document.tags.contains(LRCTag(key: "offset", value: "abc")))
  }

  /// Offsets at and past the ends of Int: ignored with a warning, never a trap (abs(Int.min)
  /// once killed every command that read such a file). The warning tells a number too large
  /// from text that is no number, and shows the value as the tag keeps it (trimmed).
  @Test(arguments: [
    ("-9223372036854775808", true), ("9223372036854775807", true),
    ("-9223372036854775809", true), ("+-5", false), ("--5", false), ("1000000000", true),
    ("-1000000000", true), (" +1000000000 ", true), ("99999999999999999999999", true),
    ("١٢", false), ("1e3", false),
  ])
  func anOffsetOutOfRangeIsIgnored(_ value: String, isTooLarge: Bool) {
    let shown = value.split(separator: " ").joined()
    let document = LRCParser.parse("[offset:\(value)]\n[00:01.00]a")
    #expect(document.offsetMS == 0)
    #expect(document.lines.first?.timeMS == 1_000)
    let problem =
      isTooLarge
      ? "is more than 999999999 milliseconds either way" : "is not a whole number of milliseconds"
    #expect(
      document.warnings == [
        LRCWarning(line: 1, message: "[offset:\(shown)] \(problem); ignored")
      ])
  }

  @Test func theLargestOffsetIsRead() {
    #expect(LRCParser.parse("[offset:-999999999]\n[00:01.00]a").offsetMS == -999_999_999)
    #expect(LRCParser.parse("[offset: 999999999 ]\n[00:01.00]a").offsetMS == 999_999_999)
  }

  @Test func aNegativeTimeIsClampedWithAWarning() {
    let document = LRCParser.parse("[00:00.50]a\n[-00:01.00]x")
    #expect(document.lines.map(\.timeMS) == [0, 500])
    #expect(document.lines.first?.text == "x")
    #expect(
      document.warnings == [
        LRCWarning(line: 2, message: "negative time [-00:01.00] read as 00:00.00")
      ])
  }

  @Test func textBeforeTheFirstBracketIsAnUntimedLineWithAWarning() {
    let document = LRCParser.parse("[00:02.00]b\njunk[00:01.00]x")
    #expect(document.lines.map(\.text) == ["junk[00:01.00]x", "b"])
    #expect(document.lines.map(\.timeMS) == [nil, 2_000])
    #expect(
      document.warnings == [
        LRCWarning(
          line: 2, message: "text before the first timestamp; the line is kept as untimed text")
      ])
  }

  @Test func aMalformedTimestampIsKeptAsTextWithAWarning() {
    let document = LRCParser.parse("[00:1x.00]oops")
    #expect(document.lines == [LRCLine(timeMS: nil, writtenMS: nil, text: "[00:1x.00]oops")])
    #expect(document.warnings.first?.line == 1)
  }

  @Test func aFileWithoutTimestampsIsUnsynced() {
    let document = LRCParser.parse("[ti:Plain]\nFirst line\n\n[Chorus]\nSecond line")
    #expect(!document.isSynced)
    #expect(document.lines.map(\.text) == ["First line", "[Chorus]", "Second line"])
    #expect(document.lines.allSatisfy { $0.timeMS == nil && $0.writtenMS == nil })
    #expect(document.warnings.isEmpty)
  }

  @Test func everyLineEndingEndsALine() {
    #expect(timed("[ti:CR]\r[00:01.00]a\r[00:02.00]b\r").map(\.1) == ["a", "b"])
    #expect(LRCParser.parse("[ti:CR]\r[00:01.00]a\r[00:02.00]b\r").title == "CR")
    #expect(
      timed("[00:01.00]a\r\n[00:02.00]b\n[00:03.00]c\r[00:04.00]d").map(\.1) == [
        "a", "b", "c", "d",
      ])
    #expect(timed("[00:01.00]a\n[00:02.00]").map(\.1) == ["a", ""])
    #expect(timed("[00:01.00]a\n[00:02.00]").last?.0 == 2_000)
  }

  @Test func warningsNameTheirPhysicalLine() {
    let document = LRCParser.parse("[ti:x]\r\n\r\n[offset:zz]\rjunk[00:01.00]\n[-00:02.00]y")
    #expect(document.warnings.map(\.line) == [3, 4, 5])
  }

  @Test func a2WordTiming() {
    let line = LRCParser.parse("[00:01.00]<00:01.00>Hello <00:01.50>world<00:02.00>").lines[0]
    #expect(line.text == "Hello world")
    #expect(line.words.map(\.timeMS) == [1_000, 1_500, 2_000])
    #expect(line.words.map(\.text) == ["Hello ", "world", ""])
  }

  @Test func inlineBracketWordTiming() {
    let line = LRCParser.parse("[00:01.00]Hel[00:01.50]lo").lines[0]
    #expect(line.text == "Hello")
    #expect(line.words.map(\.timeMS) == [1_000, 1_500])
    #expect(line.words.map(\.text) == ["Hel", "lo"])
  }

  @Test func inlineStampsEarlierThanTheLineAreDroppedWithoutSplitting() {
    let line = LRCParser.parse("[00:16.455]你[00:16.801]是[00:19.593] [00:00.000]最[00:20.373]").lines[
      0]
    #expect(line.text == "你是 最")
    #expect(line.words.map(\.text) == ["你", "是", " 最", ""])
    #expect(line.words.map(\.timeMS) == [16_455, 16_801, 19_593, 20_373])
    let dropped = LRCParser.parse("[00:05.00]ab[00:00.000]cd").lines[0]
    #expect(dropped.text == "abcd")
    #expect(dropped.words.isEmpty)
  }

  @Test func wordTimesFollowTheOffset() {
    let line = LRCParser.parse("[offset:100]\n[00:01.00]<00:01.00>a<00:02.00>b").lines[0]
    #expect(line.words.map(\.timeMS) == [900, 1_900])
    #expect(line.words.map(\.writtenMS) == [1_000, 2_000])
  }

  @Test func theStoredTextNeverHoldsTimingTags() {
    for input in [
      "[00:01.00]<00:01.00>a<00:01.50>b", "[00:01.00]a[00:01.50]b[00:02.00]",
      "[00:01.00]a<00:00.50>b",
    ] {
      let text = LRCParser.parse(input).lines[0].text
      #expect(!text.contains("00:0"), "\(input) -> \(text)")
    }
    // Angle brackets that hold no time are text.
    #expect(LRCParser.parse("[00:01.00]<3 you <b>").lines[0].text == "<3 you <b>")
  }

  /// Found by fuzzing: a line ending in a vertical tab was untimed text that became a tag
  /// once written back without it.
  @Test func trailingWhitespaceOfAnyKindDoesNotChangeWhatALineIs() {
    for space in ["\u{0B}", "\u{0C}", "\u{3000}", "\u{A0}", "\u{85}", "\u{2028}"] {
      let document = LRCParser.parse("[ti:Song]\(space)\n\(space)[00:01.00]x\(space)")
      #expect(
        document.tags == [LRCTag(key: "ti", value: "Song")], "\(space.unicodeScalars.first!.value)")
      #expect(document.lines == [LRCLine(timeMS: 1_000, writtenMS: 1_000, text: "x")])
    }
    let reparsed = LRCParser.parse(
      LRCWriter.write(LRCParser.parse("unsynced\u{15}[Chos,us]\n[ti:Song [Lil:y]\u{0B}")))
    #expect(reparsed.tags == [LRCTag(key: "ti", value: "Song [Lil:y")])
  }

  /// Found by fuzzing: FE FF FE FF, a UTF-16 mark followed by a second one, left U+FEFF as
  /// the text of a line that vanished once written back.
  @Test func strayByteOrderMarksAreNotText() throws {
    #expect(try LRCParser.parse(bytes: [0xFE, 0xFF, 0xFE, 0xFF]).lines.isEmpty)
    #expect(
      LRCParser.parse("\u{FEFF}\u{FEFF}[ti:x]\n\u{FEFF}[00:01.00]a\u{FEFF}").lines.map(\.text) == [
        "a"
      ])
    #expect(LRCParser.parse("[00:01.00]a\u{FEFF}b").lines.map(\.text) == ["a\u{FEFF}b"])
  }

  /// Found by fuzzing: dropping the early stamp of `[[0:0]0:0]` spliced the text around it
  /// into a new stamp, which became a second line once written back.
  @Test func droppedStampsCannotSpliceANewOne() {
    let document = LRCParser.parse("[0:3][[0:0]0:0]")
    #expect(document.lines.map(\.text) == [""])
    #expect(LRCParser.parse(LRCWriter.write(document)).hasSameContent(as: document))
    #expect(LRCParser.parse("[00:05.00]a<<00:01.00>00:06.00>b").lines.map(\.text) == ["ab"])
  }

  /// Found by fuzzing: 44,444,444 hours read fine but were written as more minutes than
  /// the parser reads back.
  @Test func timesTooLargeToWriteBackAreNotTimestamps() {
    let document = LRCParser.parse("[1:0][44444444:0:1.]")
    #expect(LRCParser.parse(LRCWriter.write(document)).hasSameContent(as: document))
    #expect(LRCParser.parse("[999999999:00.00]x").lines.first?.timeMS == 999_999_999 * 60_000)
    #expect(LRCParser.parse("[16666666:40:00.00]x").lines.first?.timeMS == nil)
  }

  @Test func aByteOrderMarkIsNotText() throws {
    let document = try LRCParser.parse(
      bytes: [0xEF, 0xBB, 0xBF] + Array("[ti:BOM]\n[00:01.00]x".utf8))
    #expect(document.title == "BOM")
    #expect(document.encoding == .utf8BOM)
  }

  @Test func tooLargeInputIsRefused() {
    let bytes = [UInt8](repeating: 0x41, count: LRCParser.maximumSize + 1)
    #expect(
      throws: LRCReadError.tooLarge(size: LRCParser.maximumSize + 1, limit: LRCParser.maximumSize)
    ) {
      _ = try LRCParser.parse(bytes: bytes)
    }
  }

  @Test func aLineOfAlmostAMebibyteIsOneLine() throws {
    var bytes = Array("[00:01.00]".utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "a"), count: LRCParser.maximumSize - 10)
    let document = try LRCParser.parse(bytes: bytes)
    #expect(document.lines.count == 1)
    #expect(document.lines[0].text.utf8.count == LRCParser.maximumSize - 10)
  }
}
