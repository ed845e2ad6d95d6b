import Catalog

/// `search3` and `search2`: artists, albums and songs whose names hold the query's words
/// (each word begins a word of the name, ``NameSearch``), and the songs whose lyrics sing it
/// (``LyricSearch``), all through indexes, in any script (`爱`, `回忆`, `cafe` finds `Café`).
/// Songs whose title, artist or album match come first, then those found by their lyrics.
/// An empty query (or `""`, `*`) lists everything, page by page, as clients that copy a
/// whole library ask.
enum SearchEndpoints {
  static let all: [String: SubsonicAPI.Endpoint] = [
    "search3": .init { call in
      let search = try Search(call)
      var result = try search.artists()
      result.add(try SubsonicNodes.albums(in: call.syntax) { try search.forEachAlbum($0) })
      result.add(try search.songs())
      return .element("searchResult3", result)
    },
    // The folder-based search of older clients: the same answer, albums as folders.
    "search2": .init { call in
      let search = try Search(call)
      var result = try search.artists()
      var albums: [SubsonicNode] = []
      try search.forEachAlbum {
        albums.append(SubsonicNodes.albumFolder(try $0.summary(), in: call.syntax))
      }
      result.add("album", nodes: albums)
      result.add(try search.songs())
      return .element("searchResult2", result)
    },
  ]

  /// One search's query and pages, as `search2` and `search3` ask them.
  private struct Search {
    let call: SubsonicCall
    let query: String
    let artistCount: Int
    let artistOffset: Int
    let albumCount: Int
    let albumOffset: Int
    let songCount: Int
    let songOffset: Int

    /// Reads `query` (outer blanks and one pair of quotes aside; `*` is everything) and the
    /// pages, each at most 500.
    init(_ call: SubsonicCall) throws {
      var text = try call.required("query")[...]
      while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
      while let last = text.last, last == " " || last == "\t" { text.removeLast() }
      if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
        text = text.dropFirst().dropLast()
      }
      self.call = call
      query = text == "*" ? "" : String(text)
      artistCount = try call.int("artistCount", default: 20, in: 0...500)
      artistOffset = try call.int("artistOffset", default: 0, in: 0...Int(Int32.max))
      albumCount = try call.int("albumCount", default: 20, in: 0...500)
      albumOffset = try call.int("albumOffset", default: 0, in: 0...Int(Int32.max))
      songCount = try call.int("songCount", default: 20, in: 0...500)
      songOffset = try call.int("songOffset", default: 0, in: 0...Int(Int32.max))
    }

    /// The answer's node with the page of artists in it.
    func artists() throws -> SubsonicNode {
      let albums = call.session.albums
      let artists =
        query.isEmpty
        ? Array(try albums.artists().dropFirst(artistOffset).prefix(artistCount))
        : try albums.artists(matching: query, limit: artistCount, offset: artistOffset)
      var result = call.node()
      result.add("artist", nodes: artists.map { SubsonicNodes.artist($0, in: call.syntax) })
      return result
    }

    /// Hands `body` the page of albums.
    func forEachAlbum(_ body: (BorrowedAlbum) throws -> Void) throws {
      let albums = call.session.albums
      if query.isEmpty {
        try albums.forEachAlbum(.name, limit: albumCount, offset: albumOffset, body)
      } else {
        try albums.forEachAlbum(matching: query, limit: albumCount, offset: albumOffset, body)
      }
    }

    /// The page of songs.
    func songs() throws -> SubsonicNodeList {
      try SubsonicNodes.songs(in: call.syntax) {
        try SearchEndpoints.forEachSong(
          query, count: songCount, offset: songOffset, call.session, $0)
      }
    }
  }

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
