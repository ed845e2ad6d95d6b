import Foundation
import Testing

@testable import Catalog

/// JSON string literals written byte by byte: what must be escaped is, everything else is
/// copied as it is, and a JSON reader gives the text back.
@Suite struct JSONTextTests {
  @Test func escapesQuotesBackslashesAndControls() {
    #expect(JSONText.quoted("a\"b\\c") == #""a\"b\\c""#)
    #expect(JSONText.quoted("\n\r\t\u{0}\u{1B}\u{7F}") == #""\n\r\t\u0000\u001b\u007f""#)
    #expect(JSONText.quoted("\u{80}x\u{9F}\u{A0}") == "\"\\u0080x\\u009f\u{A0}\"")
    #expect(JSONText.quoted("爱 Café 🎵") == "\"爱 Café 🎵\"")
    #expect(JSONText.quoted("") == "\"\"")
  }

  /// Long runs are skipped eight bytes at a time: a character to escape is found at every
  /// place in a word, and nothing else is escaped.
  @Test func escapesAtEveryPlaceInALongRun() {
    let escapes = [
      "\"": #"\""#, "\\": #"\\"#, "\n": #"\n"#, "\u{1}": #"\u0001"#, "\u{7F}": #"\u007f"#,
      "\u{85}": #"\u0085"#,
    ]
    for (character, escaped) in escapes {
      for offset in 0..<18 {
        let before = String(repeating: "a", count: offset)
        let after = String(repeating: "爱", count: 6)
        #expect(
          JSONText.quoted(before + character + after) == "\"" + before + escaped + after + "\"",
          "\(escaped) after \(offset) bytes")
      }
    }
    let plain = String(repeating: "Café 爱 \u{A0}©", count: 9)
    #expect(JSONText.quoted(plain) == "\"" + plain + "\"")
  }

  @Test func readsBackAsTheSameText() throws {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["a", "\"", "\\", "\n", "\u{1}", "\u{7F}", "\u{85}", "\u{C2}", "爱", "🎵", "é", " "]
    for _ in 0..<500 {
      let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let literal = JSONText.quoted(text)
      let read =
        try JSONSerialization.jsonObject(
          with: Data(literal.utf8), options: [.fragmentsAllowed]) as? String
      #expect(read == text, "\(literal)")
    }
  }

  @Test func idsAreAJSONArrayThatSQLiteReadsBack() throws {
    #expect(JSONText.array([]) == "[]")
    #expect(JSONText.array([7]) == "[7]")
    #expect(JSONText.array([3, -1, Int64.max]) == "[3,-1,9223372036854775807]")
    let catalog = try Catalog.inMemory()
    let read = try catalog.read { session in
      try session.database.rows("SELECT value FROM json_each(?)", [JSONText.array([5, 1, 9])]) {
        try $0.get(0, as: Int64.self)
      }
    }
    #expect(read == [5, 1, 9])
  }
}
