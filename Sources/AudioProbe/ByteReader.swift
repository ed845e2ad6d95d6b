/// Reads numbers and strings from a byte buffer, checking every bound: running past the end
/// throws ``AudioProbeError/truncated(_:_:)`` naming what was being read.
struct ByteReader {
  let bytes: [UInt8]
  var offset: Int
  let format: AudioFormat

  init(_ bytes: [UInt8], at offset: Int = 0, format: AudioFormat) {
    self.bytes = bytes
    self.offset = offset
    self.format = format
  }

  var remaining: Int { max(0, bytes.count - offset) }

  mutating func take(_ count: Int, _ what: String) throws(AudioProbeError) -> ArraySlice<UInt8> {
    guard count >= 0, count <= remaining else { throw .truncated(format, what) }
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  mutating func skip(_ count: Int, _ what: String) throws(AudioProbeError) {
    _ = try take(count, what)
  }

  mutating func u8(_ what: String) throws(AudioProbeError) -> Int {
    Int(try take(1, what).first!)
  }

  mutating func bigEndian(_ count: Int, _ what: String) throws(AudioProbeError) -> Int {
    try take(count, what).reduce(0) { $0 << 8 | Int($1) }
  }

  mutating func littleEndian(_ count: Int, _ what: String) throws(AudioProbeError) -> Int {
    try take(count, what).reversed().reduce(0) { $0 << 8 | Int($1) }
  }

  /// Text of `count` bytes, read as UTF-8 (invalid bytes become U+FFFD).
  mutating func text(_ count: Int, _ what: String) throws(AudioProbeError) -> String {
    String(decoding: try take(count, what), as: UTF8.self)
  }
}

extension Array where Element == UInt8 {
  /// True when the bytes at `offset` are `ascii`.
  func hasASCII(_ ascii: String, at offset: Int) -> Bool {
    let expected = Array(ascii.utf8)
    guard offset >= 0, offset + expected.count <= count else { return false }
    return self[offset..<offset + expected.count].elementsEqual(expected)
  }
}
