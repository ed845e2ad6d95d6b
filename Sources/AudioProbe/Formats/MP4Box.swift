/// One box of an MP4 (ISO base media) file: its four-character type and where its body lies.
struct MP4Box {
  let type: String
  /// The body's range in the buffer it was read from.
  let body: Range<Int>

  /// The boxes laid end to end in `range` of `bytes`; stops at the first that does not fit.
  static func children(of bytes: [UInt8], in range: Range<Int>) -> [MP4Box] {
    var boxes: [MP4Box] = []
    var offset = range.lowerBound
    while offset + 8 <= range.upperBound {
      var size =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      // Latin-1, so a type such as ©nam (A9 6E 61 6D) keeps its first byte as U+00A9.
      let type = String(bytes[offset + 4..<offset + 8].map { Character(Unicode.Scalar($0)) })
      var headerSize = 8
      if size == 1 {
        guard offset + 16 <= range.upperBound else { break }
        size = bytes[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) }
        headerSize = 16
      } else if size == 0 {
        size = range.upperBound - offset
      }
      // Compared by subtraction: a lying 64-bit size must not overflow the sum.
      guard size >= headerSize, size <= range.upperBound - offset else { break }
      boxes.append(MP4Box(type: type, body: offset + headerSize..<offset + size))
      offset += size
    }
    return boxes
  }

  /// The first child of this box with `type`.
  func child(_ type: String, in bytes: [UInt8], skipping prefix: Int = 0) -> MP4Box? {
    guard body.lowerBound + prefix <= body.upperBound else { return nil }
    return Self.children(of: bytes, in: body.lowerBound + prefix..<body.upperBound).first {
      $0.type == type
    }
  }

  /// The box at a path of types below this one, such as `mdia/minf/stbl`.
  func descendant(_ path: String, in bytes: [UInt8]) -> MP4Box? {
    var box: MP4Box? = self
    for type in path.split(separator: "/") { box = box?.child(String(type), in: bytes) }
    return box
  }
}
