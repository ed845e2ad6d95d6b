/// A set of Unicode scalar values within one block, one bit per value: the membership test
/// scoring runs for every character of a candidate decoding.
struct ScalarSet: Sendable {
  /// The values the bitmap covers.
  private let range: Range<UInt32>
  private let bitmap: [UInt64]

  /// The set of the scalars of `characters`, all of which lie in `range`.
  init(_ characters: String, in range: Range<UInt32>) {
    var bits = [UInt64](repeating: 0, count: (range.count + 63) / 64)
    for scalar in characters.unicodeScalars {
      precondition(range.contains(scalar.value), "U+\(scalar.value) is outside the set's range")
      let offset = Int(scalar.value - range.lowerBound)
      bits[offset / 64] |= 1 << UInt64(offset % 64)
    }
    self.range = range
    self.bitmap = bits
  }

  @inline(__always)
  func contains(_ value: UInt32) -> Bool {
    guard value >= range.lowerBound, value < range.upperBound else { return false }
    let offset = Int(value - range.lowerBound)
    return bitmap[offset / 64] & (1 << UInt64(offset % 64)) != 0
  }
}
