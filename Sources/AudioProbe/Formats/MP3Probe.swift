/// Reads an MP3 file: the first frame header, a Xing/Info or VBRI tag when there is one,
/// and the ID3v2 (or else ID3v1) tags.
enum MP3Probe {
  /// How far past the ID3v2 tag a first frame is looked for.
  static let searchWindow = 64 * 1024

  /// Probes the MP3 stream that starts at or after `start` (the end of any ID3v2 tag).
  static func probe(_ source: some ByteSource, start: Int, tags id3v2: AudioTags?)
    throws(AudioProbeError)
    -> AudioFacts
  {
    let window = try source.read(at: start, count: searchWindow + 4)
    guard let (offset, header) = firstFrame(in: window, fileEnd: source.size - start) else {
      throw .unrecognized
    }
    let audioStart = start + offset
    var tags = id3v2 ?? AudioTags()
    var audioEnd = source.size
    let tail = try source.read(at: max(0, source.size - 128), count: 128)
    if tail.count == 128, tail.hasASCII("TAG", at: 0) {
      audioEnd -= 128
      if id3v2 == nil || tags == AudioTags() { tags = id3v1Tags(tail) }
    }
    let frame = try source.read(at: audioStart, count: max(header.length, 200))
    var durationMS: Int
    var bitrate = header.bitrate
    let tagOffset = header.sideInfoEnd
    if frame.hasASCII("Xing", at: tagOffset) || frame.hasASCII("Info", at: tagOffset) {
      var reader = ByteReader(frame, at: tagOffset + 4, format: .mp3)
      let flags = try reader.bigEndian(4, "Xing flags")
      let frames = flags & 1 != 0 ? try reader.bigEndian(4, "Xing frame count") : nil
      let bytes = flags & 2 != 0 ? try reader.bigEndian(4, "Xing byte count") : nil
      // Frame counts are 32-bit, so frames × 1152 × 1000 cannot overflow.
      durationMS =
        frames.flatMap {
          milliseconds(samples: $0 * header.samplesPerFrame, rate: header.sampleRate)
        }
        ?? cbrDuration(bytes: audioEnd - audioStart, bitrate: bitrate)
      // An Info tag marks a CBR file: its frame headers carry the bitrate. A Xing tag's own
      // header says little; the average is bytes over duration.
      if frame.hasASCII("Xing", at: tagOffset), let bytes, let frames, frames > 0 {
        bitrate =
          roundedInt(
            Double(bytes) * 8 * Double(header.sampleRate) / Double(frames * header.samplesPerFrame))
          ?? bitrate
      }
    } else if frame.hasASCII("VBRI", at: 36) {
      var reader = ByteReader(frame, at: 36 + 10, format: .mp3)
      let bytes = try reader.bigEndian(4, "VBRI byte count")
      let frames = try reader.bigEndian(4, "VBRI frame count")
      durationMS =
        milliseconds(samples: frames * header.samplesPerFrame, rate: header.sampleRate) ?? 0
      if frames > 0 {
        bitrate =
          roundedInt(
            Double(bytes) * 8 * Double(header.sampleRate) / Double(frames * header.samplesPerFrame))
          ?? bitrate
      }
    } else {
      durationMS = cbrDuration(bytes: audioEnd - audioStart, bitrate: bitrate)
    }
    return AudioFacts(
      format: .mp3, durationMS: durationMS, sampleRate: header.sampleRate, bitDepth: nil,
      channels: header.channels, bitrate: bitrate, tags: tags)
  }

  /// The first frame in `window` that is followed by a second frame of the same stream (or
  /// by the end of the file): one sync word alone proves nothing, random data has them.
  static func firstFrame(in window: [UInt8], fileEnd: Int) -> (Int, MP3FrameHeader)? {
    var offset = 0
    while offset + 4 <= window.count {
      if window[offset] == 0xFF, let header = MP3FrameHeader(window, at: offset) {
        let next = offset + header.length
        if next == fileEnd { return (offset, header) }
        if next + 4 <= window.count, let following = MP3FrameHeader(window, at: next),
          following.version == header.version, following.sampleRate == header.sampleRate
        {
          return (offset, header)
        }
      }
      offset += 1
    }
    return nil
  }

  private static func cbrDuration(bytes: Int, bitrate: Int) -> Int {
    roundedInt(Double(max(0, bytes)) * 8 * 1000 / Double(bitrate)) ?? 0
  }

  /// An ID3v1 tag: 30 bytes each of title, artist and album (Latin-1), 4 of the year, a track
  /// number in the comment's last byte (v1.1), and the genre's number.
  private static func id3v1Tags(_ tag: [UInt8]) -> AudioTags {
    func field(_ offset: Int) -> String {
      String(tag[offset..<offset + 30].prefix { $0 != 0 }.map { Character(Unicode.Scalar($0)) })
    }
    var tags = AudioTags()
    tags.set(key: "TITLE", value: field(3))
    tags.set(key: "ARTIST", value: field(33))
    tags.set(key: "ALBUM", value: field(63))
    if tag[125] == 0, tag[126] > 0 { tags.trackNumber = Int(tag[126]) }
    tags.set(key: "YEAR", value: String(decoding: tag[93..<97], as: UTF8.self))
    tags.genre = ID3v1Genres.name(Int(tag[127]))
    return tags
  }
}
