/// A picture stored inside an audio file (a FLAC PICTURE block, an ID3v2 APIC frame, an MP4
/// `covr` item): its media type and where its bytes lie in the file, so they can be sent
/// from the file without reading them into memory.
public struct EmbeddedPicture: Equatable, Sendable {
  /// `image/jpeg`, `image/png`...
  public let mediaType: String
  public let offset: Int
  public let length: Int

  public init(mediaType: String, offset: Int, length: Int) {
    self.mediaType = mediaType
    self.offset = offset
    self.length = length
  }

  /// The media type the first bytes of an image say (JPEG, PNG, GIF, WebP), or nil.
  static func sniffedType(_ head: [UInt8]) -> String? {
    if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
    if head.starts(with: Array("GIF8".utf8)) { return "image/gif" }
    if head.count >= 12, head.hasASCII("RIFF", at: 0), head.hasASCII("WEBP", at: 8) {
      return "image/webp"
    }
    return nil
  }
}
