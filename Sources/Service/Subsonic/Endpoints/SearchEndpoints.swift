import Catalog

/// `search3`: artists, albums and songs whose names hold the query's words (each word begins a
/// word of the name, ``NameSearch``), and the songs whose lyrics sing it (``LyricSearch``), all
/// through indexes, in any script (`爱`, `回忆`, `cafe` finds `Café`). Songs whose title,
/// artist or album match come first, then those found by their lyrics.
/// An empty query (or `""`, `*`) lists everything, page by page, as clients that copy a
/// whole library ask.
enum SearchEndpoints {
  static let all: [String: SubsonicAPI.Endpoint] = [
    "search3": .init { call in
      var text = try call.required("query")[...]
      while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
      while let last = text.last, last == " " || last == "\t" { text.removeLast() }
      if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
        text = text.dropFirst().dropLast()
      }
      let query = text == "*" ? "" : String(text)
      let artistCount = try call.int("artistCount", default: 20, in: 0...500)
      let artistOffset = try call.int("artistOffset", default: 0, in: 0...Int(Int32.max))
      let albumCount = try call.int("albumCount", default: 20, in: 0...500)
      let albumOffset = try call.int("albumOffset", default: 0, in: 0...Int(Int32.max))
      let songCount = try call.int("songCount", default: 20, in: 0...500)
      let songOffset = try call.int("songOffset", default: 0, in: 0...Int(Int32.max))
      let session = call.session
      let artists =
        query.isEmpty
        ? Array(try session.albums.artists().dropFirst(artistOffset).prefix(artistCount))
        : try session.albums.artists(matching: query, limit: artistCount, offset: artistOffset)
      var result = call.node()
      result.add("artist", nodes: artists.map { SubsonicNodes.artist($0, in: call.syntax) })
      result.add(
        try SubsonicNodes.albums(in: call.syntax) { body in
          if query.isEmpty {
            try session.albums.forEachAlbum(.name, limit: albumCount, offset: albumOffset, body)
          } else {
            try session.albums.forEachAlbum(
              matching: query, limit: albumCount, offset: albumOffset, body)
          }
        })
      result.add(
        try SubsonicNodes.songs(in: call.syntax) {
          try forEachSong(query, count: songCount, offset: songOffset, session, $0)
        })
      return .element("searchResult3", result)
    }
  ]

  /// Hands `body` the songs of page `offset..<offset + count`: those whose title, artist or
  /// album hold `query`, then those whose lyrics do, each once.
  private static func forEachSong(
    _ query: String, count: Int, offset: Int, _ session: CatalogSession,
    _ body: (BorrowedTrack) throws -> Void
  ) throws {
    guard count > 0 else { return }
    let wanted = offset + count
    if query.isEmpty {
      var filter = TrackFilter(sort: [TrackSortKey(.id)], limit: count)
      filter.offset = offset
      return try session.tracks.forEach(filter, body)
    }
    var ids = try session.nameSearch.trackIDs(matching: query, limit: wanted, offset: 0)
    if ids.count < wanted {
      var seen = Set(ids)
      for id in try session.lyricSearch.trackIDs(matching: query, limit: wanted + ids.count)
      where seen.insert(id).inserted {
        ids.append(id)
      }
    }
    try session.tracks.forEach(ids: Array(ids.dropFirst(offset).prefix(count)), body)
  }
}
