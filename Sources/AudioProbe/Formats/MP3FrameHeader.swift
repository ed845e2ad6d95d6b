/// A 4-byte MPEG audio Layer III frame header.
struct MP3FrameHeader: Equatable {
  /// 1 for MPEG-1, 2 for MPEG-2, 25 for MPEG-2.5.
  let version: Int
  let bitrate: Int
  let sampleRate: Int
  let channels: Int
  let length: Int

  var samplesPerFrame: Int { version == 1 ? 1152 : 576 }

  /// Where a Xing/Info tag would start, from the frame's first byte.
  var sideInfoEnd: Int {
    4 + (version == 1 ? (channels == 1 ? 17 : 32) : (channels == 1 ? 9 : 17))
  }

  private static let bitratesV1 = [
    0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320,
  ]
  private static let bitratesV2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]

  /// Reads the header at `offset`, or nil when the bytes there are not one (free bitrate
  /// and reserved values are refused).
  init?(_ bytes: [UInt8], at offset: Int) {
    guard offset >= 0, offset + 4 <= bytes.count, bytes[offset] == 0xFF,
      bytes[offset + 1] & 0xE0 == 0xE0
    else {
      return nil
    }
    let versionBits = bytes[offset + 1] >> 3 & 0x03
    let layerBits = bytes[offset + 1] >> 1 & 0x03
    let bitrateIndex = Int(bytes[offset + 2] >> 4)
    let rateIndex = Int(bytes[offset + 2] >> 2 & 0x03)
    guard versionBits != 1, layerBits == 1, bitrateIndex != 0, bitrateIndex != 15, rateIndex != 3
    else {
      return nil
    }
    version = versionBits == 3 ? 1 : versionBits == 2 ? 2 : 25
    bitrate = (version == 1 ? Self.bitratesV1 : Self.bitratesV2)[bitrateIndex] * 1000
    let baseRate = [44100, 48000, 32000][rateIndex]
    sampleRate = version == 1 ? baseRate : version == 2 ? baseRate / 2 : baseRate / 4
    channels = bytes[offset + 3] >> 6 == 3 ? 1 : 2
    let padding = Int(bytes[offset + 2] >> 1 & 0x01)
    length = (version == 1 ? 144 : 72) * bitrate / sampleRate + padding
  }
}
