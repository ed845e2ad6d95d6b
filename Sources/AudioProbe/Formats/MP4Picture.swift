/// Finds the cover of an MP4 file: the `data` box of `moov/udta/meta/ilst/covr`.
enum MP4Picture {
  static func find(_ source: some ByteSource) throws(AudioProbeError) -> EmbeddedPicture? {
    guard let moov = try child("moov", in: 0..<source.size, source) else { return nil }
    guard let udta = try child("udta", in: moov, source),
      let meta = try child("meta", in: udta, source)
    else { return nil }
    // ISO `meta` is a full box (4 bytes of version and flags); QuickTime's is not.
    let prefix = try source.read(at: meta.lowerBound + 4, count: 4).hasASCII("hdlr", at: 0) ? 0 : 4
    guard meta.lowerBound + prefix <= meta.upperBound,
      let ilst = try child("ilst", in: meta.lowerBound + prefix..<meta.upperBound, source),
      let covr = try child("covr", in: ilst, source),
      let data = try child("data", in: covr, source), data.count > 8
    else { return nil }
    // `data`: a type (4 bytes: 13 JPEG, 14 PNG) and a locale (4), then the image.
    return EmbeddedPicture(mediaType: "", offset: data.lowerBound + 8, length: data.count - 8)
  }

  /// The body of the first box of `type` among the boxes laid end to end in `range`, read
  /// header by header.
  private static func child(_ type: String, in range: Range<Int>, _ source: some ByteSource)
    throws(AudioProbeError) -> Range<Int>?
  {
    var offset = range.lowerBound
    while offset + 8 <= range.upperBound {
      let header = try source.read(at: offset, count: 16)
      guard header.count >= 8 else { return nil }
      var size = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
      var headerSize = 8
      if size == 1 {
        guard header.count == 16 else { return nil }
        size = header[8..<16].reduce(0) { $0 << 8 | Int($1) }
        headerSize = 16
      } else if size == 0 {
        size = range.upperBound - offset
      }
      guard size >= headerSize, size <= range.upperBound - offset else { return nil }
      if header.hasASCII(type, at: 4) { return offset + headerSize..<offset + size }
      offset += size
    }
    return nil
  }
}
