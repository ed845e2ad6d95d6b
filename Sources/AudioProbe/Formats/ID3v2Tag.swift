/// An ID3v2 tag at the start of a file (MP3, sometimes FLAC): its size, and the title,
/// artist, album, track and disc number, year and genre it carries (TIT2, TPE1, TALB, TRCK,
/// TPOS, TDRC or TYER, TCON; TT2, TP1, TAL, TRK, TPA, TYE, TCO in v2.2).
struct ID3v2Tag {
  /// The bytes the tag takes, header and footer included: where the audio starts.
  let size: Int
  let tags: AudioTags

  /// The tag at the start of `source`, or nil when there is none.
  static func read(_ source: some ByteSource) throws(AudioProbeError) -> ID3v2Tag? {
    let header = try source.read(at: 0, count: 10)
    guard header.count == 10, header.hasASCII("ID3", at: 0), header[3] >= 2, header[3] <= 4,
      header[6..<10].allSatisfy({ $0 < 0x80 })
    else { return nil }
    let version = Int(header[3])
    let flags = header[5]
    let bodySize = syncsafe(header[6..<10])
    let size = 10 + bodySize + (version == 4 && flags & 0x10 != 0 ? 10 : 0)
    // An unsynchronised tag needs its bytes restored before frames can be read; its size
    // still tells where the audio starts, and the tags are read from elsewhere.
    guard flags & 0x80 == 0 else { return ID3v2Tag(size: size, tags: AudioTags()) }
    var offset = 10
    if flags & 0x40 != 0 {
      let extended = try source.read(at: 10, count: 4)
      guard extended.count == 4 else { throw .truncated(.mp3, "ID3v2 extended header") }
      offset += version == 4 ? syncsafe(extended[...]) : 4 + bigEndian(extended[...])
    }
    var tags = AudioTags()
    let idLength = version == 2 ? 3 : 4
    let headerLength = version == 2 ? 6 : 10
    while offset + headerLength <= 10 + bodySize {
      let frameHeader = try source.read(at: offset, count: headerLength)
      guard frameHeader.count == headerLength, frameHeader[0] != 0 else { break }
      let id = String(decoding: frameHeader[0..<idLength], as: UTF8.self)
      let sizeBytes = frameHeader[idLength..<idLength + (version == 2 ? 3 : 4)]
      let frameSize = version == 4 ? syncsafe(sizeBytes) : bigEndian(sizeBytes)
      let body = offset + headerLength
      guard frameSize >= 0, body + frameSize <= 10 + bodySize else { break }
      let key: String? =
        switch id {
        case "TIT2", "TT2": "TITLE"
        case "TPE1", "TP1": "ARTIST"
        case "TALB", "TAL": "ALBUM"
        case "TRCK", "TRK": "TRACKNUMBER"
        case "TPOS", "TPA": "DISCNUMBER"
        case "TDRC", "TYER", "TYE": "YEAR"
        case "TCON", "TCO": "GENRE"
        default: nil
        }
      if let key, frameSize > 1, frameSize <= 1 << 16 {
        let bytes = try source.read(at: body, count: frameSize)
        if let text = decodeText(bytes) { tags.set(key: key, value: text) }
      }
      offset = body + frameSize
    }
    return ID3v2Tag(size: size, tags: tags)
  }

  /// A text frame's value: an encoding byte (0 Latin-1, 1 UTF-16 with BOM, 2 UTF-16BE,
  /// 3 UTF-8), then the text; the first of several NUL-separated values.
  static func decodeText(_ bytes: [UInt8]) -> String? {
    guard let encoding = bytes.first else { return nil }
    let body = Array(bytes.dropFirst())
    switch encoding {
    case 0:
      return String(body.prefix { $0 != 0 }.map { Character(Unicode.Scalar($0)) })
    case 3:
      return String(decoding: body.prefix { $0 != 0 }, as: UTF8.self)
    case 1, 2:
      var units: [UInt16] = []
      var bigEndian = encoding == 2
      var index = 0
      if encoding == 1, body.count >= 2 {
        if body[0] == 0xFE, body[1] == 0xFF {
          bigEndian = true
          index = 2
        } else if body[0] == 0xFF, body[1] == 0xFE {
          index = 2
        }
      }
      while index + 1 < body.count {
        let unit =
          bigEndian
          ? UInt16(body[index]) << 8 | UInt16(body[index + 1])
          : UInt16(body[index + 1]) << 8 | UInt16(body[index])
        if unit == 0 { break }
        units.append(unit)
        index += 2
      }
      return String(decoding: units, as: UTF16.self)
    default:
      return nil
    }
  }

  private static func syncsafe(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 7 | Int($1 & 0x7F) }
  }

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
  }
}
