import Catalog

/// The catalog's tracks, albums, artists and groups as the protocol's elements (`Child`,
/// `AlbumID3`, `ArtistID3`, `Playlist`), with the spec's field names and units (seconds,
/// kbit/s).
package enum SubsonicNodes {
  /// What an artist or album without a name is called.
  static let unknownArtist = "[Unknown Artist]"
  static let unknownAlbum = "[Unknown Album]"

  /// The tracks `forEach` hands out, as songs (`Child`) under `name`, each written straight
  /// from its row.
  static func songs(
    named name: StaticString = "song", in syntax: SubsonicNode.Syntax,
    from forEach: ((BorrowedTrack) throws -> Void) throws -> Void
  ) throws -> SubsonicNodeList {
    var list = SubsonicNodeList(name, syntax)
    try forEach { track in list.append { song(track, into: &$0) } }
    return list
  }

  /// A track as a song (`Child`), written into the empty `node`.
  static func song(_ track: BorrowedTrack, into node: inout SubsonicNode) {
    SubsonicID.withAlbumAndArtistIDs(artistKey: track.artistKey, albumKey: track.albumKey) {
      song(track, albumID: $0, artistID: $1, into: &node)
    }
  }

  private static func song(
    _ track: BorrowedTrack, albumID: UnsafeBufferPointer<UInt8>,
    artistID: UnsafeBufferPointer<UInt8>, into node: inout SubsonicNode
  ) {
    let id = track.id
    node.add("id", digitsOf: id)
    node.add("parent", unescaped: albumID)
    node.add("isDir", false)
    node.add("title", utf8: track.title)
    add("album", track.album, orElse: unknownAlbum, to: &node)
    add("artist", track.artist, orElse: unknownArtist, to: &node)
    node.add("track", track.trackNumber)
    node.add("year", track.year)
    node.add("genre", utf8: track.genre)
    node.add("coverArt", digitsOf: id)
    if let name = track.audioFileName, track.downloaded {
      node.add("size", track.audioSize)
      node.add(
        "contentType", unescaped: AudioContentType.mediaType(containerUTF8: track.container))
      node.add("suffix", AudioContentType.suffix(ofFileNamed: name))
      node.add("path", utf8: name)
    }
    node.add("duration", track.durationMS.map { $0 / 1000 })
    node.add("bitRate", track.bitrate.map { $0 / 1000 })
    node.add("bitDepth", track.bitDepth)
    node.add("samplingRate", track.sampleRate)
    node.add("channelCount", track.channels)
    node.add("isVideo", false)
    node.add("discNumber", track.discNumber)
    node.add("created", utf8: track.createdAt)
    node.add("albumId", unescaped: albumID)
    node.add("artistId", unescaped: artistID)
    node.add("type", unescaped: "music")
    node.add("mediaType", unescaped: "song")
  }

  /// Albums (`AlbumID3`), each written from its row in place at the end of the list.
  static func albums(
    in syntax: SubsonicNode.Syntax, from forEach: ((BorrowedAlbum) throws -> Void) throws -> Void
  ) throws -> SubsonicNodeList {
    var list = SubsonicNodeList("album", syntax)
    try forEach { album in list.append { self.album(album, into: &$0) } }
    return list
  }

  /// A name as stored, or `unknown` when it is empty (a track without that tag).
  private static func add(
    _ field: StaticString, _ name: UnsafeBufferPointer<UInt8>, orElse unknown: String,
    to node: inout SubsonicNode
  ) {
    if name.isEmpty { node.add(field, unknown) } else { node.add(field, utf8: name) }
  }

  /// An album (`AlbumID3`), written into the empty `node`.
  static func album(_ album: BorrowedAlbum, into node: inout SubsonicNode) {
    SubsonicID.withAlbumAndArtistIDs(artistKey: album.artistKey, albumKey: album.albumKey) {
      id, artistID in
      node.add("id", unescaped: id)
      add("name", album.name, orElse: unknownAlbum, to: &node)
      add("artist", album.artist, orElse: unknownArtist, to: &node)
      node.add("artistId", unescaped: artistID)
      node.add("coverArt", unescaped: id)
    }
    node.add("songCount", album.trackCount)
    node.add("duration", album.durationMS / 1000)
    node.add("created", utf8: album.createdAt)
    node.add("year", album.year)
    node.add("genre", utf8: album.genre)
  }

  /// An album as a folder of songs (`Child` with `isDir`), for the folder-based calls.
  static func albumFolder(_ album: AlbumSummary, in syntax: SubsonicNode.Syntax)
    -> SubsonicNode
  {
    let id = SubsonicID.album(artistKey: album.artistKey, albumKey: album.albumKey).description
    var node = SubsonicNode(syntax)
    node.add("id", id)
    node.add("parent", SubsonicID.artist(key: album.artistKey).description)
    node.add("isDir", true)
    node.add("title", album.name.isEmpty ? unknownAlbum : album.name)
    node.add("album", album.name.isEmpty ? unknownAlbum : album.name)
    node.add("artist", album.artist.isEmpty ? unknownArtist : album.artist)
    node.add("year", album.year)
    node.add("genre", album.genre)
    node.add("coverArt", id)
    node.add("duration", album.durationMS / 1000)
    node.add("created", album.createdAt)
    node.add("albumId", id)
    node.add("artistId", SubsonicID.artist(key: album.artistKey).description)
    node.add("songCount", album.trackCount)
    node.add("mediaType", "album")
    return node
  }

  /// An artist (`ArtistID3`).
  static func artist(_ artist: ArtistSummary, in syntax: SubsonicNode.Syntax) -> SubsonicNode {
    let id = SubsonicID.artist(key: artist.key).description
    var node = SubsonicNode(syntax)
    node.add("id", id)
    node.add("name", artist.name.isEmpty ? unknownArtist : artist.name)
    node.add("coverArt", id)
    node.add("albumCount", artist.albumCount)
    return node
  }

  /// A group as a playlist: its order and state stay the catalog's.
  static func playlist(
    _ summary: GroupSummary, owner: String?, in syntax: SubsonicNode.Syntax
  ) -> SubsonicNode {
    playlist(
      summary.group, songCount: summary.trackCount, durationMS: summary.durationMS, owner: owner,
      in: syntax)
  }

  /// A group as a playlist of `songCount` songs lasting `durationMS` in all.
  static func playlist(
    _ group: Group, songCount: Int, durationMS: Int, owner: String?,
    in syntax: SubsonicNode.Syntax
  ) -> SubsonicNode {
    var node = SubsonicNode(syntax)
    node.add("id", String(group.id))
    node.add("name", group.name)
    node.add("owner", owner ?? "musicat")
    node.add("public", true)
    node.add("songCount", songCount)
    node.add("duration", durationMS / 1000)
    node.add("created", group.createdAt)
    node.add("changed", group.updatedAt)
    node.add("coverArt", SubsonicID.playlist(group.id).description)
    node.add("readonly", false)
    return node
  }

  /// Artists in the index of their first letter (`#` when it is not a letter): the shape of
  /// `getArtists` and `getIndexes`.
  static func index(
    of artists: [ArtistSummary], folder: Bool, in syntax: SubsonicNode.Syntax
  ) -> [SubsonicNode] {
    var letters: [String] = []
    var members: [String: [SubsonicNode]] = [:]
    for artist in artists {
      let name = artist.name.isEmpty ? unknownArtist : artist.name
      let first = name.first.map { String($0).uppercased() } ?? "#"
      let letter = name.first?.isLetter == true ? first : "#"
      if members[letter] == nil { letters.append(letter) }
      var node = folder ? SubsonicNode(syntax) : Self.artist(artist, in: syntax)
      if folder {
        node.add("id", SubsonicID.artist(key: artist.key).description)
        node.add("name", name)
      }
      members[letter, default: []].append(node)
    }
    return letters.sorted().map { letter in
      var index = SubsonicNode(syntax)
      index.add("name", letter)
      index.add("artist", nodes: members[letter] ?? [])
      return index
    }
  }
}
