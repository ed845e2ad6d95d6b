import Catalog
import Importer

/// `musicat serve`: one catalog answered over HTTP. OpenSubsonic under `/rest/` (for music
/// players), musicat's own JSON under `/api/`. Each request reads through a connection of
/// its own (``ReaderPool``); edits go through one writing connection.
package final class CatalogService: Sendable {
  package let catalogPath: String
  /// The version `--version` prints, which the service reports as its own.
  package let version: String
  package let readers: ReaderPool
  package let writer: Catalog
  package let authenticator: Authenticator
  package let scanner: ScanRunner
  package let sessions: WebSessions
  /// What the players say they are playing, for getNowPlaying.
  package let nowPlaying = NowPlaying()

  /// A service for the catalog at `catalogPath`, which must exist; it is migrated first when
  /// its schema is older. Without accounts it answers everyone only when
  /// `openWithoutAccounts` (listening on loopback).
  package init(catalogPath: String, version: String, openWithoutAccounts: Bool) throws {
    self.catalogPath = catalogPath
    self.version = version
    writer = try Catalog.open(path: catalogPath)
    readers = ReaderPool(path: catalogPath)
    authenticator = Authenticator(
      catalogPath: catalogPath, openWithoutAccounts: openWithoutAccounts, readers: readers)
    scanner = ScanRunner(catalog: writer)
    sessions = try WebSessions()
  }

  /// Checks, before the server starts, that the accounts can be used: with `exposed` (an
  /// address other machines reach) there must be one, and with any, their key must open.
  package func checkAccounts(exposed: Bool, address: ListenAddress) throws {
    let users = try writer.read { try $0.users.list() }
    if exposed, users.isEmpty { throw ServiceError.exposedWithoutAccounts(address) }
    if let user = users.first {
      let vault = try PasswordVault(catalogPath: catalogPath, create: false)
      _ = try vault.unseal(Array(user.sealedPassword), for: user.name)
    }
  }

  /// Answers one request (on one of the server's threads).
  package func handle(_ request: HTTPRequest) -> HTTPResponse {
    var response: HTTPResponse
    if authenticator.isOpen, !Self.isLoopbackName(request.header("Host")) {
      // Open to anyone on this machine: a page elsewhere whose name was made to point here
      // (DNS rebinding) would read the catalog as this machine's own.
      response = .error(
        421, "Without accounts this server answers only to 127.0.0.1, localhost and [::1].")
    } else if request.path.hasPrefix("/rest/") {
      response = SubsonicAPI(service: self).respond(to: request)
    } else if request.path == "/api" || request.path.hasPrefix("/api/") {
      response = MusicatAPI(service: self).respond(to: request)
    } else if let page = WebPage.response(for: request) {
      response = page
    } else {
      response = .error(404, "Nothing is served at \(request.path.prefix(200)).")
    }
    response.headers.append(("X-Content-Type-Options", "nosniff"))
    return response
  }

  /// Whether a `Host` header names this machine's loopback (with or without a port).
  static func isLoopbackName(_ host: String?) -> Bool {
    guard var host = host?.lowercased() else { return false }
    if host.hasPrefix("[") {
      guard let end = host.firstIndex(of: "]") else { return false }
      host = String(host[host.index(after: host.startIndex)..<end])
      return host == "::1"
    }
    if let colon = host.lastIndex(of: ":") { host = String(host[..<colon]) }
    let numbers = host.split(separator: ".", omittingEmptySubsequences: false)
    let isLoopbackAddress =
      numbers.count == 4 && numbers[0] == "127"
      && numbers.allSatisfy { UInt8($0) != nil && $0.allSatisfy(\.isASCII) }
    return host == "localhost" || isLoopbackAddress
  }
}
