import Testing

@testable import Utilities

@Suite struct UTF8ValidationTests {
  /// What the standard library says: bytes are valid exactly when decoding them with repair
  /// gives them back unchanged.
  private func standardLibrarySaysValid(_ bytes: [UInt8]) -> Bool {
    Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
  }

  private func isValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
  }

  @Test func acceptsTextOfEveryScriptAndLength() {
    for text in [
      "", "a", "love song", "回忆里的爱", "ラブソング", "Café ☕ 🎵", String(repeating: "x7", count: 40),
    ] {
      #expect(isValid(Array(text.utf8)), "\(text)")
    }
  }

  @Test func refusesEachKindOfMalformedSequence() {
    let malformed: [[UInt8]] = [
      [0x80],  // a continuation byte alone
      [0xC0, 0xAF], [0xC1, 0xBF],  // overlong two-byte forms
      [0xE0, 0x80, 0xAF],  // an overlong three-byte form
      [0xED, 0xA0, 0x80],  // a surrogate (U+D800)
      [0xF0, 0x8F, 0xBF, 0xBF],  // an overlong four-byte form
      [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
      [0xF5, 0x80, 0x80, 0x80], [0xFF],  // bytes UTF-8 never holds
      [0xE5, 0x9B],  // cut short at the end
      [0xE5, 0x41, 0x9E],  // a third byte that is not a continuation
      Array("12345678".utf8) + [0xE5] + Array("abcdefgh".utf8),  // after an ASCII run
    ]
    for bytes in malformed {
      #expect(!isValid(bytes), "\(bytes)")
      #expect(!standardLibrarySaysValid(bytes), "the test's own case \(bytes) is valid")
    }
  }

  @Test func agreesWithTheStandardLibraryOnRandomBytes() {
    var random = SystemRandomNumberGenerator()
    // Bytes drawn mostly from the ones that start or continue sequences, so that valid and
    // malformed text both come up often.
    let pool: [UInt8] = [
      0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xE1, 0xE5, 0xEC, 0xED, 0xEE, 0xEF,
      0xF0, 0xF4, 0xF5,
    ]
    var validSeen = 0
    for _ in 0..<20_000 {
      // Behind a run of ASCII of any length, read eight bytes at a time, now and then.
      let ascii = [UInt8](repeating: 0x61, count: Int.random(in: 0...19, using: &random) / 2)
      let bytes =
        ascii
        + (0..<Int.random(in: 0...12, using: &random)).map { _ in
          pool.randomElement(using: &random)!
        }
      let expected = standardLibrarySaysValid(bytes)
      #expect(isValid(bytes) == expected, "\(bytes)")
      // Valid bytes also tell where their first byte past ASCII is.
      let first = bytes.withUnsafeBufferPointer { UTF8Validation.inspect($0)?.firstPastASCII }
      #expect(first == (expected ? bytes.firstIndex { $0 >= 0x80 } ?? bytes.count : nil))
      if expected { validSeen += 1 }
    }
    #expect(validSeen > 100)
  }
}
