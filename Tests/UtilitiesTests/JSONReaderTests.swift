import Foundation
import Testing
import Utilities

/// The JSON reader reads what RFC 8259 allows, as Foundation reads it, and refuses the rest
/// with the line and column where the text stops being JSON.
@Suite struct JSONReaderTests {
  @Test func itReadsEveryKindOfValue() throws {
    let text = #"""
       {"a": [1, -0, 2.5, -1e3, 9223372036854775807, -9223372036854775808, 9223372036854775808],
      "s": "q\"\\\/\b\f\n\r\t\u00e9\ud83c\udfb5 回忆", "t": true, "f": false, "n": null,
      "o": {}, "e": [], "a": "second"}
      """#
    let node = try JSONReader.read(text)
    #expect(
      node
        == .object([
          (
            "a",
            .array([
              .integer(1), .integer(0), .real(2.5), .real(-1000), .integer(.max), .integer(.min),
              .real(9_223_372_036_854_775_808),
            ])
          ),
          ("s", .string("q\"\\/\u{8}\u{c}\n\r\té🎵 回忆")), ("t", .bool(true)),
          ("f", .bool(false)), ("n", .null), ("o", .object([])), ("e", .array([])),
          ("a", .string("second")),
        ]))
    #expect(node["t"] == .bool(true))
    #expect(node["a"] == node["a"].flatMap { $0 })
    #expect(node["missing"] == nil)
    #expect(JSONNode.array([])["a"] == nil)
  }

  @Test func itSaysWhereTheTextStopsBeingJSON() {
    let cases: [(text: String, line: Int, column: Int, reason: String)] = [
      ("", 1, 1, "expected a value, found the end of the text"),
      ("  \n ", 2, 2, "expected a value, found the end of the text"),
      ("[1,]", 1, 4, "expected a value"),
      ("[1 2]", 1, 4, "expected ',' or ']' in an array"),
      ("{\"a\" 1}", 1, 6, "expected ':' after a member name"),
      ("{\"a\": 1,}", 1, 9, "expected a member name in quotes"),
      ("{\"a\": 1\n\"b\": 2}", 2, 1, "expected ',' or '}' in an object"),
      ("{a: 1}", 1, 2, "expected a member name in quotes"),
      ("[01]", 1, 3, "a number may not start with 0"),
      ("[1.]", 1, 4, "expected a digit after '.'"),
      ("[1e]", 1, 4, "expected a digit in the exponent"),
      ("[-]", 1, 3, "expected a digit"),
      ("[+1]", 1, 2, "expected a value"),
      ("[1e999]", 1, 2, "the number 1e999 is too large"),
      ("[tru]", 1, 2, "expected a value"),
      ("[nul", 1, 2, "expected a value"),
      ("\"abc", 1, 5, "the string has no closing quote"),
      ("\"a\tb\"", 1, 3, "a control character must be escaped in a string"),
      (#""\x""#, 1, 2, "unknown escape"),
      (#""\u12G4""#, 1, 6, #"expected four hexadecimal digits after \u"#),
      (#""\ud83c""#, 1, 8, "a high surrogate must be followed by a low one"),
      (#""\ud83c\u0041""#, 1, 8, "a high surrogate must be followed by a low one"),
      (#""\udfb5""#, 1, 2, "a low surrogate without a high one"),
      ("1 2", 1, 3, "unexpected text after the value"),
      ("[] x", 1, 4, "unexpected text after the value"),
      ("'a'", 1, 1, "expected a value"),
      ("NaN", 1, 1, "expected a value"),
    ]
    for (text, line, column, reason) in cases {
      #expect(throws: JSONReadError(line: line, column: column, reason: reason), "\(text)") {
        _ = try JSONReader.read(text)
      }
    }
  }

  /// Nesting deeper than the limit is refused, however deep, without exhausting the stack.
  @Test func deepNestingIsRefused() throws {
    let depth = JSONReader.maximumDepth
    let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(throws: Never.self) { _ = try JSONReader.read(deepest) }
    for count in [depth + 1, 100_000] {
      #expect(
        throws: JSONReadError(
          line: 1, column: depth + 1, reason: "nested more than \(depth) levels deep")
      ) {
        _ = try JSONReader.read(String(repeating: "[", count: count))
      }
    }
  }

  /// Whatever Foundation writes, the reader reads back as Foundation does.
  @Test func itReadsWhatFoundationWrites() throws {
    var generator = SystemRandomNumberGenerator()
    let strings = ["", "a", "回忆", "\"", "\\", "/", "\n\t", "\u{1}", "🎵", "e\u{301}", "\u{7f}"]
    func randomValue(_ depth: Int) -> (Any, JSONNode) {
      switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &generator) {
      case 0:
        let value = Int64.random(in: .min ... .max, using: &generator)
        return (NSNumber(value: value), .integer(value))
      case 1:
        let value = strings.randomElement(using: &generator)!
        return (value, .string(value))
      case 2:
        let value = Bool.random(using: &generator)
        return (NSNumber(value: value), .bool(value))
      case 3: return (NSNull(), .null)
      case 4:
        let items = (0..<Int.random(in: 0...4, using: &generator)).map { _ in randomValue(depth + 1)
        }
        return (items.map(\.0), .array(items.map(\.1)))
      default:
        let keys = Set(
          (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            strings.randomElement(using: &generator)!
              + String(Int.random(in: 0..<9, using: &generator))
          }
        ).sorted()
        let values = keys.map { _ in randomValue(depth + 1) }
        return (
          Dictionary(uniqueKeysWithValues: zip(keys, values.map(\.0))),
          .object(zip(keys, values.map(\.1)).map { ($0, $1) })
        )
      }
    }
    for _ in 0..<300 {
      let (object, expected) = randomValue(0)
      let data = try JSONSerialization.data(
        withJSONObject: [object], options: [.sortedKeys, .fragmentsAllowed])
      let text = String(decoding: data, as: UTF8.self)
      #expect(try sortedMembers(JSONReader.read(text)) == .array([expected]), "\(text)")
    }
  }

  /// `node` with every object's members in key order (Foundation orders keys its own way).
  private func sortedMembers(_ node: JSONNode) -> JSONNode {
    switch node {
    case .array(let items): .array(items.map(sortedMembers))
    case .object(let members):
      .object(members.map { ($0.key, sortedMembers($0.value)) }.sorted { $0.0 < $1.0 })
    default: node
    }
  }
}
