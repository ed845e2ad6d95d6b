/// Finds the attached pictures of an ID3v2 tag (APIC frames, PIC in v2.2).
enum ID3v2Picture {
  /// The front cover (picture type 3), else the first picture, of the tag at the start of
  /// `source`. Unsynchronised, compressed or encrypted frames are passed over: their bytes
  /// are not the picture's as they stand.
  static func find(_ source: some ByteSource) throws(AudioProbeError) -> EmbeddedPicture? {
    let header = try source.read(at: 0, count: 10)
    guard header.count == 10, header.hasASCII("ID3", at: 0), (2...4).contains(header[3]),
      header[6..<10].allSatisfy({ $0 < 0x80 }), header[5] & 0x80 == 0
    else { return nil }
    let version = Int(header[3])
    let tagEnd = 10 + header[6..<10].reduce(0) { $0 << 7 | Int($1) }
    var offset = 10
    if header[5] & 0x40 != 0 {
      let extended = try source.read(at: 10, count: 4)
      guard extended.count == 4 else { return nil }
      offset +=
        version == 4
        ? extended.reduce(0) { $0 << 7 | Int($1 & 0x7F) }
        : 4 + extended.reduce(0) { $0 << 8 | Int($1) }
    }
    let headerLength = version == 2 ? 6 : 10
    var first: EmbeddedPicture?
    while offset + headerLength <= tagEnd {
      let frame = try source.read(at: offset, count: headerLength)
      guard frame.count == headerLength, frame[0] != 0 else { break }
      let idLength = version == 2 ? 3 : 4
      let sizeBytes = frame[idLength..<idLength + (version == 2 ? 3 : 4)]
      let size =
        version == 4
        ? sizeBytes.reduce(0) { $0 << 7 | Int($1 & 0x7F) }
        : sizeBytes.reduce(0) { $0 << 8 | Int($1) }
      let body = offset + headerLength
      guard size >= 0, size <= tagEnd - body else { break }
      let id = String(decoding: frame[0..<idLength], as: UTF8.self)
      // v2.3 and v2.4 format flags: compression, encryption, unsynchronisation, data length.
      let plain = version == 2 || frame[9] & (version == 4 ? 0x0F : 0xE0) == 0
      if plain, id == "APIC" || id == "PIC",
        let (type, picture) = try read(source, body: body, size: size, version: version)
      {
        if type == 3 { return picture }
        first = first ?? picture
      }
      offset = body + size
    }
    return first
  }

  /// An APIC frame's type and picture: encoding (1), media type (NUL-ended Latin-1; in v2.2 a
  /// 3-letter format), picture type (1), description (NUL-ended in the encoding), data.
  private static func read(_ source: some ByteSource, body: Int, size: Int, version: Int)
    throws(AudioProbeError) -> (Int, EmbeddedPicture)?
  {
    let bytes = try source.read(at: body, count: min(size, 4096))
    guard bytes.count >= 4 else { return nil }
    let encoding = bytes[0]
    var index = 1
    if version == 2 {
      index += 3
    } else {
      guard let end = bytes[index...].firstIndex(of: 0) else { return nil }
      index = end + 1
    }
    guard index < bytes.count else { return nil }
    let type = Int(bytes[index])
    index += 1
    // The description ends with a NUL: one byte in Latin-1 and UTF-8, two (aligned) in UTF-16.
    let wide = encoding == 1 || encoding == 2
    while true {
      guard index + (wide ? 1 : 0) < bytes.count else { return nil }
      if wide {
        if bytes[index] == 0, bytes[index + 1] == 0 { break }
        index += 2
      } else {
        if bytes[index] == 0 { break }
        index += 1
      }
    }
    index += wide ? 2 : 1
    guard index < size else { return nil }
    return (type, EmbeddedPicture(mediaType: "", offset: body + index, length: size - index))
  }
}
