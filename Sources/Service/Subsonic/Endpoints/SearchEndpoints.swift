import Catalog
import Foundation

/// `search3`: artists, albums and songs whose names contain the query, and the songs whose
/// lyrics sing it, through the lyric index (any script: `爱`, `回忆`, `cafe` finds `Café`).
/// Songs whose title, artist or album match come first, then those found by their lyrics.
/// An empty query (or `""`, `*`) lists everything, page by page, as clients that copy a
/// whole library ask.
enum SearchEndpoints {
  static let all: [String: SubsonicAPI.Endpoint] = [
    "search3": .init { call in
      var query = try call.required("query").trimmingCharacters(in: [" ", "\t"])
      if query.count >= 2, query.hasPrefix("\""), query.hasSuffix("\"") {
        query = String(query.dropFirst().dropLast())
      }
      if query == "*" { query = "" }
      let artistCount = try call.int("artistCount", default: 20, in: 0...500)
      let artistOffset = try call.int("artistOffset", default: 0, in: 0...Int(Int32.max))
      let albumCount = try call.int("albumCount", default: 20, in: 0...500)
      let albumOffset = try call.int("albumOffset", default: 0, in: 0...Int(Int32.max))
      let songCount = try call.int("songCount", default: 20, in: 0...500)
      let songOffset = try call.int("songOffset", default: 0, in: 0...Int(Int32.max))
      let session = call.session
      var result = SubsonicNode()
      result.add(
        "artist",
        nodes: try session.albums.artists(
          containing: query, limit: artistCount, offset: artistOffset
        )
        .map(SubsonicNodes.artist))
      result.add(
        "album",
        nodes: try session.albums.albums(containing: query, limit: albumCount, offset: albumOffset)
          .map(SubsonicNodes.album))
      result.add(
        "song",
        nodes: try songs(query, count: songCount, offset: songOffset, session).map(
          SubsonicNodes.song))
      return .element("searchResult3", result)
    }
  ]

  /// The songs of page `offset..<offset + count`: those whose title, artist or album hold
  /// `query`, then those whose lyrics do, each once.
  private static func songs(_ query: String, count: Int, offset: Int, _ session: CatalogSession)
    throws -> [Track]
  {
    guard count > 0 else { return [] }
    let wanted = offset + count
    if query.isEmpty {
      var filter = TrackFilter(sort: [TrackSortKey(.id)], limit: count)
      filter.offset = offset
      return try session.tracks.list(filter)
    }
    let named = try session.tracks.list(TrackFilter(words: [query], limit: wanted))
    var ids = named.map(\.id)
    if ids.count < wanted {
      var seen = Set(ids)
      for id in try session.lyricSearch.trackIDs(matching: query, limit: wanted + ids.count)
      where seen.insert(id).inserted {
        ids.append(id)
      }
    }
    let page = ids.dropFirst(offset).prefix(count)
    let known = Dictionary(uniqueKeysWithValues: named.map { ($0.id, $0) })
    return try page.map { try known[$0] ?? session.tracks.get($0) }
  }
}
