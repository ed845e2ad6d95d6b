/// Why a lyrics file could not be read. Each case says what is wrong.
public enum LRCReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is larger than ``LRCParser/maximumSize``.
  case tooLarge(size: Int, limit: Int)
  /// The file makes more than ``LRCParser/maximumLines`` lines and tags, passing it at
  /// physical line `line`.
  case tooManyLines(line: Int, limit: Int)
  /// The bytes are not text in any encoding musicat reads.
  case undecodable(LyricsDecodingError)
  /// The file could not be opened or read (the system's reason).
  case unreadable(String)
  /// The path is not a regular file (a folder, a FIFO, a device...).
  case notARegularFile

  /// True when the bytes themselves are wrong, so reading the same file again gives the same
  /// error; false when the file could not be read at all (that may pass).
  public var isAboutContent: Bool {
    switch self {
    case .tooLarge, .tooManyLines, .undecodable: true
    case .unreadable, .notARegularFile: false
    }
  }

  public var description: String {
    switch self {
    case .tooLarge(let size, let limit):
      "the file is \(size) bytes, larger than the \(limit / 1024 / 1024) MiB a lyrics file may be"
    case .tooManyLines(let line, let limit):
      "line \(line): the file makes more than \(limit) lyric lines and tags (a song has a few hundred)"
    case .undecodable(let error): error.description
    case .unreadable(let reason): "cannot read the file: \(reason)"
    case .notARegularFile: "not a regular file"
    }
  }
}
