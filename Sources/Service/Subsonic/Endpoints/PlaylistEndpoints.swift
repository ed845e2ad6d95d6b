import Catalog

/// Playlists are the catalog's groups, albums and playlists alike: a client sees every
/// group, in the catalog's order, and its edits are the edits of `musicat group` (the order
/// is kept, and so is the group's state). A playlist's comment and public flag are not kept.
enum PlaylistEndpoints {
  static let all: [String: SubsonicAPI.Endpoint] = [
    "getPlaylists": .init { call in
      var playlists = call.node()
      playlists.add(
        "playlist",
        nodes: try call.session.groups.summaries().map {
          SubsonicNodes.playlist($0, owner: call.user, in: call.syntax)
        })
      return .element("playlists", playlists)
    },
    "getPlaylist": .init { call in
      .element(
        "playlist",
        try playlist(try call.playlistID("id"), call.session, owner: call.user, in: call.syntax))
    },
    "createPlaylist": .init { call in
      let songs = try call.strings("songId").map(SubsonicCall.trackID(in:))
      let node = try call.service.writer.write { session in
        let groupID: Int64
        if call.string("playlistId") != nil {
          groupID = try call.playlistID("playlistId")
          try session.groups.replaceTracks(of: groupID, with: songs)
        } else {
          let name = try call.required("name")
          groupID = try session.groups.create(named: name).id
          try session.groups.replaceTracks(of: groupID, with: songs)
        }
        return try playlist(groupID, session, owner: call.user, in: call.syntax)
      }
      return .element("playlist", node)
    },
    "updatePlaylist": .init { call in
      let groupID = try call.playlistID("playlistId")
      let added = try call.strings("songIdToAdd").map(SubsonicCall.trackID(in:))
      let removed = try call.strings("songIndexToRemove").map { text throws(SubsonicError) -> Int in
        guard let index = Int(text) else {
          throw .invalid("songIndexToRemove", text, expected: "a whole number")
        }
        return index
      }
      try call.service.writer.write { session in
        if let name = call.string("name") { try session.groups.rename(groupID, to: name) }
        guard !added.isEmpty || !removed.isEmpty else { return }
        var tracks = try session.groups.trackIDs(in: groupID)
        for index in removed where !tracks.indices.contains(index) {
          throw SubsonicError.generic(
            "songIndexToRemove \(index) is not a position in the playlist (0 to \(tracks.count - 1))."
          )
        }
        for index in Set(removed).sorted(by: >) { tracks.remove(at: index) }
        try session.groups.replaceTracks(of: groupID, with: tracks + added)
      }
      return .ok
    },
    "deletePlaylist": .init { call in
      let groupID = try call.playlistID("id")
      try call.service.writer.write { try $0.groups.delete(groupID) }
      return .ok
    },
  ]

  /// Group `id` as a playlist with its songs; 70 when there is no such group.
  static func playlist(
    _ id: Int64, _ session: CatalogSession, owner: String?, in syntax: SubsonicNode.Syntax
  ) throws -> SubsonicNode {
    guard let group = try session.groups.find(id) else {
      throw SubsonicError.notFound("No playlist has the id '\(id)'.")
    }
    // The count and duration are those of the songs written, added up as they are.
    var songCount = 0
    var durationMS = 0
    let entries = try SubsonicNodes.songs(named: "entry", in: syntax) { write in
      try session.tracks.forEach(TrackFilter(groupID: id)) { track in
        songCount += 1
        let (sum, overflow) = durationMS.addingReportingOverflow(Int(track.durationMS ?? 0))
        durationMS = overflow ? .max : sum
        try write(track)
      }
    }
    var node = SubsonicNodes.playlist(
      group, songCount: songCount, durationMS: durationMS, owner: owner, in: syntax)
    node.add(entries)
    return node
  }
}
