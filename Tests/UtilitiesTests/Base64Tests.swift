import Foundation
import Testing
import Utilities

/// Base64 decodes what Foundation encodes, in both alphabets, and refuses what no encoder
/// writes.
@Suite struct Base64Tests {
  @Test func itDecodesWhatFoundationEncodes() {
    var generator = SystemRandomNumberGenerator()
    for count in 0..<70 {
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let standard = Data(bytes).base64EncodedString()
      #expect(Base64.decode(Substring(standard), .standard) == bytes, "\(standard)")
      let url = standard.replacingOccurrences(of: "+", with: "-")
        .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
      #expect(Base64.decode(Substring(url), .url) == bytes, "\(url)")
    }
    #expect(Base64.decode("bWU6c2VjcmV0", .standard) == Array("me:secret".utf8))
  }

  @Test func itRefusesWhatNoEncoderWrites() {
    for text in [
      "a", "ab", "abc", "abcde", "a===", "ab=c", "=abc", "ab==cd==", "ab c", "ab-_", "ab\u{0}c",
    ] {
      #expect(Base64.decode(Substring(text), .standard) == nil, "\(text.debugDescription)")
    }
    for text in ["a", "abcde", "ab==", "ab+/", "ab/c", "a b"] {
      #expect(Base64.decode(Substring(text), .url) == nil, "\(text.debugDescription)")
    }
    #expect(Base64.decode("", .standard) == [])
    #expect(Base64.decode("", .url) == [])
  }
}
