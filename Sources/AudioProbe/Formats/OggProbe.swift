/// Reads an Ogg Vorbis or Opus file: the identification header of the first packet, the
/// comment header of the second, and the last page's granule position for the duration.
enum OggProbe {
  /// How much of the start is read for the headers, and of the end for the last page (an
  /// Ogg page is at most 65,307 bytes).
  static let window = 128 * 1024

  static func probe(_ source: some ByteSource) throws(AudioProbeError) -> AudioFacts {
    let head = try source.read(at: 0, count: window)
    let packets = firstPackets(head, count: 2)
    guard let first = packets.first, let page = OggPage(head, at: 0) else {
      throw .truncated(.vorbis, "no complete first page")
    }
    if first.hasASCII("OpusHead", at: 0) {
      var reader = ByteReader(first, at: 8, format: .opus)
      try reader.skip(1, "Opus version")
      let channels = try reader.u8("Opus channels")
      let preSkip = try reader.littleEndian(2, "Opus pre-skip")
      guard channels > 0 else { throw .invalid(.opus, "zero channels") }
      let tags =
        packets.count > 1 && packets[1].hasASCII("OpusTags", at: 0)
        ? (try? VorbisComments.read(packets[1], at: 8, format: .opus)) ?? AudioTags() : AudioTags()
      // RFC 7845: samples at 48 kHz, less the pre-skip.
      let samples = max(0, try lastGranule(source, serial: page.serial, format: .opus) - preSkip)
      guard let durationMS = milliseconds(samples: samples, rate: 48_000) else {
        throw .invalid(.opus, "granule position \(samples)")
      }
      let bitrate =
        durationMS > 0 ? roundedInt(Double(source.size) * 8 * 1000 / Double(durationMS)) : nil
      return AudioFacts(
        format: .opus, durationMS: durationMS, sampleRate: 48_000, bitDepth: nil,
        channels: channels,
        bitrate: bitrate, tags: tags)
    }
    guard first.count >= 7, first[0] == 1, first.hasASCII("vorbis", at: 1) else {
      throw .unrecognized
    }
    var reader = ByteReader(first, at: 7, format: .vorbis)
    try reader.skip(4, "Vorbis version")
    let channels = try reader.u8("Vorbis channels")
    let sampleRate = try reader.littleEndian(4, "Vorbis sample rate")
    try reader.skip(4, "Vorbis maximum bitrate")
    let nominal = Int(
      Int32(truncatingIfNeeded: try reader.littleEndian(4, "Vorbis nominal bitrate")))
    guard channels > 0, sampleRate > 0 else {
      throw .invalid(.vorbis, "zero channels or sample rate")
    }
    let tags =
      packets.count > 1 && packets[1].count > 7 && packets[1][0] == 3
        && packets[1].hasASCII("vorbis", at: 1)
      ? (try? VorbisComments.read(packets[1], at: 7, format: .vorbis)) ?? AudioTags() : AudioTags()
    let samples = max(0, try lastGranule(source, serial: page.serial, format: .vorbis))
    guard let durationMS = milliseconds(samples: samples, rate: sampleRate) else {
      throw .invalid(.vorbis, "granule position \(samples)")
    }
    let bitrate =
      nominal > 0
      ? nominal
      : durationMS > 0 ? roundedInt(Double(source.size) * 8 * 1000 / Double(durationMS)) : nil
    return AudioFacts(
      format: .vorbis, durationMS: durationMS, sampleRate: sampleRate, bitDepth: nil,
      channels: channels,
      bitrate: bitrate, tags: tags)
  }

  /// The first `count` packets of the first logical stream, joined across pages, from the
  /// pages wholly inside `bytes`.
  static func firstPackets(_ bytes: [UInt8], count: Int) -> [[UInt8]] {
    var packets: [[UInt8]] = []
    var current: [UInt8] = []
    var offset = 0
    var serial: UInt32?
    while packets.count < count, let page = OggPage(bytes, at: offset),
      offset + page.size <= bytes.count
    {
      if serial == nil { serial = page.serial }
      if page.serial == serial {
        var position = page.bodyOffset
        for segment in page.segments {
          current += bytes[position..<position + segment]
          position += segment
          // A segment shorter than 255 bytes ends its packet.
          if segment < 255 {
            packets.append(current)
            current = []
            if packets.count == count { break }
          }
        }
      }
      offset += page.size
    }
    return packets
  }

  /// The granule position of the stream's last page, found in the file's tail.
  private static func lastGranule(_ source: some ByteSource, serial: UInt32, format: AudioFormat)
    throws(AudioProbeError) -> Int
  {
    let start = max(0, source.size - window)
    let tail = try source.read(at: start, count: window)
    var offset = tail.count - 27
    while offset >= 0 {
      if tail[offset] == UInt8(ascii: "O"), let page = OggPage(tail, at: offset),
        page.serial == serial,
        page.granulePosition >= 0
      {
        return Int(page.granulePosition)
      }
      offset -= 1
    }
    throw .truncated(format, "no last page with a granule position")
  }
}
