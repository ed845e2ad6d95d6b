/// Eight bytes read from memory as one word, to test them all at once: a scan for the few
/// bytes that need attention (an escape, a control character) skips eight ordinary bytes
/// with a handful of operations instead of eight table lookups. (Public, not package: Swift
/// 6.3 inlines `@inlinable` code into other modules only when it is public.)
public struct ByteWord {
  public let bits: UInt64

  @inlinable @inline(__always)
  public init(loadingFrom pointer: UnsafePointer<UInt8>) {
    bits = UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self)
  }

  /// Nonzero exactly when a byte is below `limit` (at most 0x80): such a byte leaves its high
  /// bit set in `(word - limit...) & ~word`. (Which bits are set says nothing more.)
  @inlinable @inline(__always)
  public func flags(below limit: UInt8) -> UInt64 {
    (bits &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~bits & 0x8080_8080_8080_8080
  }

  /// Nonzero exactly when a byte is past ASCII (its high bit set).
  @inlinable @inline(__always)
  public var flagsPastASCII: UInt64 { bits & 0x8080_8080_8080_8080 }

  /// Nonzero exactly when a byte equals `value`: it is a zero byte of the word xor-ed with it.
  @inlinable @inline(__always)
  public func flags(equalTo value: UInt8) -> UInt64 {
    let xored = bits ^ (0x0101_0101_0101_0101 &* UInt64(value))
    return (xored &- 0x0101_0101_0101_0101) & ~xored & 0x8080_8080_8080_8080
  }

  /// Where a scan of `bytes` from `start` goes on after skipping, eight at a time, the bytes
  /// of words that `flags` finds nothing in: the start of the first word it flags, or of the
  /// last seven bytes or fewer.
  @inlinable @inline(__always)
  public static func skipping(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, unless flags: (ByteWord) -> UInt64
  ) -> Int {
    guard let base = bytes.baseAddress else { return start }
    var index = start
    while index + 8 <= bytes.count, flags(ByteWord(loadingFrom: base + index)) == 0 { index += 8 }
    return index
  }
}
