extension AudioProbe {
  /// The front cover stored in the audio file `source` (else its first picture), or nil when
  /// it holds none. Only the headers and the picture's first bytes are read; the picture is
  /// given by place, and its type is the one its bytes show (a tag's word is not trusted).
  public static func picture(_ source: some ByteSource) throws(AudioProbeError) -> EmbeddedPicture?
  {
    let head = try source.read(at: 0, count: 12)
    let found: EmbeddedPicture?
    if head.hasASCII("fLaC", at: 0) {
      found = try FLACPicture.find(source, start: 0)
    } else if head.hasASCII("ftyp", at: 4) {
      found = try MP4Picture.find(source)
    } else if head.hasASCII("ID3", at: 0) {
      let tag = try ID3v2Tag.read(source)
      var flac = false
      if let tag { flac = try source.read(at: tag.size, count: 4).hasASCII("fLaC", at: 0) }
      if let tag, flac {
        if let inStream = try FLACPicture.find(source, start: tag.size) {
          found = inStream
        } else {
          found = try ID3v2Picture.find(source)
        }
      } else {
        found = try ID3v2Picture.find(source)
      }
    } else {
      found = nil
    }
    // The bytes must be an image, whatever the tag said.
    guard let found, found.length > 0, found.offset + found.length <= source.size,
      let type = EmbeddedPicture.sniffedType(try source.read(at: found.offset, count: 12))
    else { return nil }
    return EmbeddedPicture(mediaType: type, offset: found.offset, length: found.length)
  }
}
