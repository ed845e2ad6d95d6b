/// What the headers of an audio file say: format, duration, sample rate, bit depth,
/// channels, bitrate, tags, and the quality tier they make.
public struct AudioFacts: Equatable, Sendable {
  public var format: AudioFormat
  public var durationMS: Int
  public var sampleRate: Int
  /// Bits per sample of a lossless format; nil for lossy ones, which have none.
  public var bitDepth: Int?
  public var channels: Int
  /// Bits per second: the header's for CBR MP3 and Vorbis, the average otherwise.
  public var bitrate: Int?
  public var tags: AudioTags

  public init(
    format: AudioFormat, durationMS: Int, sampleRate: Int, bitDepth: Int?, channels: Int,
    bitrate: Int?,
    tags: AudioTags = AudioTags()
  ) {
    self.format = format
    self.durationMS = durationMS
    self.sampleRate = sampleRate
    self.bitDepth = bitDepth
    self.channels = channels
    self.bitrate = bitrate
    self.tags = tags
  }

  /// The tier: `hires` for lossless with more than 16 bits or more than 48 kHz,
  /// `lossless` for other lossless, `hq` for lossy at 320 kbps or more (whole kbps),
  /// `standard` for other lossy.
  public var quality: QualityTier {
    if format.isLossless {
      return (bitDepth ?? 0) > 16 || sampleRate > 48_000 ? .hires : .lossless
    }
    guard let bitrate else { return .standard }
    return (bitrate + 500) / 1000 >= 320 ? .hq : .standard
  }
}
