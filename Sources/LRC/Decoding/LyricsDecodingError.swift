/// Why the bytes of a lyrics file could not be read as text.
public enum LyricsDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A byte order mark promised an encoding the rest of the bytes break.
  case invalidAfterByteOrderMark(TextEncoding)
  /// The bytes hold NUL or other control bytes that no text file has.
  case binaryData
  /// Not UTF-8, and no legacy candidate decodes the bytes cleanly.
  case unknownEncoding
  /// The bytes read as text in this encoding but for the last few, which begin a character
  /// and stop: the file was cut short.
  case cutShort(TextEncoding)

  public var description: String {
    switch self {
    case .invalidAfterByteOrderMark(let encoding):
      "the file starts with a \(encoding.rawValue) byte order mark but is not valid \(encoding.rawValue)"
    case .binaryData:
      "the file holds binary data (NUL or control bytes), not text"
    case .unknownEncoding:
      "the file is not UTF-8, and no encoding musicat reads (GB18030, Big5, Shift-JIS, EUC-JP, "
        + "EUC-KR) decodes it to likely text (KOI8-R and Windows-1251 are not read: save it as UTF-8)"
    case .cutShort(let encoding):
      "the file ends inside a \(encoding.rawValue) character: it was cut short (an unfinished "
        + "download or copy?)"
    }
  }
}
