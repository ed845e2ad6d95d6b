/// Reads an MP4/M4A file: the `moov` box (wherever it stands), its audio track's sample
/// entry (`mp4a` with `esds`, or `alac` with its cookie), `mvhd` for the duration, and
/// `udta/meta/ilst` for the tags.
enum MP4Probe {
  /// The largest `moov` read (cover art can make it large; sample tables of long files too).
  static let maximumMovieSize = 64 << 20

  static func probe(_ source: some ByteSource) throws(AudioProbeError) -> AudioFacts {
    let movie = try readMovie(source)
    let moov = MP4Box(type: "moov", body: 0..<movie.count)
    guard
      let track = MP4Box.children(of: movie, in: moov.body).first(where: { isAudioTrack($0, movie) }
      )
    else {
      throw .invalid(.aac, "no audio track")
    }
    guard let stsd = track.descendant("mdia/minf/stbl/stsd", in: movie),
      let entry = MP4Box.children(
        of: movie, in: min(stsd.body.lowerBound + 8, stsd.body.upperBound)..<stsd.body.upperBound
      ).first
    else { throw .truncated(.aac, "no sample description") }
    let format: AudioFormat
    switch entry.type {
    case "mp4a": format = .aac
    case "alac": format = .alac
    default: throw .invalid(.aac, "audio codec '\(entry.type)' is neither AAC nor ALAC")
    }
    // AudioSampleEntry: 6 reserved, 2 data reference index, 2 version, 6 reserved,
    // 2 channels, 2 sample size, 4 reserved, 4 sample rate (16.16); version 1 adds 16 bytes.
    var reader = ByteReader(movie, at: entry.body.lowerBound, format: format)
    try reader.skip(8, "sample entry")
    let entryVersion = try reader.bigEndian(2, "sample entry version")
    try reader.skip(6, "sample entry")
    var channels = try reader.bigEndian(2, "channel count")
    try reader.skip(6, "sample size")
    var sampleRate = try reader.bigEndian(4, "sample rate") >> 16
    let childrenStart = reader.offset + (entryVersion == 1 ? 16 : entryVersion == 2 ? 36 : 0)
    guard childrenStart <= entry.body.upperBound else { throw .truncated(format, "sample entry") }
    let extensions = MP4Box.children(of: movie, in: childrenStart..<entry.body.upperBound)
    var bitDepth: Int?
    var bitrate: Int?
    if format == .alac {
      guard let cookie = extensions.first(where: { $0.type == "alac" }) else {
        throw .truncated(.alac, "no ALAC cookie")
      }
      // Version and flags (4), frame length (4), compatible version (1), bit depth (1), three
      // tuning bytes, channels (1), max run (2), max frame bytes (4), average bitrate (4),
      // sample rate (4).
      var cookieReader = ByteReader(movie, at: cookie.body.lowerBound + 4, format: .alac)
      try cookieReader.skip(5, "ALAC frame length")
      bitDepth = try cookieReader.u8("ALAC bit depth")
      try cookieReader.skip(3, "ALAC tuning")
      channels = try cookieReader.u8("ALAC channels")
      try cookieReader.skip(10, "ALAC sizes")
      sampleRate = try cookieReader.bigEndian(4, "ALAC sample rate")
    } else if let esds = extensions.first(where: { $0.type == "esds" }) {
      bitrate = averageBitrate(esds, movie)
    }
    guard channels > 0, sampleRate > 0 else {
      throw .invalid(format, "zero channels or sample rate")
    }
    let durationMS = try duration(moov, track, movie, format)
    if bitrate == nil, durationMS > 0 {
      bitrate = roundedInt(Double(source.size) * 8 * 1000 / Double(durationMS))
    }
    return AudioFacts(
      format: format, durationMS: durationMS, sampleRate: sampleRate, bitDepth: bitDepth,
      channels: channels,
      bitrate: bitrate, tags: tags(moov, movie))
  }

  /// The `moov` box's body: top-level boxes are walked by their headers (an `mdat` of any
  /// size is skipped, not read), after checking the file starts with `ftyp`.
  private static func readMovie(_ source: some ByteSource) throws(AudioProbeError) -> [UInt8] {
    var offset = 0
    var sawFileType = false
    while offset + 8 <= source.size {
      var header = ByteReader(try source.read(at: offset, count: 16), format: .aac)
      var size = try header.bigEndian(4, "box size")
      let type = try header.text(4, "box type")
      var headerSize = 8
      if size == 1 {
        size = try header.bigEndian(8, "box size")
        headerSize = 16
      } else if size == 0 {
        size = source.size - offset
      }
      guard size >= headerSize else { throw .invalid(.aac, "box '\(type)' of size \(size)") }
      guard size <= source.size - offset else {
        throw .truncated(
          .aac, "box '\(type)' announces \(size) bytes, the file holds \(source.size - offset)")
      }
      if !sawFileType {
        guard type == "ftyp" else { throw .unrecognized }
        sawFileType = true
      }
      if type == "moov" {
        guard size - headerSize <= maximumMovieSize else {
          throw .invalid(.aac, "moov box of \(size) bytes")
        }
        let body = try source.read(at: offset + headerSize, count: size - headerSize)
        guard body.count == size - headerSize else {
          throw .truncated(.aac, "the file ends inside the moov box")
        }
        return body
      }
      offset += size
    }
    throw .truncated(.aac, "no moov box")
  }

