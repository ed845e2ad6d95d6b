import Catalog
import Utilities

/// Lists of albums and songs: by name, artist, year, genre, newest, at random; a genre's
/// songs album by album. The catalog records no plays, ratings or stars, so the lists made
/// of those are empty.
enum ListEndpoints {
  /// The album list types that need what the catalog does not record.
  static let unrecordedTypes: Set<String> = ["highest", "frequent", "recent", "starred"]

  static let all: [String: SubsonicAPI.Endpoint] = [
    "getAlbumList2": .init { call in
      let page = try albumPage(call)
      var list = call.node()
      list.add(
        try SubsonicNodes.albums(in: call.syntax) { body in
          guard let page else { return }
          try call.session.albums.forEachAlbum(
            page.order, limit: page.size, offset: page.offset, body)
        })
      return .element("albumList2", list)
    },
    "getAlbumList": .init { call in
      let albums = try albumPage(call).map {
        try call.session.albums.albums($0.order, limit: $0.size, offset: $0.offset)
      }
      var list = call.node()
      list.add(
        "album",
        nodes: (albums ?? []).map { SubsonicNodes.albumFolder($0, in: call.syntax) })
      return .element("albumList", list)
    },
    "getRandomSongs": .init { call in
      let size = try call.int("size", default: 10, in: 0...500)
      let from = try call.optionalInt("fromYear")
      let to = try call.optionalInt("toYear")
      let years =
        from == nil && to == nil ? nil : min(from ?? 0, to ?? 9999)...max(from ?? 0, to ?? 9999)
      var list = call.node()
      let genre = call.string("genre")
      list.add(
        try SubsonicNodes.songs(in: call.syntax) {
          try call.session.albums.forEachRandomTrack(limit: size, genre: genre, years: years, $0)
        })
      return .element("randomSongs", list)
    },
    "getSongsByGenre": .init { call in
      let genre = try call.required("genre")
      let count = try call.int("count", default: 10, in: 0...500)
      let offset = try call.int("offset", default: 0, in: 0...Int(Int32.max))
      var list = call.node()
      list.add(
        try SubsonicNodes.songs(in: call.syntax) {
          try call.session.albums.forEachTrack(ofGenre: genre, limit: count, offset: offset, $0)
        })
      return .element("songsByGenre", list)
    },
    // The songs players announced with scrobble(submission=false), each with its user,
    // player and how many minutes ago it started.
    "getNowPlaying": .init { call in
      let now = MonotonicInstant.now
      var entries = SubsonicNodeList("entry", call.syntax)
      for entry in call.service.nowPlaying.entries(at: now) {
        // A song whose track has gone since is left out.
        try call.session.tracks.forEach(ids: [entry.trackID]) { track in
          entries.append { node in
            SubsonicNodes.song(track, into: &node)
            node.add("username", entry.user)
            node.add("minutesAgo", Int((now - entry.announced).components.seconds / 60))
            node.add("playerId", entry.playerID)
            node.add("playerName", entry.player)
          }
        }
      }
      var list = call.node()
      list.add(entries)
      return .element("nowPlaying", list)
    },
    "getStarred2": .init { call in .element("starred2", call.node()) },
    "getStarred": .init { call in .element("starred", call.node()) },
  ]

  /// The page of albums `type`, `size` (at most 500), `offset`, `fromYear`/`toYear` and
  /// `genre` ask for; nil for the lists made of what the catalog does not record.
  private static func albumPage(_ call: SubsonicCall) throws -> (
    order: AlbumOrder, size: Int, offset: Int
  )? {
    let type = try call.required("type")
    let size = try call.int("size", default: 10, in: 0...500)
    let offset = try call.int("offset", default: 0, in: 0...Int(Int32.max))
    let order: AlbumOrder
    switch type {
    case "newest": order = .newest
    case "alphabeticalByName": order = .name
    case "alphabeticalByArtist": order = .artist
    case "random": order = .random
    case "byYear":
      guard let from = try call.optionalInt("fromYear") else {
        throw SubsonicError.missing("fromYear")
      }
      guard let to = try call.optionalInt("toYear") else { throw SubsonicError.missing("toYear") }
      order = .years(from: from, to: to)
    case "byGenre": order = .genre(try call.required("genre"))
    case _ where unrecordedTypes.contains(type): return nil
    default:
      throw SubsonicError.invalid(
        "type", type,
        expected:
          "random, newest, highest, frequent, recent, alphabeticalByName, alphabeticalByArtist, "
          + "starred, byYear or byGenre")
    }
    return (order, size, offset)
  }
}
