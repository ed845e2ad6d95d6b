/// Trims Unicode whitespace, and stray byte order marks (U+FEFF, which files that were joined
/// or saved twice carry at line starts), from the ends of a range of UTF-8 bytes, without
/// making strings.
enum UTF8Whitespace {
  /// The first offset in `start..<end` that does not begin a whitespace scalar.
  static func trimmedStart(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    var index = start
    while index < end {
      // Most lines start with a byte of ASCII: it decides alone.
      let lead = bytes[index]
      if lead < 0x80 {
        guard isASCIIWhitespace(lead) else { break }
        index += 1
        continue
      }
      let length = sequenceLength(lead)
      guard index + length <= end, isWhitespace(bytes, index, length) else { break }
      index += length
    }
    return index
  }

  /// The offset just past the last scalar in `start..<end` that is not whitespace.
  static func trimmedEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
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
