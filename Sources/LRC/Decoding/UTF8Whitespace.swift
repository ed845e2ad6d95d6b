/// Trims Unicode whitespace, and stray byte order marks (U+FEFF, which files that were joined
/// or saved twice carry at line starts), from the ends of a range of UTF-8 bytes, without
/// making strings.
enum UTF8Whitespace {
  /// The first offset in `start..<end` that does not begin a whitespace scalar.
  @inline(__always)
  static func trimmedStart(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    // Most lines start with a printable ASCII byte (`[`, a letter): nothing to trim.
    if start < end, bytes[start] > 0x20, bytes[start] < 0x80 { return start }
    return trimmingStart(bytes, start, end)
  }

  /// The offset just past the last scalar in `start..<end` that is not whitespace.
  @inline(__always)
  static func trimmedEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    // A printable ASCII byte ends a scalar that is not whitespace; so does any last byte of
    // UTF-8 that none of the whitespace scalars (and U+FEFF) ends with.
    if end > start, !mayEndWhitespace(bytes[end - 1]) { return end }
    return trimmingEnd(bytes, start, end)
  }

  /// False when no whitespace scalar's UTF-8 ends with `byte`: ASCII past the space, and
  /// every continuation byte but 80-8A (U+2000...U+200A, U+3000, U+1680), 85, 9F (U+205F),
  /// A0, A8, A9, AF (U+2028, U+2029, U+202F) and BF (U+FEFF).
  @inline(__always)
  private static func mayEndWhitespace(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x00...0x20, 0x7F, 0x80...0x8A, 0x9F, 0xA0, 0xA8, 0xA9, 0xAF, 0xBF: true
    case 0xC0...: true
    default: false
    }
  }

  private static func trimmingStart(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Int
  {
    var index = start
    while index < end {
      // Most lines start with a byte of ASCII: it decides alone.
      let lead = bytes[index]
      if lead < 0x80 {
        guard isASCIIWhitespace(lead) else { break }
        index += 1
        continue
      }
      // Only C2 (U+0085, U+00A0), E1 (U+1680), E2 (U+2000...), E3 (U+3000) and EF (U+FEFF)
      // lead a whitespace scalar; Han characters (E4-E9) stop here undecoded.
      guard lead == 0xC2 || lead == 0xE1 || lead == 0xE2 || lead == 0xE3 || lead == 0xEF else {
        break
      }
      let length = sequenceLength(lead)
      guard index + length <= end, isWhitespace(bytes, index, length) else { break }
      index += length
    }
    return index
  }

  private static func trimmingEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Int
  {
    var index = end
    while index > start {
      let last = bytes[index - 1]
      if last < 0x80 {
        guard isASCIIWhitespace(last) else { break }
        index -= 1
        continue
      }
      var first = index - 1
      while first > start, bytes[first] & 0xC0 == 0x80 { first -= 1 }
      guard isWhitespace(bytes, first, index - first) else { break }
      index = first
    }
    return index
  }

  @inline(__always)
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }

  /// True when the scalar at `index` is White_Space (Unicode's property, which
  /// `Unicode.Scalar.Properties.isWhitespace` reads) or U+FEFF, decoded here without making
  /// a string.
  private static func isWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ length: Int)
    -> Bool
  {
    let lead = UInt32(bytes[index])
    switch length {
    case 1:
      return isASCIIWhitespace(UInt8(lead))
    case 2:
      let value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
      return value == 0x85 || value == 0xA0
    case 3:
      let value =
        (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
      switch value {
      case 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return true
      default: return false
      }
    default:
      return false
    }
  }
}
