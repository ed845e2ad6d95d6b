/// Vorbis comments (FLAC's VORBIS_COMMENT block, Ogg Vorbis and Opus comment headers): a
/// little-endian vendor string, a count, and `KEY=value` strings.
enum VorbisComments {
  static func read(_ bytes: [UInt8], at offset: Int, format: AudioFormat) throws(AudioProbeError)
    -> AudioTags
  {
    var reader = ByteReader(bytes, at: offset, format: format)
    let vendorLength = try reader.littleEndian(4, "comment vendor length")
    try reader.skip(vendorLength, "comment vendor")
    let count = try reader.littleEndian(4, "comment count")
    var tags = AudioTags()
    for _ in 0..<min(count, 10_000) {
      let length = try reader.littleEndian(4, "comment length")
      let comment = try reader.text(length, "comment")
      guard let equals = comment.firstIndex(of: "=") else { continue }
      tags.set(
        key: String(comment[..<equals]), value: String(comment[comment.index(after: equals)...]))
    }
    return tags
  }
}
