/// How a playlist refers to the files it lists: relative to the playlist's own folder (so the
/// folder can move with its music), or absolute; as plain paths (M3U, PLS) or URI references
/// (XSPF).
public enum PlaylistPaths {
  /// `path` relative to `folder` (both absolute, without `.` or `..` parts), climbing with
  /// `..` where needed.
  public static func relative(_ path: String, to folder: String) -> String {
    let target = path.split(separator: "/", omittingEmptySubsequences: true)
    let base = folder.split(separator: "/", omittingEmptySubsequences: true)
    var common = 0
    while common < target.count - 1, common < base.count, target[common] == base[common] {
      common += 1
    }
    let up = Array(repeating: "..", count: base.count - common)
    return (up + target[common...].map(String.init)).joined(separator: "/")
  }

  /// A path as a URI reference: every byte but unreserved ASCII and `/` percent-encoded
  /// (UTF-8); an absolute path becomes a `file://` URI.
  public static func uriReference(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var encoded: [UInt8] = []
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.append(byte)
      default:
        encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    let reference = String(decoding: encoded, as: UTF8.self)
    return path.hasPrefix("/") ? "file://" + reference : reference
  }
}
