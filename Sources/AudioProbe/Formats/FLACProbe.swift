/// Reads a FLAC file's STREAMINFO and VORBIS_COMMENT metadata blocks.
enum FLACProbe {
  /// Probes the FLAC stream that starts at `start` (after any ID3v2 tag) with `fLaC`.
  static func probe(_ source: some ByteSource, start: Int) throws(AudioProbeError) -> AudioFacts {
    var offset = start + 4
    var streamInfo: [UInt8]?
    var tags = AudioTags()
    var isLast = false
    // Metadata blocks: a 4-byte header (last flag, type, 24-bit length), then the body.
    while !isLast {
      let header = try source.read(at: offset, count: 4)
      guard header.count == 4 else {
        if streamInfo == nil { throw .truncated(.flac, "the file ends before STREAMINFO") }
        break
      }
      isLast = header[0] & 0x80 != 0
      let type = header[0] & 0x7F
      let length = Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
      let body = offset + 4
      switch type {
      case 0:
        let bytes = try source.read(at: body, count: 34)
        guard length >= 34, bytes.count == 34 else {
          throw .truncated(.flac, "STREAMINFO announces \(length) bytes, \(bytes.count) are there")
        }
        guard length == 34 else {
          throw .invalid(.flac, "STREAMINFO announces \(length) bytes; it is 34")
        }
        streamInfo = bytes
      case 4 where length <= 1 << 20:
        tags =
          (try? VorbisComments.read(try source.read(at: body, count: length), at: 0, format: .flac))
          ?? tags
      case 127:
        throw .invalid(.flac, "metadata block type 127")
      default:
        break
      }
      guard streamInfo != nil || type == 0 else {
        throw .invalid(.flac, "the first metadata block is not STREAMINFO")
      }
      // A block that runs past the end: the header lies, or the file was cut short.
      guard body + length <= source.size else {
        throw .truncated(
          .flac, "metadata block \(type) announces \(length) bytes, \(source.size - body) are there"
        )
      }
      offset = body + length
    }
    guard let info = streamInfo else { throw .truncated(.flac, "no STREAMINFO") }
    // STREAMINFO: 2+2 block sizes, 3+3 frame sizes, then 20 bits sample rate, 3 bits
    // channels - 1, 5 bits bits per sample - 1, 36 bits total samples.
    let sampleRate = Int(info[10]) << 12 | Int(info[11]) << 4 | Int(info[12]) >> 4
    let channels = Int(info[12] >> 1 & 0x07) + 1
    let bitDepth = (Int(info[12] & 0x01) << 4 | Int(info[13]) >> 4) + 1
    let totalSamples =
      Int(info[13] & 0x0F) << 32 | Int(info[14]) << 24 | Int(info[15]) << 16
      | Int(info[16]) << 8 | Int(info[17])
    guard sampleRate > 0 else { throw .invalid(.flac, "sample rate 0") }
    guard let durationMS = milliseconds(samples: totalSamples, rate: sampleRate) else {
      throw .invalid(.flac, "total samples \(totalSamples)")
    }
    let bitrate =
      durationMS > 0 ? roundedInt(Double(source.size) * 8 * 1000 / Double(durationMS)) : nil
    return AudioFacts(
      format: .flac, durationMS: durationMS, sampleRate: sampleRate, bitDepth: bitDepth,
      channels: channels,
      bitrate: bitrate, tags: tags)
  }
}
