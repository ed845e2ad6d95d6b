import Utilities

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
    case .artist(var key): key.withUTF8 { Self.withArtistID(key: $0, Self.string) }
    case .album(var artist, var album):
      artist.withUTF8 { artist in
        album.withUTF8 { Self.withAlbumID(artistKey: artist, albumKey: $0, Self.string) }
      }
    case .playlist(let id): "pl-\(id)"
    }
  }

  /// Lends `body` the id of the artist of folded name `key` (UTF-8), as ``description``
  /// spells it, written in temporary memory: what an answer of many songs copies in.
  package static func withArtistID<R>(
    key: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 + encodedCount(key)) { id in
      var count = write("ar-", into: id, at: 0)
      count = writeBase64URL(key, into: id, at: count)
      return try body(UnsafeBufferPointer(rebasing: id[..<count]))
    }
  }

  /// Lends `body` the id of the album of folded names `artistKey` and `albumKey` (UTF-8), as
  /// ``description`` spells it, written in temporary memory.
  package static func withAlbumID<R>(
    artistKey: UnsafeBufferPointer<UInt8>, albumKey: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    let capacity = 4 + encodedCount(artistKey) + encodedCount(albumKey)
    return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { id in
      var count = write("al-", into: id, at: 0)
      count = writeBase64URL(artistKey, into: id, at: count)
      count = write(".", into: id, at: count)
      count = writeBase64URL(albumKey, into: id, at: count)
      return try body(UnsafeBufferPointer(rebasing: id[..<count]))
    }
  }

  /// Lends `body` the ids of the album of folded names `artistKey` and `albumKey`, and of its
  /// artist, written in temporary memory.
  package static func withAlbumAndArtistIDs<R>(
    artistKey: UnsafeBufferPointer<UInt8>, albumKey: UnsafeBufferPointer<UInt8>,
    _ body: (_ album: UnsafeBufferPointer<UInt8>, _ artist: UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    // Both hold the artist's key spelled out: it is spelled once and copied.
    let artistCount = encodedCount(artistKey)
    let capacity = 3 + artistCount + 4 + artistCount + encodedCount(albumKey)
    return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { ids in
      var end = write("ar-", into: ids, at: 0)
      end = writeBase64URL(artistKey, into: ids, at: end)
      let album = end
      end = write("al-", into: ids, at: end)
      for index in 3..<(3 + artistCount) { ids[end + index - 3] = ids[index] }
      end = write(".", into: ids, at: end + artistCount)
      end = writeBase64URL(albumKey, into: ids, at: end)
      return try body(
        UnsafeBufferPointer(rebasing: ids[album..<end]),
        UnsafeBufferPointer(rebasing: ids[..<album]))
    }
  }

  /// ``withAlbumAndArtistIDs(artistKey:albumKey:_:)`` for keys held as Strings.
  package static func withAlbumAndArtistIDs<R>(
    artistKey: String, albumKey: String,
    _ body: (_ album: UnsafeBufferPointer<UInt8>, _ artist: UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    var artistKey = artistKey
    var albumKey = albumKey
    return try artistKey.withUTF8 { artistKey in
      try albumKey.withUTF8 { try withAlbumAndArtistIDs(artistKey: artistKey, albumKey: $0, body) }
    }
  }

  private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// How many characters base64url without padding spells `bytes` with.
  private static func encodedCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    (bytes.count * 4 + 2) / 3
  }

  /// Writes `text` into `output` from `start`; returns where it ended.
  private static func write(
    _ text: StaticString, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int {
    for index in 0..<text.utf8CodeUnitCount { output[start + index] = text.utf8Start[index] }
    return start + text.utf8CodeUnitCount
  }

  /// Writes `bytes` as base64url without padding (RFC 4648, section 5) into `output` from
  /// `start`; returns where it ended.
  private static func writeBase64URL(
    _ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>,
    at start: Int
  ) -> Int {
    let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    let digits = alphabet.utf8Start
    var written = start
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group = UInt32(bytes[index]) << 16
      if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
      if count > 2 { group |= UInt32(bytes[index + 2]) }
      for position in 0...count {
        output[written] = digits[Int(group >> UInt32(18 - 6 * position) & 0x3F)]
        written += 1
      }
      index += 3
    }
    return written
  }

  /// The UTF-8 text base64url spells, or nil.
  private static func decode(_ text: Substring) -> String? {
    guard text.utf8.count <= 4096, let bytes = Base64.decode(text, .url) else { return nil }
    return String(validating: bytes, as: UTF8.self)
  }
}
