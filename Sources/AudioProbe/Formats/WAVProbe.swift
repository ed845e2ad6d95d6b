/// Reads a RIFF/WAVE file's `fmt ` and `data` chunks and its LIST/INFO tags.
enum WAVProbe {
  static func probe(_ source: some ByteSource) throws(AudioProbeError) -> AudioFacts {
    var offset = 12
    var format: (channels: Int, sampleRate: Int, byteRate: Int, bitDepth: Int)?
    var dataSize: Int?
    var tags = AudioTags()
    while offset + 8 <= source.size, dataSize == nil || format == nil {
      var header = ByteReader(try source.read(at: offset, count: 8), format: .wav)
      let id = try header.text(4, "chunk id")
      let size = try header.littleEndian(4, "chunk size")
      let body = offset + 8
      switch id {
      case "fmt ":
        var reader = ByteReader(try source.read(at: body, count: min(size, 64)), format: .wav)
        let code = try reader.littleEndian(2, "audio format")
        let channels = try reader.littleEndian(2, "channels")
        let sampleRate = try reader.littleEndian(4, "sample rate")
        let byteRate = try reader.littleEndian(4, "byte rate")
        try reader.skip(2, "block align")
        let bitDepth = try reader.littleEndian(2, "bits per sample")
        // 1 = PCM, 3 = float, 0xFFFE = extensible (PCM or float in its sub-format).
        guard code == 1 || code == 3 || code == 0xFFFE else {
          throw .invalid(.wav, "audio format \(code) is not PCM")
        }
        guard channels > 0, sampleRate > 0, byteRate > 0, bitDepth > 0 else {
          throw .invalid(.wav, "fmt chunk with zero channels, rate or depth")
        }
        format = (channels, sampleRate, byteRate, bitDepth)
      case "data":
        // A data chunk announcing more than the file holds was cut short: count what is there.
        dataSize = min(size, source.size - body)
      case "LIST" where size <= 1 << 20:
        tags = (try? readInfo(try source.read(at: body, count: size))) ?? tags
      default:
        break
      }
      offset = body + size + (size & 1)
    }
    guard let format else { throw .truncated(.wav, "no fmt chunk") }
    guard let dataSize else { throw .truncated(.wav, "no data chunk") }
    guard let durationMS = milliseconds(samples: dataSize, rate: format.byteRate) else {
      throw .invalid(.wav, "data size \(dataSize)")
    }
    return AudioFacts(
      format: .wav, durationMS: durationMS, sampleRate: format.sampleRate,
      bitDepth: format.bitDepth, channels: format.channels, bitrate: format.byteRate * 8, tags: tags
    )
  }

  /// A `LIST` chunk of type `INFO`: INAM title, IART artist, IPRD album, ITRK track, ICRD
  /// date, IGNR genre.
  private static func readInfo(_ bytes: [UInt8]) throws(AudioProbeError) -> AudioTags {
    var tags = AudioTags()
    guard bytes.hasASCII("INFO", at: 0) else { return tags }
    var reader = ByteReader(bytes, at: 4, format: .wav)
    while reader.remaining >= 8 {
      let id = try reader.text(4, "INFO id")
      let size = try reader.littleEndian(4, "INFO size")
      let value = String(
        decoding: try reader.take(size, "INFO value").prefix { $0 != 0 }, as: UTF8.self)
      if size & 1 == 1, reader.remaining > 0 { try reader.skip(1, "INFO padding") }
      switch id {
      case "INAM": tags.set(key: "TITLE", value: value)
      case "IART": tags.set(key: "ARTIST", value: value)
      case "IPRD": tags.set(key: "ALBUM", value: value)
      case "ITRK", "IPRT": tags.set(key: "TRACKNUMBER", value: value)
      case "ICRD": tags.set(key: "YEAR", value: value)
      case "IGNR": tags.set(key: "GENRE", value: value)
      default: break
      }
    }
    return tags
  }
}
