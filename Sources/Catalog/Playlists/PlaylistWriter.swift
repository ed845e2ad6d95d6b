/// Writes a group as a playlist: M3U8, XSPF or PLS, as players read them.
///
/// Text fields lose their line breaks and other control characters (a line break would end
/// an M3U or PLS entry early; XML 1.0 cannot hold most control characters at all). Paths go
/// into M3U and PLS as their bytes, which players open (a name that is not UTF-8 included);
/// the caller leaves out paths with a line break, which neither format can hold.
public enum PlaylistWriter {
  /// The playlist's bytes (UTF-8 text; no byte order mark).
  public static func write(
    _ entries: [PlaylistEntry], named name: String, as format: PlaylistFormat
  )
    -> [UInt8]
  {
    switch format {
    case .m3u8: m3u8(entries, named: name)
    case .xspf: xspf(entries, named: name)
    case .pls: pls(entries)
    }
  }

  /// Extended M3U: `#EXTM3U`, `#PLAYLIST:name`, then `#EXTINF:<seconds>,Artist - Title` and
  /// the path of each track.
  static func m3u8(_ entries: [PlaylistEntry], named name: String) -> [UInt8] {
    var bytes = Array("#EXTM3U\n#PLAYLIST:\(oneLine(name))\n".utf8)
    for entry in entries {
      bytes += "#EXTINF:\(entry.seconds),\(oneLine(entry.displayName))\n".utf8
      bytes += entry.path.bytes + [UInt8(ascii: "\n")]
    }
    return bytes
  }

  /// PLS version 2, with the `NumberOfEntries` MPD requires.
  static func pls(_ entries: [PlaylistEntry]) -> [UInt8] {
    var bytes = Array("[playlist]\n".utf8)
    for (index, entry) in entries.enumerated() {
      let number = index + 1
      bytes += "File\(number)=".utf8
      bytes += entry.path.bytes + [UInt8(ascii: "\n")]
      bytes += "Title\(number)=\(oneLine(entry.displayName))\n".utf8
      bytes += "Length\(number)=\(entry.seconds)\n".utf8
    }
    return bytes + "NumberOfEntries=\(entries.count)\nVersion=2\n".utf8
  }

  /// XSPF version 1; each entry's path must already be a URI reference (see
  /// ``PlaylistPaths/uriReference(_:)``).
  static func xspf(_ entries: [PlaylistEntry], named name: String) -> [UInt8] {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <playlist version="1" xmlns="http://xspf.org/ns/0/">
        <title>\(xml(name))</title>
        <trackList>

      """
    for entry in entries {
      text += "    <track>\n"
      text += "      <location>\(xml(entry.path.description))</location>\n"
      text += "      <title>\(xml(entry.title))</title>\n"
      if !entry.artist.isEmpty { text += "      <creator>\(xml(entry.artist))</creator>\n" }
      if !entry.album.isEmpty { text += "      <album>\(xml(entry.album))</album>\n" }
      if let number = entry.trackNumber { text += "      <trackNum>\(number)</trackNum>\n" }
      if let duration = entry.durationMS { text += "      <duration>\(duration)</duration>\n" }
      text += "    </track>\n"
    }
    return Array((text + "  </trackList>\n</playlist>\n").utf8)
  }

  /// The text with every control character (line breaks included) replaced by a space.
  static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
  }

  /// The text escaped for XML character data and attributes, on one line.
  static func xml(_ text: String) -> String {
    var escaped = ""
    for character in oneLine(text) {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
