import Catalog

/// OpenSubsonic (version 1.16.1 of the Subsonic API and the OpenSubsonic extensions) under
/// `/rest/NAME` and `/rest/NAME.view`, GET or form POST, answered in XML, JSON (`f=json`)
/// or JSONP. Each request is authenticated (``Authenticator``), then its endpoint runs in a
/// read transaction of its own.
package struct SubsonicAPI: Sendable {
  /// The version of the Subsonic API the service speaks.
  package static let protocolVersion = "1.16.1"

  let service: CatalogService

  /// An endpoint: whether it needs credentials, and what it does: most read the catalog, in
  /// a transaction of their own; a few answer without it (`ping`), and open none.
  struct Endpoint: Sendable {
    enum Run: Sendable {
      case reading(@Sendable (SubsonicCall) throws -> SubsonicAnswer)
      case plain(@Sendable (SubsonicPlainCall) throws -> SubsonicAnswer)
    }

    let needsAuthentication: Bool
    let run: Run

    /// An endpoint that reads the catalog.
    init(
      needsAuthentication: Bool = true,
      run: @escaping @Sendable (SubsonicCall) throws -> SubsonicAnswer
    ) {
      self.needsAuthentication = needsAuthentication
      self.run = .reading(run)
    }

    /// An endpoint that answers without reading the catalog.
    static func plain(
      needsAuthentication: Bool = true,
      run: @escaping @Sendable (SubsonicPlainCall) throws -> SubsonicAnswer
    ) -> Endpoint {
      Endpoint(needsAuthentication: needsAuthentication, plain: run)
    }

    private init(
      needsAuthentication: Bool,
      plain: @escaping @Sendable (SubsonicPlainCall) throws -> SubsonicAnswer
    ) {
      self.needsAuthentication = needsAuthentication
      self.run = .plain(plain)
    }
  }

  /// The endpoints, by name.
  static let endpoints: [String: Endpoint] = SystemEndpoints.all
    .merging(BrowsingEndpoints.all) { $1 }
    .merging(ListEndpoints.all) { $1 }
    .merging(SearchEndpoints.all) { $1 }
    .merging(PlaylistEndpoints.all) { $1 }
    .merging(MediaEndpoints.all) { $1 }
    .merging(LyricsEndpoints.all) { $1 }
    .merging(PlayQueueEndpoints.all) { $1 }

  /// Answers a request for `/rest/…`.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    let format = SubsonicFormat(request)
    var name = String(request.path.dropFirst("/rest/".count))
    if name.hasSuffix(".view") { name.removeLast(".view".count) }
    guard let endpoint = Self.endpoints[name] else {
      var response = failure(.generic("musicat does not provide '\(name.prefix(64))'."), format)
      response.status = 404
      return response
    }
    if let version = request.parameter("v"), let refusal = Self.versionRefusal(version) {
      return failure(refusal, format)
    }
    var user: String?
    if endpoint.needsAuthentication {
      switch service.authenticator.subsonic(request) {
      case .user(let name): user = name
      case .open: user = nil
      case .refused(let error): return failure(error, format)
      }
    }
    do {
      let answer: SubsonicAnswer
      switch endpoint.run {
      case .plain(let run):
        answer = try run(
          SubsonicPlainCall(
            request: request, user: user, service: service, syntax: format.syntax))
      case .reading(let run):
        answer = try service.readers.read { session in
          try run(
            SubsonicCall(
              request: request, session: session, user: user, service: service,
              syntax: format.syntax))
        }
      }
      var root = envelope(status: "ok", format)
      switch answer {
      case .ok: break
      case .element(let name, let node): root.add(name, node: node)
      case .elements(let name, let nodes): root.add(name, nodes: nodes)
      case .http(let response): return response
      }
      return HTTPResponse(
        status: 200, contentType: format.contentType, written: format.render(root))
    } catch {
      return failure(Self.subsonicError(for: error), format)
    }
  }

  /// The error a client is told for a failure: the protocol's own, not found (70) for ids
  /// the catalog lacks, the catalog's reason for edits it refused; never SQL.
  static func subsonicError(for error: any Error) -> SubsonicError {
    switch error {
    case let error as SubsonicError: error
    case CatalogError.trackNotFound(let id): .notFound("No song has the id '\(id)'.")
    case CatalogError.groupNotFound: .notFound("No playlist has that id.")
    case let error as CatalogError: .generic(error.description.capitalizedFirst + ".")
    default: .generic("The catalog could not be read.")
    }
  }

  /// Error 20 or 30 for a client of another major version of the protocol.
  static func versionRefusal(_ version: String) -> SubsonicError? {
    guard let major = Int(version.prefix { $0 != "." }) else {
      return .invalid("v", version, expected: "a protocol version such as 1.16.1")
    }
    if major < 1 {
      return .init(20, "Incompatible Subsonic REST protocol version. Client must upgrade.")
    }
    if major > 1 {
      return .init(30, "Incompatible Subsonic REST protocol version. Server must upgrade.")
    }
    return nil
  }

  /// The envelope's own fields.
  private func envelope(status: StaticString, _ format: SubsonicFormat) -> SubsonicNode {
    var node = SubsonicNode(format.syntax)
    node.add("status", status.description)
    node.add("version", Self.protocolVersion)
    node.add("type", "musicat")
    node.add("serverVersion", service.version)
    node.add("openSubsonic", true)
    return node
  }

  func failure(_ error: SubsonicError, _ format: SubsonicFormat) -> HTTPResponse {
    var root = envelope(status: "failed", format)
    root.add("error", node: error.node(in: format.syntax))
    return HTTPResponse(
      status: 200, contentType: format.contentType, written: format.render(root))
  }
}

extension String {
  /// The text with its first character in upper case.
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
