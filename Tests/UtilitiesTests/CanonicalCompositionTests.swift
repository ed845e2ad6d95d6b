import Foundation
@_spi(_Unicode) import Swift
import Testing
import Utilities

/// The composition agrees with Foundation's (ICU's) NFC, and the test of bytes that skips it
/// never passes text that NFC would change.
@Suite struct CanonicalCompositionTests {
  /// Starters that compose with what follows them: a Latin letter, a kana, a Hangul leading
  /// consonant and an LV syllable.
  static let starters = ["e", "か", "\u{1100}", "가", "\u{0CC6}"]

  @Test func decomposedTextIsComposedAsFoundationComposesIt() {
    for text in [
      "Cafe\u{301}", "\u{30AB}\u{3099}\u{30E9}\u{30B9}", "\u{1109}\u{1161}\u{1105}\u{1161}\u{11BC}",
      "a\u{323}\u{302}", "a\u{302}\u{323}", "\u{F900}", "\u{212B}", "e\u{301}\u{301}", "\u{301}",
      "\u{0CC6}\u{0CC2}\u{0CD5}", "ｶﾞ", "\u{3000}\u{302A}", "\u{2000}\u{2019}",
    ] {
      let expected = text.precomposedStringWithCanonicalMapping
      #expect(Array(CanonicalComposition.composed(text).utf8) == Array(expected.utf8), "\(text)")
      #expect(CanonicalComposition.composed(utf8: Array(text.utf8)) == Array(expected.utf8))
    }
  }

  /// An LV syllable and a trailing consonant make an LVT syllable (Unicode 3.12; Foundation
  /// on Linux leaves them apart, so it is not asked).
  @Test func hangulSyllablesComposeWithTheirTrailingConsonant() {
    #expect(Array(CanonicalComposition.composed("가\u{11A8}").utf8) == Array("\u{AC01}".utf8))
  }

  /// Every scalar of the Basic Multilingual Plane that the byte test passes is its own NFC,
  /// alone and after each starter, so no text made of them changes. The standard library's
  /// NFC judges (Foundation's on Linux misses singletons such as U+2000).
  @Test func whatTheByteTestPassesNFCLeavesAlone() {
    var passed = 0
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = String(Character(scalar))
      guard alone.utf8.withContiguousStorageIfAvailable(CanonicalComposition.isSurelyComposed)!
      else { continue }
      passed += 1
      for starter in [""] + Self.starters {
        let text = starter + alone
        #expect(text._nfc.elementsEqual(text.unicodeScalars), "U+\(String(value, radix: 16))")
      }
    }
    // ASCII, U+0080-02FF, punctuation, kana, CJK ideographs, Hangul syllables, full width.
    #expect(passed > 35_000)
  }

  /// The UTF-8 check, which looks at the characters in its own pass, judges as the byte test
  /// does: a mark after Han, a jamo after a syllable, a voicing mark in a run of ideographs.
  @Test func theLeadsOfTheUTF8CheckComposeAsAFullLookDoes() throws {
    for text in [
      "我们的回忆", "사랑해", "回忆\u{301}", "사\u{11AB}", "回\u{30AB}\u{3099}忆", "Café", "Cafe\u{301}",
      "[00:01.00]月亮代表我的心\n[00:02.00]e\u{301}", "回忆\u{F900}", "回\u{AC00}\u{11A8}",
      "回忆，。ガラス’…", "回\u{20000}", "回\u{2000}", "가\u{302A}",
    ] {
      let bytes = Array(text.utf8)
      let inspection = try #require(bytes.withUnsafeBufferPointer(UTF8Validation.inspect))
      #expect(
        inspection.isSurelyComposed
          == bytes.withUnsafeBufferPointer(CanonicalComposition.isSurelyComposed), "\(text)")
      if inspection.isSurelyComposed {
        #expect(CanonicalComposition.composed(utf8: bytes) == bytes, "\(text)")
      }
    }
  }

  /// (Bytes are compared: String's == holds for canonically equivalent text.)
  @Test func textInNFCIsReturnedAsItIs() {
    for text in ["", "love", "回忆 爱", "사랑", "ガラス", "Café", "Ünïcödé", "ｈｉ"] {
      #expect(Array(CanonicalComposition.composed(text).utf8) == Array(text.utf8))
    }
  }
}
