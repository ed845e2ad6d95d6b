/// Writes Unicode scalar values as UTF-8 into memory the caller sized: what the decoders of
/// UTF-16 and of the legacy encodings (through iconv's scalar values, as they are scored)
/// make their text with.
enum UTF8Writer {
  /// Writes `value`, a scalar value (not a surrogate, at most U+10FFFF), at `output`; how
  /// many bytes it took (1 to 4).
  @inline(__always)
  static func write(_ value: UInt32, at output: UnsafeMutablePointer<UInt8>) -> Int {
    switch value {
    case ..<0x80:
      output[0] = UInt8(truncatingIfNeeded: value)
      return 1
    case ..<0x800:
      output[0] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
      output[1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 2
    case ..<0x10000:
      output[0] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
      output[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
      output[2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 3
    default:
      output[0] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
      output[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
      output[2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
      output[3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 4
    }
  }
}
