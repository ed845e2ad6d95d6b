/// How good a track's audio is, read from its headers.
public enum QualityTier: String, CaseIterable, Sendable, Codable {
  /// Lossless with more than 16 bits or more than 48 kHz.
  case hires
  /// Lossless at CD quality or below.
  case lossless
  /// Lossy at 320 kbps or more.
  case hq
  /// Other lossy audio.
  case standard
  /// No audio, or audio that could not be read.
  case unknown

  /// True for the tiers that count as HD: hires, lossless and hq.
  public var isHD: Bool { self == .hires || self == .lossless || self == .hq }
}
