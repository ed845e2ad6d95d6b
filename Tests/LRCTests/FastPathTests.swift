import TestSupport
import Testing

@testable import LRC

/// The parser's fast paths say what the general code says: the common stamp form read in
/// place, eight bytes at once, and whitespace trimming that decides by one byte.
@Suite struct FastPathTests {
  /// Random stamps near the common form `mm:ss.xx(x)`, their bytes drawn from digits, the
  /// separators and the bytes around the digits (`/`, `:`, `?`, `@`, and 0xFA, whose
  /// adding of 6 carries), closed early, late or not at all: where the in-place read gives a
  /// time, it is the general loop's, and it closes at the first closing bracket.
  @Test func theCommonStampReadInPlaceIsTheGeneralParse() {
    var random = SplitMix64(seed: 20_261_206)
    let alphabet: [UInt8] =
      Array("0123456789".utf8) + Array("0123456789:.,".utf8) + [
        0x2F, 0x3A, 0x3F, 0x40, 0xFA, 0x20, 0x5D,
      ]
    var read = 0
    for _ in 0..<200_000 {
      var content = (0..<Int.random(in: 4...11, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      }
      // Mostly the shapes themselves (`mm:ss.xx`, `mm:ss:xx`, `mm:ss`), so the in-place read
      // is tried on near misses.
      if Bool.random(using: &random), content.count >= 8 {
        content[2] = UInt8(ascii: ":")
        content[5] = Bool.random(using: &random) ? UInt8(ascii: ".") : UInt8(ascii: ":")
      } else if Bool.random(using: &random), content.count >= 5 {
        content[2] = UInt8(ascii: ":")
      }
      let closing = Bool.random(using: &random) ? UInt8(ascii: "]") : UInt8(ascii: ">")
      let bytes = [UInt8(ascii: "[")] + content + [closing] + Array("x".utf8)
      bytes.withUnsafeBufferPointer { buffer in
        guard
          let (milliseconds, close) = LRCTimestamp.parseCommonStamp(
            buffer, openingAt: 0, closing: closing, end: buffer.count)
        else { return }
        read += 1
        #expect(close == bytes.dropFirst().firstIndex(of: closing), "\(bytes)")
        // A space after the stamp keeps the general parse off its own fast path.
        #expect(
          LRCTimestamp.parse(bytes[1..<close] + [0x20])
            == LRCTimestamp.Parsed(milliseconds: milliseconds, wasNegative: false), "\(bytes)")
      }
    }
    #expect(read > 2_000)
  }

  /// Every stamp of the common forms, both lengths, with `.` or `:` before the fraction,
  /// and without a fraction, is read in place.
  @Test func everyCommonStampIsReadInPlace() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<10_000 {
      let milliseconds = Int.random(in: 0..<6_000_000, using: &random)
      let written = LRCTimestamp.format(milliseconds)
      let wholeSeconds = LRCTimestamp.format(milliseconds / 1000 * 1000)
      for (text, expected) in [
        (written, milliseconds),
        (written.replacingOccurrences(of: ".", with: ":"), milliseconds),
        (String(wholeSeconds.prefix(5)), milliseconds / 1000 * 1000),
      ] {
        let bytes = Array("[\(text)]".utf8)
        let found = bytes.withUnsafeBufferPointer {
          LRCTimestamp.parseCommonStamp(
            $0, openingAt: 0, closing: UInt8(ascii: "]"), end: $0.count)
        }
        #expect(found?.milliseconds == expected, "\(text)")
      }
    }
  }

  /// Trimming agrees with Unicode's White_Space (and U+FEFF) on lines of whitespace of every
  /// kind, text ending in each continuation byte, and ASCII.
  @Test func trimmingIsUnicodeWhitespace() {
    var random = SplitMix64(seed: 11)
    let spaces: [Unicode.Scalar] = [
      " ", "\t", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{200A}",
      "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}",
    ]
    let others: [Unicode.Scalar] = [
      "a", "[", "\u{200B}", "\u{180E}", "\u{E9}", "\u{7231}", "\u{1F3B5}", "\u{2160}", "\u{3001}",
      "\u{FF5E}", "\u{2009}",
    ]
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isWhitespace || scalar == "\u{FEFF}"
    }
    for _ in 0..<20_000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        scalars.append(
          (Bool.random(using: &random) ? spaces : others).randomElement(using: &random)!)
      }
      let text = String(scalars)
      let kept = Array(text.unicodeScalars.drop(while: isSpace).reversed().drop(while: isSpace))
      let expected = String(String.UnicodeScalarView(kept.reversed()))
      let bytes = Array(text.utf8)
      let trimmed = bytes.withUnsafeBufferPointer { buffer in
        let start = UTF8Whitespace.trimmedStart(buffer, 0, buffer.count)
        let end = UTF8Whitespace.trimmedEnd(buffer, start, buffer.count)
        return String(decoding: buffer[start..<end], as: UTF8.self)
      }
      #expect(trimmed == expected, "\(Array(text.unicodeScalars))")
    }
  }

  /// Offsets read without trimming (a sign and up to nine digits) and the rest, read the
  /// general way, follow one rule: a sign, whole milliseconds below 10^9, spaces around.
  @Test(
    arguments: [
      ("0", 0), ("-0", 0), ("+0", 0), ("007", 7), ("999999999", 999_999_999),
      ("-999999999", -999_999_999), ("+500", 500), ("0000000001", 1), (" 5", 5), ("5 ", 5),
      ("- 5", nil), ("1000000000", nil), ("+-5", nil), ("-+5", nil), ("--5", nil), ("+", nil),
      ("-", nil), ("", nil), ("5a", nil), ("\u{665}", nil), ("1.5", nil),
    ] as [(String, Int?)])
  func offsets(value: String, expected: Int?) {
    #expect(LRCTimestamp.parseOffset(value) == expected)
    // The parser reads the value's bytes where they lie.
    #expect(Array(value.utf8).withUnsafeBufferPointer(LRCTimestamp.parseOffset) == expected)
  }
}