  private static func isAudioTrack(_ box: MP4Box, _ movie: [UInt8]) -> Bool {
    guard box.type == "trak", let handler = box.descendant("mdia/hdlr", in: movie) else {
      return false
    }
    return movie.hasASCII("soun", at: handler.body.lowerBound + 8)
  }

  /// The movie's duration from `mvhd` (which accounts for edit lists; `mdhd` counts AAC's
  /// priming samples), else the track's `mdhd`.
  private static func duration(
    _ moov: MP4Box, _ track: MP4Box, _ movie: [UInt8], _ format: AudioFormat
  )
    throws(AudioProbeError) -> Int
  {
    for header in [moov.child("mvhd", in: movie), track.descendant("mdia/mdhd", in: movie)] {
      guard let header else { continue }
      var reader = ByteReader(movie, at: header.body.lowerBound, format: format)
      let version = try reader.u8("header version")
      try reader.skip(3 + (version == 1 ? 16 : 8), "header times")
      let timescale = try reader.bigEndian(4, "timescale")
      let duration = try reader.bigEndian(version == 1 ? 8 : 4, "duration")
      guard timescale > 0, duration >= 0,
        let milliseconds = roundedInt(Double(duration) * 1000 / Double(timescale))
      else { continue }
      return milliseconds
    }
    throw .truncated(format, "no movie or media header")
  }

  /// The average bitrate of an `esds` box's DecoderConfigDescriptor, or nil when it has none.
  private static func averageBitrate(_ esds: MP4Box, _ movie: [UInt8]) -> Int? {
    var reader = ByteReader(movie, at: esds.body.lowerBound + 4, format: .aac)
    func descriptor() -> (tag: Int, length: Int)? {
      guard let tag = try? reader.u8("descriptor tag") else { return nil }
      var length = 0
      for _ in 0..<4 {
        guard let byte = try? reader.u8("descriptor length") else { return nil }
        length = length << 7 | byte & 0x7F
        if byte & 0x80 == 0 { break }
      }
      return (tag, length)
    }
    guard let es = descriptor(), es.tag == 3,
      let flags = try? { () throws(AudioProbeError) -> Int in
        try reader.skip(2, "ES id")
        return try reader.u8("ES flags")
      }()
    else { return nil }
    if flags & 0x80 != 0 { try? reader.skip(2, "depends on") }
    if flags & 0x40 != 0, let length = try? reader.u8("URL length") {
      try? reader.skip(length, "URL")
    }
    if flags & 0x20 != 0 { try? reader.skip(2, "OCR id") }
    guard let config = descriptor(), config.tag == 4 else { return nil }
    guard (try? reader.skip(9, "decoder config")) != nil,
      let average = try? reader.bigEndian(4, "average bitrate"),
      average > 0
    else { return nil }
    return average
  }

  /// `udta/meta/ilst`: ©nam, ©ART, ©alb, trkn, disk, ©day, ©gen and gnre, each holding a
  /// `data` box.
  private static func tags(_ moov: MP4Box, _ movie: [UInt8]) -> AudioTags {
    var tags = AudioTags()
    guard let meta = moov.descendant("udta/meta", in: movie) else { return tags }
    // ISO `meta` is a full box (4 bytes of version and flags); QuickTime's is not.
    let prefix = movie.hasASCII("hdlr", at: meta.body.lowerBound + 4) ? 0 : 4
    guard let ilst = meta.child("ilst", in: movie, skipping: prefix) else { return tags }
    for item in MP4Box.children(of: movie, in: ilst.body) {
      guard let data = item.child("data", in: movie), data.body.count >= 8 else { continue }
      let value = movie[data.body.lowerBound + 8..<data.body.upperBound]
      switch Array(item.type.unicodeScalars.map(\.value)) {
      case [0xA9, 0x6E, 0x61, 0x6D]:
        tags.set(key: "TITLE", value: String(decoding: value, as: UTF8.self))
      case [0xA9, 0x41, 0x52, 0x54]:
        tags.set(key: "ARTIST", value: String(decoding: value, as: UTF8.self))
      case [0xA9, 0x61, 0x6C, 0x62]:
        tags.set(key: "ALBUM", value: String(decoding: value, as: UTF8.self))
      case [0x74, 0x72, 0x6B, 0x6E] where value.count >= 4:
        let number = Int(value[value.startIndex + 2]) << 8 | Int(value[value.startIndex + 3])
        tags.set(key: "TRACKNUMBER", value: String(number))
      case [0x64, 0x69, 0x73, 0x6B] where value.count >= 4:
        let number = Int(value[value.startIndex + 2]) << 8 | Int(value[value.startIndex + 3])
        tags.set(key: "DISCNUMBER", value: String(number))
      case [0xA9, 0x64, 0x61, 0x79]:
        tags.set(key: "YEAR", value: String(decoding: value, as: UTF8.self))
      case [0xA9, 0x67, 0x65, 0x6E]:
        tags.set(key: "GENRE", value: String(decoding: value, as: UTF8.self))
      case [0x67, 0x6E, 0x72, 0x65] where value.count >= 2:
        // ID3v1's number plus one.
        let number = Int(value[value.startIndex]) << 8 | Int(value[value.startIndex + 1])
        tags.genre = tags.genre ?? ID3v1Genres.name(number - 1)
      default: continue
      }
    }
    return tags
  }
}
