import Testing
import Utilities

/// `concatenated(separator:)` gives what the standard library's `joined(separator:)` gives.
@Suite struct ConcatenatedTests {
  @Test func itAgreesWithJoined() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["", "a", " ", "回忆", "e\u{301}", "\u{301}", "\n", "love you", "🎵"]
    for separator in ["", " ", ", ", " AND ", "\u{301}", "\r\n"] {
      #expect([String]().concatenated(separator: separator) == "")
      for _ in 0..<200 {
        let strings = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
          pieces.randomElement(using: &generator)!
        }
        #expect(
          strings.concatenated(separator: separator) == strings.joined(separator: separator),
          "\(strings) with \(separator.debugDescription)")
      }
    }
    #expect(["a", "b"].concatenated() == "ab")
  }
}
