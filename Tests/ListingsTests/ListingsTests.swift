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
