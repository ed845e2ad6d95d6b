import TestSupport
import Testing

@testable import Utilities

/// A word's flags say exactly whether one of its eight bytes is below a limit or equal to
/// a value, whatever the other bytes hold (borrows between bytes never make a false flag).
@Suite struct ByteWordTests {
  @Test func flagsAgreeWithTheBytes() {
    var random = SplitMix64(seed: 20_261_207)
    let special: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x5C, 0x7F, 0x80, 0xC2, 0xEF, 0xFF]
    for round in 0..<20_000 {
      var bytes = (0..<8).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      if round % 2 == 0 {
        bytes[Int(random.next() % 8)] = special[Int(random.next() % UInt64(special.count))]
      }
      let word = bytes.withUnsafeBufferPointer { ByteWord(loadingFrom: $0.baseAddress!) }
      for limit in [UInt8(0x01), 0x20, 0x80] {
        #expect((word.flags(below: limit) != 0) == bytes.contains { $0 < limit }, "\(bytes)")
      }
      for value in special {
        #expect((word.flags(equalTo: value) != 0) == bytes.contains(value), "\(bytes) \(value)")
      }
    }
  }
}
