/// The container and codec of an audio file, as its bytes say (never its name).
public enum AudioFormat: String, CaseIterable, Sendable {
  case flac
  case mp3
  /// AAC in an MP4 container (.m4a).
  case aac
  /// Apple Lossless in an MP4 container (.m4a).
  case alac
  /// PCM in a RIFF/WAVE container.
  case wav
  /// Vorbis in an Ogg container.
  case vorbis
  /// Opus in an Ogg container.
  case opus

  /// The container: `flac`, `mp3`, `mp4`, `wav` or `ogg`.
  public var container: String {
    switch self {
    case .flac: "flac"
    case .mp3: "mp3"
    case .aac, .alac: "mp4"
    case .wav: "wav"
    case .vorbis, .opus: "ogg"
    }
  }

  /// True for the lossless codecs: FLAC, ALAC and PCM.
  public var isLossless: Bool { self == .flac || self == .alac || self == .wav }
}
