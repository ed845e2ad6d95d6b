import Catalog

/// The protocol's own calls: ping, license, extensions, folders, the user, an API key's
/// owner, scrobbles (and what is playing now) and scans.
enum SystemEndpoints {
  /// The OpenSubsonic extensions the service speaks, with their versions. (No `transcoding`:
  /// files are sent as they are.)
  static let extensions: [(name: StaticString, versions: [Int])] = [
    ("songLyrics", [1]), ("apiKeyAuthentication", [1]), ("formPost", [1]),
  ]

  static let all: [String: SubsonicAPI.Endpoint] = [
    "ping": .plain { _ in .ok },
    "getLicense": .plain { call in
      var license = call.node()
      license.add("valid", true)
      return .element("license", license)
    },
    "getOpenSubsonicExtensions": .plain(needsAuthentication: false) { call in
      .elements(
        "openSubsonicExtensions",
        extensions.map { name, versions in
          var node = call.node()
          node.add("name", name.description)
          node.add("versions", scalars: versions.map { .int(Int64($0)) })
          return node
        })
    },
    "getMusicFolders": .plain { call in
      var folder = call.node()
      folder.add("id", 1)
      folder.add("name", "musicat")
      var folders = call.node()
      folders.add("musicFolder", nodes: [folder])
      return .element("musicFolders", folders)
    },
    // The user asked about is the one the request comes from (whose account was just
    // checked), or anyone when the catalog has no account.
    "getUser": .plain { call in
      guard let name = call.request.parameter("username") else {
        throw SubsonicError.missing("username")
      }
      guard name == (call.user ?? name) else {
        throw SubsonicError(50, "A user may only ask about themselves.")
      }
      var user = call.node()
      user.add("username", name)
      user.add("scrobblingEnabled", false)
      // Every account may stream, download, edit playlists and start scans.
      let roles: [(StaticString, Bool)] = [
        ("adminRole", true), ("settingsRole", false), ("downloadRole", true),
        ("uploadRole", false), ("playlistRole", true), ("coverArtRole", true),
        ("commentRole", false), ("podcastRole", false), ("streamRole", true),
        ("jukeboxRole", false), ("shareRole", false), ("videoConversionRole", false),
      ]
      for (role, granted) in roles { user.add(role, granted) }
      user.add("folder", scalars: [.int(1)])
      return .element("user", user)
    },
    // The account an API key belongs to (the apiKeyAuthentication extension's call): the key
    // was just checked; without one, or without accounts (no key exists), error 44.
    "tokenInfo": .plain { call in
      guard call.request.parameter("apiKey") != nil, let name = call.user else {
        throw SubsonicError(44, "Invalid API key: tokenInfo is asked with an apiKey.")
      }
      var token = call.node()
      token.add("username", name)
      return .element("tokenInfo", token)
    },
    // Plays are not recorded. A "now playing" notification (submission=false) is kept in
    // memory for getNowPlaying: the last song it names, for the user and the player (`c`).
    // Every id must be a song of the catalog (70 otherwise).
    "scrobble": .init { call in
      let ids = try call.strings("id").map(SubsonicCall.trackID(in:))
      guard let last = ids.last else { throw SubsonicError.missing("id") }
      var found = Set<Int64>()
      var lastDuration: Int64?
      try call.session.tracks.forEach(ids: ids) { track in
        found.insert(track.id)
        if track.id == last { lastDuration = track.durationMS }
      }
      if let missing = ids.first(where: { !found.contains($0) }) {
        throw CatalogError.trackNotFound(missing)
      }
      if call.string("submission")?.lowercased() == "false" {
        call.service.nowPlaying.announce(
          user: call.user ?? call.string("u") ?? "", player: call.string("c") ?? "",
          trackID: last, durationMS: lastDuration)
      }
      return .ok
    },
    "startScan": .init { call in
      let roots = try call.session.roots.list()
      guard !roots.isEmpty else {
        throw SubsonicError.generic(
          "No folder was imported into this catalog yet; run 'musicat import FOLDER' once.")
      }
      return .element(
        "scanStatus", scanStatus(call.service.scanner.start(roots: roots), in: call.syntax))
    },
    "getScanStatus": .plain { call in
      .element("scanStatus", scanStatus(call.service.scanner.status, in: call.syntax))
    },
  ]

  private static func scanStatus(_ status: ScanRunner.Status, in syntax: SubsonicNode.Syntax)
    -> SubsonicNode
  {
    var node = SubsonicNode(syntax)
    node.add("scanning", status.scanning)
    node.add("count", status.filesDone)
    return node
  }
}
