import TestSupport
import Testing

@testable import LRC

@Suite struct LRCWriterTests {
  @Test func writesCanonicalLRC() {
    let document = LRCParser.parse(
      "\u{FEFF}[TI:Song]\r\n[offset:+500]\r\n[kuwo:7]\r\nCredits\r\n[00:05.00][00:01.5]Hello\r\n[00:02.001]<00:02.001>a <00:02.50>b\r\n[1:00:00.00]late"
    )
    #expect(
      LRCWriter.write(document) == """
        [TI:Song]
        [offset:+500]
        [kuwo:7]
        Credits
        [00:01.50]Hello
        [00:02.001]<00:02.001>a <00:02.50>b
        [00:05.00]Hello
        [60:00.00]late

        """)
  }

  @Test func writtenTimesRoundTripAtMillisecondPrecision() {
    for milliseconds in [0, 10, 999, 1_001, 59_990, 60_000, 5_999_999, 360_000_000] {
      let text = "[" + LRCTimestamp.format(milliseconds) + "]x"
      #expect(LRCParser.parse(text).lines.first?.writtenMS == milliseconds, "\(text)")
    }
  }

  @Test(arguments: 0..<300)
  func parsingWhatWasWrittenGivesTheSameDocument(seed: Int) {
    var generator = SplitMix64(seed: UInt64(seed))
    let input = RandomLRC.make(using: &generator)
    let document = LRCParser.parse(input)
    let written = LRCWriter.write(document)
    let reparsed = LRCParser.parse(written)
    #expect(reparsed.hasSameContent(as: document), "input:\n\(input)\nwritten:\n\(written)")
    #expect(LRCWriter.write(reparsed) == written)
  }
}

/// Random LRC text built from the pieces real files are made of, including broken ones.
enum RandomLRC {
  static let texts = [
    "Hello", "  padded  ", "月亮代表我的心", "君の声", "", "Song [Live]", "[ar:x]text", "a<b>c", "<3", "x]y",
    "tab\there", "[Chorus]", "[#:c]", "　全角　",
  ]
  static let stamps = [
    "[00:01.00]", "[00:01.5]", "[1:02.50]", "[00:75.00]", "[ 00:12.34 ]", "[00:12:34]",
    "[01:00:00.25]", "[-00:01.00]",
    "[00:00.000]", "[00:02.3456]", "[123:00.1]", "[00:1x]",
  ]
  static let words = [
    "<00:01.00>", "<00:02.50>", "[00:03.00]", "<00:00.10>", "[00:00.000]", "<bad>",
  ]
  static let tags = [
    "[ti:Title]", "[AR:Artist: Live]", "[al:]", "[offset:+500]", "[offset: -250]", "[offset:abc]",
    "[kuwo:0]",
    "[length: 4:33]", "[au:instrumental]", "[ti:a][ar:b]", "[ti:Song [Live]]", "[:comment]",
  ]
  static let endings = ["\n", "\r\n", "\r"]

  static func make(using generator: inout SplitMix64) -> String {
    var text = generator.next() % 4 == 0 ? "\u{FEFF}" : ""
    for _ in 0..<Int.random(in: 0...12, using: &generator) {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0, 1: text += tags.randomElement(using: &generator)!
      case 2: text += texts.randomElement(using: &generator)!
      case 3: text += "junk" + stamps.randomElement(using: &generator)! + "x"
      default:
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
          text += stamps.randomElement(using: &generator)!
        }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
          text += texts.randomElement(using: &generator)!
          if Bool.random(using: &generator) { text += words.randomElement(using: &generator)! }
        }
      }
      text += endings.randomElement(using: &generator)!
    }
    return text
  }
}
