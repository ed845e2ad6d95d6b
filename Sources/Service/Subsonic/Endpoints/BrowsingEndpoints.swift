import Catalog

/// Browsing by tags (artists, albums, songs, genres) and by folders (indexes, directories:
/// an artist's folder holds its albums, an album's its songs).
enum BrowsingEndpoints {
  static let all: [String: SubsonicAPI.Endpoint] = [
    "getArtists": .init { call in
      var artists = call.node()
      artists.add("ignoredArticles", "")
      artists.add(
        "index",
        nodes: SubsonicNodes.index(
          of: try call.session.albums.artists(), folder: false, in: call.syntax))
      return .element("artists", artists)
    },
    "getIndexes": .init { call in
      var indexes = call.node()
      indexes.add("ignoredArticles", "")
      indexes.add("lastModified", try lastModified(call.session))
      indexes.add(
        "index",
        nodes: SubsonicNodes.index(
          of: try call.session.albums.artists(), folder: true, in: call.syntax))
      return .element("indexes", indexes)
    },
    "getArtist": .init { call in
      let artist = try artist(call)
      var node = SubsonicNodes.artist(artist, in: call.syntax)
      node.add(
        try SubsonicNodes.albums(in: call.syntax) {
          try call.session.albums.forEachAlbum(byArtist: artist.key, $0)
        })
      return .element("artist", node)
    },
    "getAlbum": .init { call in
      guard case .album(let artistKey, let albumKey) = try call.id() else {
        throw notFound(call)
      }
      var album: SubsonicNode?
      try call.session.albums.forEachAlbum(artistKey: artistKey, albumKey: albumKey) {
        var node = SubsonicNode(call.syntax)
        SubsonicNodes.album($0, into: &node)
        album = node
      }
      guard var album else { throw notFound(call) }
      album.add(
        try SubsonicNodes.songs(in: call.syntax) {
          try call.session.albums.forEachTrack(ofArtist: artistKey, album: albumKey, $0)
        })
      return .element("album", album)
    },
    "getSong": .init { call in
      let id = try call.trackID()
      var song: SubsonicNode?
      try call.session.tracks.forEach(ids: [id]) { track in
        var node = SubsonicNode(call.syntax)
        SubsonicNodes.song(track, into: &node)
        song = node
      }
      guard let song else { throw CatalogError.trackNotFound(id) }
      return .element("song", song)
    },
    "getMusicDirectory": .init { call in
      var directory = call.node()
      switch try call.id() {
      case .artist(let key):
        guard let artist = try call.session.albums.artist(key: key) else { throw notFound(call) }
        directory.add("id", SubsonicID.artist(key: key).description)
        directory.add("name", artist.name.isEmpty ? SubsonicNodes.unknownArtist : artist.name)
        directory.add(
          "child",
          nodes: try call.session.albums.albums(byArtist: key).map {
            SubsonicNodes.albumFolder($0, in: call.syntax)
          })
      case .album(let artistKey, let albumKey):
        guard let album = try call.session.albums.album(artistKey: artistKey, albumKey: albumKey)
        else { throw notFound(call) }
        directory.add("id", SubsonicID.album(artistKey: artistKey, albumKey: albumKey).description)
        directory.add("parent", SubsonicID.artist(key: artistKey).description)
        directory.add("name", album.name.isEmpty ? SubsonicNodes.unknownAlbum : album.name)
        directory.add(
          try SubsonicNodes.songs(named: "child", in: call.syntax) {
            try call.session.albums.forEachTrack(ofArtist: artistKey, album: albumKey, $0)
          })
      case .track, .playlist:
        throw notFound(call)
      }
      return .element("directory", directory)
    },
    "getGenres": .init { call in
      var genres = call.node()
      genres.add(
        "genre",
        nodes: try call.session.albums.genres().map { genre in
          var node = call.node()
          node.add("songCount", genre.trackCount)
          node.add("albumCount", genre.albumCount)
          node.text = genre.name
          return node
        })
      return .element("genres", genres)
    },
  ]

  /// The artist `id` names; 70 when there is none.
  static func artist(_ call: SubsonicCall) throws -> ArtistSummary {
    guard case .artist(let key) = try call.id(),
      let artist = try call.session.albums.artist(key: key)
    else { throw notFound(call) }
    return artist
  }

  private static func notFound(_ call: SubsonicCall) -> SubsonicError {
    .notFound("Nothing has the id '\((call.string("id") ?? "").prefix(64))'.")
  }

  /// When the catalog's tracks last changed, in milliseconds since 1970 (0 when empty).
  private static func lastModified(_ session: CatalogSession) throws -> Int64 {
    try session.inspector.lastChangeMilliseconds()
  }
}
