import Catalog

/// The catalog's tracks, albums, artists and groups as the protocol's elements (`Child`,
/// `AlbumID3`, `ArtistID3`, `Playlist`), with the spec's field names and units (seconds,
/// kbit/s).
package enum SubsonicNodes {
  /// What an artist or album without a name is called.
  static let unknownArtist = "[Unknown Artist]"
  static let unknownAlbum = "[Unknown Album]"

  /// A track as a song (`Child`).
  static func song(_ track: Track, in syntax: SubsonicNode.Syntax) -> SubsonicNode {
    let album = SubsonicID.album(artistKey: track.artistKey, albumKey: track.albumKey).description
    var node = SubsonicNode(syntax)
    node.add("id", String(track.id))
    node.add("parent", album)
    node.add("isDir", false)
    node.add("title", track.title)
    node.add("album", track.album.isEmpty ? unknownAlbum : track.album)
    node.add("artist", track.artist.isEmpty ? unknownArtist : track.artist)
    node.add("track", track.trackNumber)
    node.add("year", track.year)
    node.add("genre", track.genre)
    node.add("coverArt", String(track.id))
    if let path = track.audioPath, track.downloaded {
      node.add("size", track.audioSize)
      node.add("contentType", AudioContentType.mediaType(container: track.container))
      node.add("suffix", AudioContentType.suffix(of: path))
      node.add("path", String(decoding: path.lastComponent, as: UTF8.self))
    }
    node.add("duration", track.durationMS.map { $0 / 1000 })
    node.add("bitRate", track.bitrate.map { $0 / 1000 })
    node.add("bitDepth", track.bitDepth)
    node.add("samplingRate", track.sampleRate)
    node.add("channelCount", track.channels)
    node.add("isVideo", false)
    node.add("discNumber", track.discNumber)
    node.add("created", track.createdAt)
    node.add("albumId", album)
    node.add("artistId", SubsonicID.artist(key: track.artistKey).description)
    node.add("type", "music")
    node.add("mediaType", "song")
    return node
  }

  /// An album (`AlbumID3`).
  static func album(_ album: AlbumSummary, in syntax: SubsonicNode.Syntax) -> SubsonicNode {
    let id = SubsonicID.album(artistKey: album.artistKey, albumKey: album.albumKey).description
    var node = SubsonicNode(syntax)
    node.add("id", id)
    node.add("name", album.name.isEmpty ? unknownAlbum : album.name)
    node.add("artist", album.artist.isEmpty ? unknownArtist : album.artist)
    node.add("artistId", SubsonicID.artist(key: album.artistKey).description)
    node.add("coverArt", id)
    node.add("songCount", album.trackCount)
    node.add("duration", album.durationMS / 1000)
    node.add("created", album.createdAt)
    node.add("year", album.year)
    node.add("genre", album.genre)
    return node
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
    var node = SubsonicNode(syntax)
    node.add("id", String(summary.group.id))
    node.add("name", summary.group.name)
    node.add("owner", owner ?? "musicat")
    node.add("public", true)
    node.add("songCount", summary.trackCount)
    node.add("duration", summary.durationMS / 1000)
    node.add("created", summary.group.createdAt)
    node.add("changed", summary.group.updatedAt)
    node.add("coverArt", SubsonicID.playlist(summary.group.id).description)
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
