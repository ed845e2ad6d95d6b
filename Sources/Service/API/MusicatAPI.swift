import Catalog
import LRC
import Listings

/// musicat's own JSON API under `/api/`, for what Subsonic cannot say: tracks by the query
/// language, lyric search with the time of each line, the line sung at a time, groups with
/// their state, playlists as files, and the statistics. Its JSON has the fields of the
/// command line's `--format json` (the ``Listings`` module writes both); docs/SERVICE.md lists
/// every route.
///
/// With accounts, a request must carry credentials (``Authenticator/api(_:)``) or a browser
/// session (``WebSessions``); without, the server answers everyone on loopback only. Writes
/// (POST, the edits of `musicat group`) also need the principal's CSRF token.
package struct MusicatAPI: Sendable {
  let service: CatalogService

  /// The most tracks or lines one answer lists, and how many by default.
  static let maximumLimit = 5_000
  static let defaultLimit = 500

  /// An answer that refuses the request: an HTTP status and the reason, as JSON.
  struct Refusal: Error {
    let status: Int
    let message: String
  }

  func respond(to request: HTTPRequest) -> HTTPResponse {
    // Browsers say where a request comes from; another site's page never reaches the API.
    if request.header("Sec-Fetch-Site") == "cross-site" {
      return Self.json(status: 403, error: "Requests made by other sites are refused.")
    }
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).dropFirst()
      .map(String.init)
    if parts == ["session"] { return session(request) }
    let principal: WebSessions.Principal
    switch self.principal(of: request) {
    case .success(let found): principal = found
    case .failure(let refusal): return unauthorized(refusal.message, request)
    }
    do {
      if request.method == "POST" {
        guard service.sessions.isCSRFToken(request.header("X-CSRF-Token"), of: principal) else {
          throw Refusal(
            status: 403,
            message:
              "A write needs the X-CSRF-Token header: the csrf_token GET /api/session gives.")
        }
        return try edit(parts, request, principal)
      }
      return try service.readers.read { session in try route(parts, request, session) }
        .revalidated(for: request)
    } catch let refusal as Refusal {
      return Self.json(status: refusal.status, error: refusal.message)
    } catch let error as CatalogError {
      let status: Int
      switch error {
      case .trackNotFound, .groupNotFound: status = 404
      case .duplicateGroupName: status = 409
      default: status = 400
      }
      return Self.json(status: status, error: error.description)
    } catch {
      return Self.json(status: 500, error: "The catalog could not be read.")
    }
  }

  /// Who `request` is answered for: a browser's session (its cookie), else the credentials it
  /// carries (``Authenticator/api(_:)``), else anyone when the catalog has no account.
  func principal(of request: HTTPRequest) -> Result<WebSessions.Principal, SubsonicError> {
    if let token = WebSessions.token(inCookie: request.header("Cookie")),
      let user = service.sessions.user(of: token, users: service.authenticator.userNames())
    {
      return .success(.session(token: token, user: user))
    }
    switch service.authenticator.api(request) {
    case .user(let name): return .success(.user(name))
    case .open: return .success(.open)
    case .refused(let error): return .failure(error)
    }
  }

  /// 401: a browser's page is told to sign in; other clients are asked for HTTP credentials.
  func unauthorized(_ message: String, _ request: HTTPRequest) -> HTTPResponse {
    var response = Self.json(status: 401, error: message)
    if request.header("Sec-Fetch-Mode") == nil {
      response.headers.append(("WWW-Authenticate", "Basic realm=\"musicat\", charset=\"UTF-8\""))
    }
    return response
  }

  private func route(_ parts: [String], _ request: HTTPRequest, _ session: CatalogSession) throws
    -> HTTPResponse
  {
    guard request.method == "GET" || request.method == "HEAD" else {
      throw Refusal(status: 405, message: "The API reads with GET and writes with POST.")
    }
    switch parts.count {
    case 1 where parts[0] == "tracks": return try tracks(request, session)
    case 1 where parts[0] == "search": return try search(request, session)
    case 1 where parts[0] == "groups":
      return Self.json(
        status: 200, .array(GroupListing.listing.objects(try session.groups.summaries())))
    case 1 where parts[0] == "stats":
      return Self.json(status: 200, StatisticsJSON.json(try session.inspector.statistics()))
    case 2 where parts[0] == "tracks":
      let track = try session.tracks.get(try Self.id(parts[1], "track"))
      return Self.json(status: 200, try TrackDetails(of: track, in: session).json)
    case 3 where parts[0] == "tracks" && parts[2] == "lyrics":
      return try lyrics(try Self.id(parts[1], "track"), request, session)
    case 3 where parts[0] == "tracks" && parts[2] == "stream":
      return try stream(try Self.id(parts[1], "track"), request, session)
    case 3 where parts[0] == "tracks" && parts[2] == "cover":
      return try cover(
        of: [try session.tracks.get(try Self.id(parts[1], "track"))], request, session)
    case 2 where parts[0] == "groups":
      return try group(try Self.id(parts[1], "group"), session)
    case 3 where parts[0] == "groups" && parts[2] == "cover":
      let group = try session.groups.get(try Self.id(parts[1], "group"))
      return try cover(of: try session.groups.tracks(in: group.id), request, session)
    case 3 where parts[0] == "groups" && parts[2].hasPrefix("playlist."):
      return try playlist(try Self.id(parts[1], "group"), file: parts[2], request, session)
    default:
      throw Refusal(status: 404, message: "No API route is \(request.path.prefix(200)).")
    }
  }

  /// The picture of the first of `tracks` that has one (beside it, or inside its audio);
  /// else a transparent pixel (``CoverPlaceholder``), so a page's image always loads.
  private func cover(of tracks: [Track], _ request: HTTPRequest, _ session: CatalogSession) throws
    -> HTTPResponse
  {
    let roots = try session.roots.list()
    for track in tracks.prefix(Self.coverCandidates) {
      if let cover = CoverArt.find(for: track, roots: roots) {
        return FileResponse.make(
          cover.file, for: request, mediaType: cover.mediaType, offset: cover.offset,
          length: cover.length)
      }
    }
    return HTTPResponse(status: 200, contentType: "image/png", bytes: CoverPlaceholder.png)
  }

  /// How many of a group's tracks are looked at for its cover.
  static let coverCandidates = 8

  /// `/api/tracks?q=QUERY&sort=KEYS&limit=N&offset=N`: `musicat tracks --format json`.
  private func tracks(_ request: HTTPRequest, _ session: CatalogSession) throws -> HTTPResponse {
    var filter = TrackFilter()
    do {
      filter.query = try TrackQuery.parse(APIQuery.terms(request.parameter("q") ?? ""))
    } catch {
      throw Refusal(status: 400, message: "Bad query term \(error).")
    }
    if let sort = request.parameter("sort") { filter.sort = try TrackSortKey.parseList(sort) }
    filter.limit = try Self.count(
      request, "limit", default: Self.defaultLimit, maximum: Self.maximumLimit)
    filter.offset = try Self.count(request, "offset", default: 0, maximum: Int(Int32.max))
    return Self.json(
      status: 200, .array(TrackListing.listing.objects(try session.tracks.list(filter))))
  }

  /// `/api/search?q=TEXT&limit=N&offset=N`: `musicat search --format json` (field terms in
  /// the text filter the tracks searched).
  private func search(_ request: HTTPRequest, _ session: CatalogSession) throws -> HTTPResponse {
    let words = APIQuery.terms(request.parameter("q") ?? "")
    let text = words.filter { !TrackQuery.isFieldTerm($0) }.joined(separator: " ")
    guard !text.allSatisfy(\.isWhitespace) else {
      throw Refusal(status: 400, message: "Give the words to find: /api/search?q=TEXT.")
    }
    let filter: TrackQuery
    do {
      filter = try TrackQuery.parse(words.filter(TrackQuery.isFieldTerm))
    } catch {
      throw Refusal(status: 400, message: "Bad query term \(error).")
    }
    let limit = try Self.count(request, "limit", default: 50, maximum: Self.maximumLimit)
    let offset = try Self.count(request, "offset", default: 0, maximum: Int(Int32.max))
    let result = try session.lyricSearch.search(
      text, filter: filter, limit: limit, offset: offset)
    return Self.json(status: 200, LyricSearchJSON.json(result))
  }

  /// `/api/tracks/ID/lyrics[?at=TIME][&lang=TAG]`: `musicat lyrics ID --format json`.
  private func lyrics(_ id: Int64, _ request: HTTPRequest, _ session: CatalogSession) throws
    -> HTTPResponse
  {
    let track = try session.tracks.get(id)
    let language = request.parameter("lang")
    guard var document = try session.lyrics.document(of: id, language: language) else {
      throw Refusal(
        status: 404,
        message: "Track \(id) has no lyrics" + (language.map { " in '\($0.prefix(35))'" } ?? "")
          + ".")
    }
    if let at = request.parameter("at") {
      guard let time = PlaybackTime.milliseconds(at) else {
        throw Refusal(
          status: 400,
          message: "'at' is '\(at.prefix(64))', not a time such as 100, 1:40 or 01:40.500.")
      }
      if language == nil {
        let numbers = Set(try session.lyrics.lines(at: time, of: id).map(\.lineNumber))
        document.lines = document.lines.enumerated().filter { numbers.contains($0.offset + 1) }
          .map(\.element)
      } else {
        document.lines = Array(document.lines(at: time))
      }
    }
    return Self.json(
      status: 200, LRCDocumentJSON.json(document, path: .path(track.lrcPath), lines: document.lines)
    )
  }

  /// `/api/tracks/ID/stream`: the track's audio file, with ranges.
  private func stream(_ id: Int64, _ request: HTTPRequest, _ session: CatalogSession) throws
    -> HTTPResponse
  {
    let track = try session.tracks.get(id)
    guard track.downloaded, let path = track.audioPath else {
      throw Refusal(status: 404, message: "Track \(id)'s audio is not here (it is not downloaded).")
    }
    switch MediaFile.open(path, roots: try session.roots.list()) {
    case .success(let file):
      return FileResponse.make(
        file, for: request, mediaType: AudioContentType.mediaType(container: track.container))
    case .failure(let refusal):
      throw Refusal(status: 404, message: "Track \(id)'s audio cannot be sent: \(refusal).")
    }
  }

  /// `/api/groups/ID`: the group (the fields of `musicat groups`) and its tracks in order
  /// (those of `musicat group show`).
  func group(_ id: Int64, _ session: CatalogSession) throws -> HTTPResponse {
    guard let summary = try session.groups.summary(of: id) else {
      throw CatalogError.groupNotFound("#\(id)")
    }
    let tracks = try session.groups.tracks(in: id).enumerated().map {
      (position: $0.offset + 1, track: $0.element)
    }
    return Self.json(
      status: 200,
      .object([
        ("group", GroupListing.listing.objects([summary])[0]),
        ("tracks", .array(GroupTrackListing.listing.objects(tracks))),
      ]))
  }

  /// `/api/groups/ID/playlist.m3u8` (or `.xspf`, `.pls`): the group as a playlist whose
  /// entries are this server's stream URLs (`?paths=files`: the files' own paths, as
  /// `musicat export --absolute` writes them). Tracks whose audio is not here are left out.
  private func playlist(
    _ id: Int64, file: String, _ request: HTTPRequest, _ session: CatalogSession
  )
    throws -> HTTPResponse
  {
    guard let format = PlaylistFormat(rawValue: String(file.dropFirst("playlist.".count))) else {
      throw Refusal(
        status: 404, message: "A playlist is playlist.m3u8, playlist.xspf or playlist.pls.")
    }
    let group = try session.groups.get(id)
    let base = "http://" + Self.host(request, fallback: "127.0.0.1")
    let local = request.parameter("paths") == "files"
    let entries = try session.groups.tracks(in: id).compactMap { track -> PlaylistEntry? in
      guard track.downloaded, let path = track.audioPath,
        !path.bytes.contains(where: { $0 < 0x20 || $0 == 0x7F })
      else { return nil }
      let location =
        local
        ? (format == .xspf ? FilePath(PlaylistPaths.uriReference(path)) : path)
        : FilePath("\(base)/api/tracks/\(track.id)/stream")
      return PlaylistEntry(
        path: location, title: track.title, artist: track.artist, album: track.album,
        durationMS: track.durationMS, trackNumber: track.trackNumber)
    }
    let mediaType =
      switch format {
      case .m3u8: "audio/x-mpegurl; charset=utf-8"
      case .xspf: "application/xspf+xml; charset=utf-8"
      case .pls: "audio/x-scpls; charset=utf-8"
      }
    return HTTPResponse(
      status: 200, headers: [("Content-Type", mediaType)],
      body: .bytes(PlaylistWriter.write(entries, named: group.name, as: format)))
  }

  /// The request's `Host` when it is a plain host name or address with a port, else
  /// `fallback` (so a forged header cannot put text of its own into a playlist).
  static func host(_ request: HTTPRequest, fallback: String) -> String {
    guard let host = request.header("Host"), !host.isEmpty, host.utf8.count <= 255,
      host.utf8.allSatisfy({
        (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
          || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":")
          || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]")
      })
    else { return fallback }
    return host
  }

  /// A catalog id in a path; 404 when it is not one.
  static func id(_ text: String, _ kind: String) throws -> Int64 {
    guard let id = Int64(text), id > 0, text.allSatisfy(\.isASCII) else {
      throw Refusal(status: 404, message: "'\(text.prefix(64))' is not a \(kind) id.")
    }
    return id
  }

  /// The count parameter `name` (0...maximum), `fallback` when absent; 400 when it is no count.
  private static func count(
    _ request: HTTPRequest, _ name: String, default fallback: Int, maximum: Int
  )
    throws -> Int
  {
    guard let text = request.parameter(name) else { return fallback }
    guard let value = Int(text), value >= 0 else {
      throw Refusal(
        status: 400, message: "'\(name)' is '\(text.prefix(64))', not a whole number 0 or more.")
    }
    return min(value, maximum)
  }

  static func json(status: Int, _ value: JSONValue) -> HTTPResponse {
    HTTPResponse(
      status: status, contentType: "application/json; charset=utf-8", text: value.serialized + "\n")
  }

  /// An answer that says what is wrong: `{"error": message}`.
  static func json(status: Int, error message: String) -> HTTPResponse {
    json(status: status, .object([("error", .string(message))]))
  }
}
