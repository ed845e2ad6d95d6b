import Utilities

/// The browser sessions of musicat's page: a user signs in once with their password and
/// gets a random token in a cookie (`HttpOnly`, `SameSite=Strict`), which later requests
/// carry instead of credentials. Sessions live in the server's memory (a restart signs
/// everyone out), last ``lifetime`` since their last use, and are at most ``capacity``
/// (the least recently used goes first).
///
/// Every write of the API must also carry a CSRF token (``csrfToken(for:)``) in the
/// `X-CSRF-Token` header: a token that only a page of this server can read, so another site
/// cannot make a browser write to the catalog. It is derived from a secret made at start, so
/// nothing more is stored.
package final class WebSessions: Sendable {
  /// Who a request is answered for, as the API sees it.
  package enum Principal: Equatable, Sendable {
    /// A browser signed in as `user`, by the session `token`.
    case session(token: String, user: String)
    /// A client that sent the user's credentials (HTTP authentication, Subsonic parameters).
    case user(String)
    /// Anyone on this machine: the catalog has no account and the server listens on loopback.
    case open

    /// The user's name, or nil when the catalog has no account.
    package var userName: String? {
      switch self {
      case .session(_, let user), .user(let user): user
      case .open: nil
      }
    }
  }

  /// The cookie's name.
  package static let cookieName = "musicat_session"
  /// How long a session lasts after its last use.
  static let lifetime = Duration.seconds(30 * 24 * 3600)
  /// The most sessions kept at once.
  static let capacity = 1000

  private struct Session {
    let user: String
    var lastUsed: MonotonicInstant
  }

  private let sessions = Locked<[String: Session]>([:])
  private let secret: [UInt8]

  package init() throws(ServiceError) {
    secret = try Digest.randomBytes(32)
  }

  /// Starts a session for `user`; returns its token.
  package func start(for user: String) throws(ServiceError) -> String {
    let token = Digest.hex(try Digest.randomBytes(32))
    sessions.withLock { sessions in
      let now = MonotonicInstant.now
      sessions = sessions.filter { now - $0.value.lastUsed < Self.lifetime }
      if sessions.count >= Self.capacity,
        let oldest = sessions.min(by: { $0.value.lastUsed < $1.value.lastUsed })
      {
        sessions[oldest.key] = nil
      }
      sessions[token] = Session(user: user, lastUsed: now)
    }
    return token
  }

  /// The user of session `token`, when it exists and has not lapsed; using it renews it.
  /// A session whose user is no longer among `users` ends.
  package func user(of token: String, users: Set<String>) -> String? {
    sessions.withLock { sessions in
      guard var session = sessions[token] else { return nil }
      let now = MonotonicInstant.now
      guard now - session.lastUsed < Self.lifetime, users.contains(session.user) else {
        sessions[token] = nil
        return nil
      }
      session.lastUsed = now
      sessions[token] = session
      return session.user
    }
  }

  /// Ends session `token`.
  package func end(_ token: String) {
    _ = sessions.withLock { $0.removeValue(forKey: token) }
  }

  /// The CSRF token of `principal`: the hex SHA-256 of the server's secret and who it is.
  package func csrfToken(for principal: Principal) -> String {
    let identity: String
    switch principal {
    case .session(let token, _): identity = "session " + token
    case .user(let name): identity = "user " + name
    case .open: identity = "open"
    }
    return Digest.hex(Digest.sha256(secret + Array(identity.utf8)) ?? [])
  }

  /// Whether `given` is `principal`'s CSRF token (compared in constant time).
  package func isCSRFToken(_ given: String?, of principal: Principal) -> Bool {
    let expected = csrfToken(for: principal)
    guard let given, !expected.isEmpty else { return false }
    return Digest.constantTimeEqual(Array(given.utf8), Array(expected.utf8))
  }

  /// The session token a request's `Cookie` header carries, if any.
  package static func token(inCookie header: String?) -> String? {
    guard let header else { return nil }
    for pair in header.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let name = parts[0].drop { $0 == " " }
      if name == cookieName { return String(parts[1].filter { $0 != " " }) }
    }
    return nil
  }

  /// The `Set-Cookie` value that keeps `token` in the browser (empty: the one that removes
  /// it).
  package static func cookie(_ token: String) -> String {
    let age = token.isEmpty ? 0 : Int(lifetime.components.seconds)
    return "\(cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict; Max-Age=\(age)"
  }
}
