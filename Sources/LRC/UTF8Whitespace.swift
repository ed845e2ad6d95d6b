/// Trims Unicode whitespace from the ends of a range of UTF-8 bytes, without making strings.
enum UTF8Whitespace {
  /// The first offset in `start..<end` that does not begin a whitespace scalar.
  static func trimmedStart(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    var index = start
    while index < end {
      let length = sequenceLength(bytes[index])
      guard index + length <= end, isWhitespace(bytes, index, length) else { break }
      index += length
    }
    return index
  }

  /// The offset just past the last scalar in `start..<end` that is not whitespace.
  static func trimmedEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    var index = end
    while index > start {
      var first = index - 1
      while first > start, bytes[first] & 0xC0 == 0x80 { first -= 1 }
      guard isWhitespace(bytes, first, index - first) else { break }
      index = first
    }
    return index
  }

  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }

  private static func isWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ length: Int)
    -> Bool
  {
    if length == 1 {
      let byte = bytes[index]
      return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
    // Decode leniently: the bytes were validated as UTF-8 before parsing.
    let scalar = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self
    )
    .unicodeScalars.first
    return scalar?.properties.isWhitespace ?? false
  }
}
