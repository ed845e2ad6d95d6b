import Catalog

/// A set of track ids as one bit per id: ids are small positive integers handed out in
/// order, so the set takes an eighth of a byte per track where a hash set takes dozens,
/// and an import's memory stays small however large the library.
struct TrackIDSet {
  private var words: [UInt64] = []
  /// How many ids are in the set.
  private(set) var count = 0

  /// Adds `id` (ids below 0 are not tracks and are ignored).
  mutating func insert(_ id: Int64) {
    guard id >= 0 else { return }
    let (word, bit) = (Int(id / 64), UInt64(1) << UInt64(id % 64))
    if word >= words.count { words += Array(repeating: 0, count: word - words.count + 1) }
    if words[word] & bit == 0 {
      words[word] |= bit
      count += 1
    }
  }

  func contains(_ id: Int64) -> Bool {
    guard id >= 0, Int(id / 64) < words.count else { return false }
    return words[Int(id / 64)] & (UInt64(1) << UInt64(id % 64)) != 0
  }
}
