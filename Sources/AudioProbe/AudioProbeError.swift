/// Why an audio file could not be probed. Each case says what is wrong.
public enum AudioProbeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not any format musicat reads.
  case unrecognized
  /// The header ends before the facts it announces.
  case truncated(AudioFormat, String)
  /// A header holds values no real file has.
  case invalid(AudioFormat, String)
  /// The file could not be opened or read.
  case unreadable(String)
  /// The path is not a regular file.
  case notARegularFile

  /// True when the bytes themselves are wrong, so probing the same file again gives the same
  /// error; false when the file could not be read at all (that may pass).
  public var isAboutContent: Bool {
    switch self {
    case .unrecognized, .truncated, .invalid: true
    case .unreadable, .notARegularFile: false
    }
  }

  public var description: String {
    switch self {
    case .unrecognized: "not an audio file musicat reads (FLAC, MP3, M4A, WAV, Ogg Vorbis, Opus)"
    case .truncated(let format, let what): "truncated \(format.rawValue) file: \(what)"
    case .invalid(let format, let what): "invalid \(format.rawValue) header: \(what)"
    case .unreadable(let reason): "cannot read the file: \(reason)"
    case .notARegularFile: "not a regular file"
    }
  }
}
