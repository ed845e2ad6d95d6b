/// The playlist files musicat writes, which mpv, VLC and MPD open.
public enum PlaylistFormat: String, CaseIterable, Sendable {
  case m3u8
  case xspf
  case pls

  /// The format a file name's extension asks for, or nil.
  public init?(fileName: String) {
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    let fileExtension = fileName[fileName.index(after: dot)...].lowercased()
    self.init(rawValue: fileExtension == "m3u" ? "m3u8" : fileExtension)
  }
}
