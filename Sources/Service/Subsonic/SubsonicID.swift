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
    var output: [UInt8] = []
    switch self {
    case .track(let id): return String(id)
    case .artist(var key): key.withUTF8 { Self.appendArtist(key: $0, to: &output) }
    case .album(var artist, var album):
      artist.withUTF8 { artist in
        album.withUTF8 { Self.appendAlbum(artistKey: artist, albumKey: $0, to: &output) }
      }
    case .playlist(let id): return "pl-\(id)"
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the id of the artist of folded name `key` (UTF-8), as ``description`` spells it.
  package static func appendArtist(key: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    output += [UInt8(ascii: "a"), UInt8(ascii: "r"), UInt8(ascii: "-")]
    appendBase64URL(key, to: &output)
  }

  /// Appends the id of the album of folded names `artistKey` and `albumKey` (UTF-8), as
  /// ``description`` spells it.
  package static func appendAlbum(
    artistKey: UnsafeBufferPointer<UInt8>, albumKey: UnsafeBufferPointer<UInt8>,
    to output: inout [UInt8]
  ) {
    output += [UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "-")]
    appendBase64URL(artistKey, to: &output)
    output.append(UInt8(ascii: "."))
    appendBase64URL(albumKey, to: &output)
  }

  /// Appends `bytes` as base64url without padding (RFC 4648, section 5).
  private static func appendBase64URL(
    _ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]
  ) {
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group = UInt32(bytes[index]) << 16
      if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
      if count > 2 { group |= UInt32(bytes[index + 2]) }
      for position in 0...count {
        output.append(alphabet[Int(group >> UInt32(18 - 6 * position) & 0x3F)])
      }
      index += 3
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
