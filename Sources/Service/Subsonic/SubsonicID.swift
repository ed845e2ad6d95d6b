import Foundation

/// The ids the service gives out, stable across imports: a song's and a playlist's are the
/// catalog's own track and group ids (as `musicat tracks` and `musicat groups` show them); an
/// artist's and an album's spell their folded names (`ar-…`, `al-….…`, base64url), since
/// the catalog keeps no rows for them. Cover art ids name what the picture is of (`pl-3` for
/// a playlist).
package enum SubsonicID: Equatable, Sendable, CustomStringConvertible {
  case track(Int64)
  case artist(key: String)
  case album(artistKey: String, albumKey: String)
  case playlist(Int64)

  /// Reads an id; nil when it is none of the service's.
  package init?(_ text: String) {
    if let id = Int64(text), id > 0, text.allSatisfy(\.isASCII) {
      self = .track(id)
    } else if text.hasPrefix("ar-"), let key = Self.decode(text.dropFirst(3)) {
      self = .artist(key: key)
    } else if text.hasPrefix("al-") {
      let parts = text.dropFirst(3).split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 2, let artist = Self.decode(parts[0]), let album = Self.decode(parts[1])
      else { return nil }
      self = .album(artistKey: artist, albumKey: album)
    } else if text.hasPrefix("pl-"), let id = Int64(text.dropFirst(3)), id > 0 {
      self = .playlist(id)
    } else {
      return nil
    }
  }

  package var description: String {
    switch self {
    case .track(let id): String(id)
    case .artist(let key): "ar-" + Self.encode(key)
    case .album(let artist, let album): "al-" + Self.encode(artist) + "." + Self.encode(album)
    case .playlist(let id): "pl-\(id)"
    }
  }

  /// Text as base64url without padding (RFC 4648, section 5).
  private static func encode(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: (bytes.count * 4 + 2) / 3) { encoded in
        var written = 0
        var index = 0
        while index < bytes.count {
          let count = min(3, bytes.count - index)
          var group = UInt32(bytes[index]) << 16
          if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
          if count > 2 { group |= UInt32(bytes[index + 2]) }
          for position in 0...count {
            encoded[written] = alphabet[Int(group >> UInt32(18 - 6 * position) & 0x3F)]
            written += 1
          }
          index += 3
        }
        return written
      }
    }
  }

  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// The UTF-8 text base64url spells, or nil.
  private static func decode(_ text: Substring) -> String? {
    guard text.count <= 4096 else { return nil }
    var standard = String(
      text.map { character -> Character in
        switch character {
        case "-": "+"
        case "_": "/"
        default: character
        }
      })
    while standard.count % 4 != 0 { standard += "=" }
    guard let data = Data(base64Encoded: standard) else { return nil }
    return String(data: data, encoding: .utf8)
  }
}
