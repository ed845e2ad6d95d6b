/// Finds the PICTURE metadata blocks (type 6) of a FLAC stream.
enum FLACPicture {
  /// The front cover (picture type 3), else the first picture, of the FLAC stream at `start`.
  static func find(_ source: some ByteSource, start: Int) throws(AudioProbeError)
    -> EmbeddedPicture?
  {
    var offset = start + 4
    var first: EmbeddedPicture?
    var isLast = false
    while !isLast {
      let header = try source.read(at: offset, count: 4)
      guard header.count == 4 else { break }
      isLast = header[0] & 0x80 != 0
      let length = Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
      let body = offset + 4
      guard length <= source.size - body else { break }
      if header[0] & 0x7F == 6, let (type, picture) = try read(source, body: body, length: length) {
        if type == 3 { return picture }
        first = first ?? picture
      }
      offset = body + length
    }
    return first
  }

  /// A PICTURE block's type and picture: type (4), media type length (4) and text,
  /// description length (4) and text, width, height, depth, colours (4 each), data length (4),
  /// data.
  private static func read(_ source: some ByteSource, body: Int, length: Int)
    throws(AudioProbeError)
    -> (Int, EmbeddedPicture)?
  {
    var offset = body
    let end = body + length
    func number() throws(AudioProbeError) -> Int? {
      guard offset + 4 <= end else { return nil }
      let bytes = try source.read(at: offset, count: 4)
      guard bytes.count == 4 else { return nil }
      offset += 4
      return bytes.reduce(0) { $0 << 8 | Int($1) }
    }
    guard let type = try number(), let typeLength = try number(), typeLength <= end - offset else {
      return nil
    }
    let mediaType = String(decoding: try source.read(at: offset, count: typeLength), as: UTF8.self)
    offset += typeLength
    guard let descriptionLength = try number(), descriptionLength <= end - offset else {
      return nil
    }
    offset += descriptionLength + 16
    guard let dataLength = try number(), dataLength <= end - offset else { return nil }
    return (type, EmbeddedPicture(mediaType: mediaType, offset: offset, length: dataLength))
  }
}
