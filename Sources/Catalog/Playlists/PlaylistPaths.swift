/// How a playlist refers to the files it lists: relative to the playlist's own folder (so the
/// folder can move with its music), or absolute; as plain paths (M3U, PLS) or URI references
/// (XSPF).
public enum PlaylistPaths {
  /// `path` relative to `folder` (both absolute, without `.` or `..` parts), climbing with
  /// `..` where needed; compared byte by byte, as the file system names them.
  public static func relative(_ path: FilePath, to folder: FilePath) -> FilePath {
    let slash = UInt8(ascii: "/")
    let target = path.bytes.split(separator: slash, omittingEmptySubsequences: true)
    let base = folder.bytes.split(separator: slash, omittingEmptySubsequences: true)
    var common = 0
    while common < target.count - 1, common < base.count, target[common] == base[common] {
      common += 1
    }
    let up = Array(repeating: Array("..".utf8)[...], count: base.count - common)
    return FilePath(bytes: Array((up + target[common...]).joined(separator: [slash])))
  }

  /// A path as a URI reference: every byte but unreserved ASCII and `/` percent-encoded
  /// (bytes that are not UTF-8 too, as they are); an absolute path becomes a `file://` URI.
  public static func uriReference(_ path: FilePath) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var encoded: [UInt8] = []
    for byte in path.bytes {
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
    return path.bytes.first == UInt8(ascii: "/") ? "file://" + reference : reference
  }
}
