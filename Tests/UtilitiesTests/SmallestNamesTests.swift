import Testing

@testable import Utilities

@Suite struct SmallestNamesTests {
  private func names(_ list: NameList) -> [String] {
    list.indices.map { String(decoding: list[$0], as: UTF8.self) }
  }

  @Test func keepsTheFirstNamesInByteOrderOfAnyNumberOffered() {
    var random = SystemRandomNumberGenerator()
    let offered = (0..<1_000).map { "album \($0)" }.shuffled(using: &random)
    for limit in [1, 3, 128, 999, 1_000, 5_000] {
      var smallest = SmallestNames(limit: limit)
      for name in offered { smallest.offer(Array(name.utf8)) }
      #expect(
        names(smallest.sorted())
          == Array(
            offered.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }).prefix(
              limit)))
      #expect(smallest.leftOut == (limit < offered.count))
    }
  }

  @Test func comparesBytesNotCharacters() {
    var smallest = SmallestNames(limit: 2)
    for name in ["b", "\u{00E9}", "B", "e\u{0301}"] { smallest.offer(Array(name.utf8)) }
    // "B" (0x42) < "b" (0x62) < "e" + combining accent (0x65) < "é" (0xC3 0xA9).
    #expect(names(smallest.sorted()) == ["B", "b"])
    #expect(smallest.leftOut)
  }
}
