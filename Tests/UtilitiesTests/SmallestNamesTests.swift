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

  /// Names of random bytes (empty ones, ones that begin others, bytes past 0x7F and NUL,
  /// names that share their first eight bytes or end within them) sort as the standard
  /// library orders byte arrays.
  @Test func sortsNamesAsTheirBytesOrder() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<400 {
      let shared: [UInt8] = [0x41, 0x00, 0xE4, 0x61, 0x80, 0x41, 0xFF, 0x7F, 0x61, 0x41]
      let names = (0..<Int.random(in: 0...60, using: &random)).map { _ in
        Array(shared.prefix(Int.random(in: 0...shared.count, using: &random)))
          + (0..<Int.random(in: 0...4, using: &random)).map { _ in
            [0x00, 0x41, 0x61, 0x7F, 0x80, 0xE4, 0xFF].randomElement(using: &random)! as UInt8
          }
      }
      var list = NameList()
      for name in names { list.append(name) }
      let sorted = list.sortedIndices().map { Array(list[$0]) }
      #expect(sorted == names.sorted { $0.lexicographicallyPrecedes($1) })
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
