import Catalog
import Foundation
import Utilities

/// Decides who a request comes from, by the credentials it carries and the catalog's
/// accounts: Subsonic's token (`u`, `t = md5(password + s)`, `s`), its password (`u`, `p`,
/// clear or `enc:` hex), OpenSubsonic's `apiKey`, or HTTP authentication (`Basic` with a
/// name and password, `Bearer` with an API key) for musicat's own API.
///
/// A catalog without accounts is open to every request when the server listens on loopback
/// only (the machine's own programs, as the catalog file itself is theirs); listening
/// elsewhere, the server does not start without one. Secrets are compared in constant time
/// and never logged.
package final class Authenticator: Sendable {
  /// What the request's credentials turned out to be.
  package enum Outcome: Equatable, Sendable {
    /// The request comes from this user.
    case user(String)
    /// The catalog has no account and the server listens on loopback: anyone here may ask.
    case open
    /// Refused, with the Subsonic error saying why.
    case refused(SubsonicError)
  }

  private let catalogPath: String
  private let openWithoutAccounts: Bool
  /// The key of the sealed passwords, read when first needed (an account may be added while
  /// the server runs), and the passwords opened so far, by user, each with the sealed bytes
  /// it came from: a password changed in the catalog is opened anew.
  private let vault = Locked<PasswordVault?>(nil)
  private let opened = Locked<[String: (sealed: Data, password: String)]>([:])

  package init(catalogPath: String, openWithoutAccounts: Bool) {
    self.catalogPath = catalogPath
    self.openWithoutAccounts = openWithoutAccounts
  }

  /// Who a Subsonic request comes from.
  package func subsonic(_ request: HTTPRequest, session: CatalogSession) -> Outcome {
    let apiKey = request.parameter("apiKey")
    let name = request.parameter("u")
    if apiKey != nil, name != nil {
      return .refused(.init(43, "Multiple conflicting authentication mechanisms provided."))
    }
    return check(
      session: session, apiKey: apiKey, name: name, token: request.parameter("t"),
      salt: request.parameter("s"), password: request.parameter("p"))
  }

  /// Who a request to musicat's own API comes from: `Authorization: Basic` (a name and
  /// password) or `Bearer` (an API key), else the Subsonic parameters.
  package func api(_ request: HTTPRequest, session: CatalogSession) -> Outcome {
    guard let authorization = request.header("Authorization") else {
      return subsonic(request, session: session)
    }
    let parts = authorization.split(separator: " ", maxSplits: 1)
    guard parts.count == 2 else {
      return .refused(.init(42, "The Authorization header is neither Basic nor Bearer."))
    }
    switch parts[0].lowercased() {
    case "bearer":
      return check(
        session: session, apiKey: String(parts[1]), name: nil, token: nil, salt: nil,
        password: nil)
    case "basic":
      guard let decoded = Data(base64Encoded: String(parts[1])),
        let pair = String(data: decoded, encoding: .utf8), let colon = pair.firstIndex(of: ":")
      else { return .refused(.init(42, "The Basic credentials are not base64 of name:password.")) }
      return check(
        session: session, apiKey: nil, name: String(pair[..<colon]), token: nil, salt: nil,
        password: String(pair[pair.index(after: colon)...]))
    default:
      return .refused(.init(42, "The Authorization header is neither Basic nor Bearer."))
    }
  }

  private func check(
    session: CatalogSession, apiKey: String?, name: String?, token: String?, salt: String?,
    password: String?
  ) -> Outcome {
    do {
      // Most requests name a user who exists: the accounts are counted only when none is found.
      let named = try name.flatMap { try session.users.find(named: $0) }
      if named == nil, try session.users.count() == 0 {
        return openWithoutAccounts
          ? .open
          : .refused(.init(40, "The catalog has no account; add one with 'musicat user add'."))
      }
      if let apiKey {
        guard let hash = Digest.sha256(Array(apiKey.utf8)),
          let user = try session.users.find(apiKeySHA256: Data(hash))
        else { return .refused(.init(44, "Invalid API key.")) }
        return .user(user.name)
      }
      guard let name else {
        return .refused(.missing("u"))
      }
      if token != nil, password != nil {
        return .refused(.init(43, "Multiple conflicting authentication mechanisms provided."))
      }
      guard token != nil || password != nil else { return .refused(.missing("t")) }
      if token != nil, salt?.isEmpty ?? true { return .refused(.missing("s")) }
      guard let user = named else { return .refused(.wrongCredentials) }
      let stored = try storedPassword(of: user)
      if let token, let salt {
        guard let expected = Digest.md5Hex(Array((stored + salt).utf8)) else {
          return .refused(
            .init(41, "Token authentication is not available here; send the password."))
        }
        return Digest.constantTimeEqual(Array(expected.utf8), Array(token.lowercased().utf8))
          ? .user(user.name) : .refused(.wrongCredentials)
      }
      let given = password.map(Self.clearPassword) ?? nil
      guard let given else { return .refused(.wrongCredentials) }
      return Digest.constantTimeEqual(Array(stored.utf8), given)
        ? .user(user.name) : .refused(.wrongCredentials)
    } catch let error as ServiceError {
      return .refused(.generic("The server cannot check passwords: \(error)."))
    } catch {
      return .refused(.generic("The catalog's accounts could not be read."))
    }
  }

  /// A `p` parameter's password: `enc:` and hex (either case) of its UTF-8, or as it is.
  private static func clearPassword(_ parameter: String) -> [UInt8]? {
    guard parameter.hasPrefix("enc:") else { return Array(parameter.utf8) }
    return Digest.bytes(hex: parameter.dropFirst(4))
  }

  /// The password of `user`: opened before from the same sealed bytes, or opened now.
  private func storedPassword(of user: User) throws -> String {
    if let known = opened.withLock({ $0[user.name] }), known.sealed == user.sealedPassword {
      return known.password
    }
    let vault = try self.vault.withLock { vault -> PasswordVault in
      if let vault { return vault }
      let opened = try PasswordVault(catalogPath: catalogPath, create: false)
      vault = opened
      return opened
    }
    let password = try vault.unseal(Array(user.sealedPassword), for: user.name)
    opened.withLock { $0[user.name] = (user.sealedPassword, password) }
    return password
  }
}
