import Testing

@testable import LRC

/// The parser's own output: texts as ranges of one buffer, what `lrc check` and the importer
/// read without making a string per line.
@Suite struct ParsedLyricsTests {
  private let file = Array(
    """
    [ti:Spans]
    [offset:+500]
    an untimed line
    [00:03.00][00:01.00]  shared text  
    [00:02.00]<00:02.00>爱 <00:02.50>你<00:03.20>
    [00:04.00][00:01.50]both<00:03.00>cut
    """.utf8)

  @Test func linesAreRangesOfOneBufferInPlaybackOrder() throws {
    let lyrics = try LRCParser.parseLyrics(bytes: file)
    #expect(
      lyrics.tags.map(lyrics.tag)
        == [LRCTag(key: "ti", value: "Spans"), LRCTag(key: "offset", value: "+500")])
    // Tags are ranges of the file's bytes too.
    #expect(
      lyrics.tags.allSatisfy {
        $0.key.upperBound <= file.count && $0.value.upperBound <= file.count
      })
    let lines = lyrics.lines.map { ($0.timeMS, $0.writtenMS, lyrics.text($0.text)) }
    #expect(lines.map(\.0) == [nil, 500, 1_000, 1_500, 2_500, 3_500])
    #expect(lines.map(\.1) == [nil, 1_000, 1_500, 2_000, 3_000, 4_000])
    #expect(
      lines.map(\.2) == [
        "an untimed line", "shared text", "bothcut", "爱 你", "shared text", "bothcut",
      ])
    // The buffer is the file's bytes, then the texts that do not lie in them as they read.
    // The two stamps of a line without word timing share its text where it lies; a line of
    // word timing, less its stamps, comes after the file.
    #expect(Array(lyrics.utf8.prefix(file.count)) == file)
    #expect(lyrics.lines[1].text == lyrics.lines[4].text)
    #expect(lyrics.lines[1].text.upperBound <= file.count)
    #expect(lyrics.lines[2].text.lowerBound >= file.count)
    #expect(lyrics.utf8.count > file.count)
    // Without word timing, nothing is copied: the buffer is the file.
    let plain = Array("[00:01.00] a\n[00:02.00][00:03.00]b\n".utf8)
    #expect(try LRCParser.parseLyrics(bytes: plain).utf8 == plain)
  }

  @Test func wordsAreRangesTooWithTheOffsetApplied() throws {
    let lyrics = try LRCParser.parseLyrics(bytes: file)
    let sung = try #require(lyrics.lines.first { lyrics.text($0.text) == "爱 你" })
    #expect(sung.words.count == 3)
    let words = lyrics.words(of: sung)
    #expect(words.map(\.text) == ["爱 ", "你", ""])
    #expect(words.map(\.writtenMS) == [2_000, 2_500, 3_200])
    #expect(words.map(\.timeMS) == [1_500, 2_000, 2_700])
    // At 1.5 s the word stamp at 3 s splits the line; at 4 s it is earlier and drops out,
    // leaving the text whole.
    let early = try #require(lyrics.lines.first { $0.writtenMS == 1_500 })
    #expect(lyrics.words(of: early).map(\.text) == ["both", "cut"])
    let late = try #require(lyrics.lines.first { $0.writtenMS == 4_000 })
    #expect(late.words.isEmpty)
  }

  /// The document is the one the parser always made, strings and all.
  @Test func theDocumentHasTheSameLinesAsParsingText() throws {
    let lyrics = try LRCParser.parseLyrics(bytes: file)
    let document = lyrics.document
    #expect(document == LRCParser.parse(String(decoding: file, as: UTF8.self)))
    #expect(document.lines.count == lyrics.lines.count)
    #expect(document.lines[3].words.map(\.text) == ["爱 ", "你", ""])
  }

  /// A document made into parsed lyrics and back is the same document.
  @Test func aDocumentComesBackWhole() throws {
    let document = try LRCParser.parse(bytes: file)
    let lyrics = ParsedLyrics(document)
    #expect(lyrics.document == document)
    #expect(lyrics.encoding == document.encoding)
    #expect(ParsedLyrics(LRCDocument()).document == LRCDocument())
  }

  /// The smallest files that make more lines than the limit still stop at it: lines of one
  /// character, and one line of the shortest stamps; a file of exactly the limit reads whole.
  @Test func theLimitHoldsForTheShortestLines() throws {
    let limit = LRCParser.maximumLines
    let exactly = String(repeating: "a\n", count: limit)
    #expect(try LRCParser.parseLyrics(bytes: Array(exactly.utf8)).lines.count == limit)
    for file in [exactly + "b", String(repeating: "[0:0]", count: limit + 1) + "x"] {
      #expect(
        throws: LRCReadError.tooManyLines(line: file.hasPrefix("a") ? limit + 1 : 1, limit: limit)
      ) {
        try LRCParser.parseLyrics(bytes: Array(file.utf8))
      }
    }
  }

  /// A line of tags that would pass the limit is left out whole, with what follows it; a
  /// comment is dropped, and a bracket that is not a tag stays text.
  @Test func aLineOfTagsIsKeptWholeOrNotAtAll() {
    let lines = (1..<LRCParser.maximumLines).map { "[00:01.00]line \($0)" }
    let full = LRCParser.parse(
      (lines + ["[ar:a][ti:b]", "[00:02.00]after"]).joined(separator: "\n"))
    #expect(full.lines.count == LRCParser.maximumLines - 1)
    #expect(full.tags.isEmpty)
    #expect(full.warnings.map(\.line) == [LRCParser.maximumLines])
    let mixed = LRCParser.parse("[#:note][al:c]\n[Offset:x]\n[x y:z]")
    #expect(mixed.tags == [LRCTag(key: "al", value: "c"), LRCTag(key: "Offset", value: "x")])
    #expect(mixed.lines.map(\.text) == ["[x y:z]"])
    #expect(mixed.warnings.map(\.line) == [2])
  }
}
