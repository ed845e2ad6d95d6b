import Testing

@testable import Listings

/// Tables, JSON, CSV and durations as the command line and the service print them.
@Suite struct ListingsTests {
  @Test func displayWidthCountsWideCharactersTwice() {
    #expect("abc".displayWidth == 3)
    #expect("国外单曲".displayWidth == 8)
    #expect("ｶﾀｶﾅ".displayWidth == 4)
    #expect("カタカナ".displayWidth == 8)
    #expect("한국어".displayWidth == 6)
    #expect("e\u{301}".displayWidth == 1)
    #expect("🎵".displayWidth == 2)
  }

  /// The scalar-by-scalar count agrees with the per-character definition on every scalar
  /// it covers, alone and before a combining mark, a variation selector and a jamo (which
  /// join it into one character and send the count to the definition).
  @Test func displayWidthQuickCountAgreesWithTheDefinition() {
    let covered = [0x20...0x7E, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3]
    var disagreements: [String] = []
    for value in covered.joined() {
      let text = String(Unicode.Scalar(UInt32(value))!)
      for follower in ["", "\u{301}", "\u{FE0F}", "\u{11A8}", "\u{200D}", "a"] {
        let joined = text + follower
        if joined.displayWidth != joined.widthByCharacter { disagreements.append(joined) }
      }
    }
    #expect(disagreements.isEmpty)
  }

  /// Control characters are escaped wherever they stand in a line, past the eight-byte
  /// words the quick check reads too; text with a C2 byte that is no control (`¢`) is kept.
  @Test func controlsAreEscapedAtEveryPlace() {
    let pieces = [
      "a", "Z", " ", "é", "¢", "Â", "国", "\u{1B}", "\u{0}", "\u{1F}", "\u{7F}",
      "\u{80}", "\u{9F}", "\t", "\n",
    ]
    var random = SystemRandomNumberGenerator()
    var wrong: [String] = []
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        Int.random(in: 0..<10, using: &random) == 0
          ? pieces.randomElement(using: &random)! : pieces[Int.random(in: 0..<7, using: &random)]
      }.joined()
      var expected = ""
      for scalar in text.unicodeScalars {
        let isEscaped =
          scalar.properties.generalCategory == .control && scalar != "\t" && scalar != "\n"
        expected +=
          isEscaped ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
      }
      if text.escapingTerminalControls != expected { wrong.append(text) }
    }
    #expect(wrong.isEmpty)
  }

  @Test func tablesAlignAndShowControlCharactersAsEscapes() {
    var table = TextTable(columns: [.init("N", alignRight: true), .init("NAME"), .init("X")])
    table.append(["1", "国外", "a"])
    table.append(["10", "ab\ncd\u{1B}[31m", "b"])
    #expect(
      table.render() == """
         N  NAME              X
         1  国外              a
        10  ab\\ncd\\u{1B}[31m  b

        """)
  }

  @Test func jsonEscapesWhatItMust() {
    let value = JSONValue.object([
      ("text", .string("a\"b\\c\nd\u{1}é月")), ("n", .int(nil)), ("ok", .bool(true)),
      ("list", .array([.int(1)])),
    ])
    #expect(
      value.serialized == #"{"text": "a\"b\\c\nd\u0001é月", "n": null, "ok": true, "list": [1]}"#)
    #expect(JSONValue.lines([]) == "[]\n")
  }

  @Test func csvQuotesOnlyWhenNeeded() {
    #expect(CSVWriter.escape("plain") == "plain")
    #expect(CSVWriter.escape("a,b") == "\"a,b\"")
    #expect(CSVWriter.escape("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(CSVWriter.escape("two\nlines") == "\"two\nlines\"")
    #expect(CSVWriter.escape("crlf\r\n") == "\"crlf\r\n\"")
  }

  @Test func durationsReadAsMinutesAndSeconds() {
    #expect(DurationText.minutesSeconds(231_000) == "3:51")
    #expect(DurationText.minutesSeconds(59_999) == "0:59")
    #expect(DurationText.minutesSeconds(3_723_000) == "1:02:03")
  }
}
