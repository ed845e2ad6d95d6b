import Catalog
import Utilities

/// Decides who a request comes from, by the credentials it carries and the catalog's
/// accounts: Subsonic's token (`u`, `t = md5(password + salt)`, `s`), its password (`u`, `p`,
/// clear or `enc:` hex), OpenSubsonic's `apiKey`, or HTTP authentication (`Basic` with a
/// name and password, `Bearer` with an API key) for musicat's own API.
///
/// The accounts are read from the catalog at most once a second (``Accounts``), so a request
/// is checked without a query of its own; an account added, changed or removed takes effect
/// within that second. A catalog without accounts is open to every request when the server
/// listens on loopback only (the machine's own programs, as the catalog file itself is
/// theirs); listening elsewhere, the server does not start without one. Secrets are compared
/// in constant time and never logged.
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

  /// The accounts as last read, each user with the password its sealed bytes hold, and when.
  struct Accounts {
    var users: [String: (user: User, password: String?)] = [:]
    var byAPIKey: [[UInt8]: String] = [:]
    var readAt: MonotonicInstant
  }

  /// How long the accounts read are used before they are read again.
  static let accountsLifetime = Duration.seconds(1)

  private let catalogPath: String
  private let openWithoutAccounts: Bool
  private let readers: ReaderPool
  private let accounts = Locked<Accounts?>(nil)
  /// The key of the sealed passwords, read when first needed (an account may be added while
  /// the server runs).
  private let vault = Locked<PasswordVault?>(nil)

  package init(catalogPath: String, openWithoutAccounts: Bool, readers: ReaderPool) {
    self.catalogPath = catalogPath
    self.openWithoutAccounts = openWithoutAccounts
    self.readers = readers
  }

  /// Who a Subsonic request comes from.
  package func subsonic(_ request: HTTPRequest) -> Outcome {
    let apiKey = request.parameter("apiKey")
    let name = request.parameter("u")
    if apiKey != nil, name != nil {
      return .refused(.init(43, "Multiple conflicting authentication mechanisms provided."))
    }
    return check(
      apiKey: apiKey, name: name, token: request.parameter("t"), salt: request.parameter("s"),
      password: request.parameter("p"))
  }

  /// Who a request to musicat's own API comes from: `Authorization: Basic` (a name and
  /// password) or `Bearer` (an API key), else the Subsonic parameters.
  package func api(_ request: HTTPRequest) -> Outcome {
    guard let authorization = request.header("Authorization") else { return subsonic(request) }
    let parts = authorization.split(separator: " ", maxSplits: 1)
    guard parts.count == 2 else {
      return .refused(.init(42, "The Authorization header is neither Basic nor Bearer."))
    }
    switch parts[0].lowercased() {
    case "bearer":
      return check(apiKey: String(parts[1]), name: nil, token: nil, salt: nil, password: nil)
    case "basic":
      guard let decoded = Base64.decode(parts[1], .standard),
        let pair = String(validating: decoded, as: UTF8.self), let colon = pair.firstIndex(of: ":")
      else { return .refused(.init(42, "The Basic credentials are not base64 of name:password.")) }
      return check(
        apiKey: nil, name: String(pair[..<colon]), token: nil, salt: nil,
        password: String(pair[pair.index(after: colon)...]))
    default:
      return .refused(.init(42, "The Authorization header is neither Basic nor Bearer."))
    }
  }

  /// Who signs in with `name` and `password` as typed (musicat's page).
  package func signIn(name: String, password: String) -> Outcome {
    check(apiKey: nil, name: name, token: nil, salt: nil, password: password, typed: true)
  }

  /// The names of the accounts; empty when there is none (or they cannot be read).
  package func userNames() -> Set<String> {
    Set((try? currentAccounts().users.keys).map(Array.init) ?? [])
  }

  /// Whether anyone may ask: the catalog has no account and the server listens on loopback.
  package var isOpen: Bool {
    openWithoutAccounts && ((try? currentAccounts().users.isEmpty) ?? false)
  }

  private func check(
    apiKey: String?, name: String?, token: String?, salt: String?, password: String?,
    typed: Bool = false
  ) -> Outcome {
    let accounts: Accounts
    do {
      accounts = try currentAccounts()
    } catch let error as ServiceError {
      return .refused(.generic("The server cannot check passwords: \(error)."))
    } catch {
      return .refused(.generic("The catalog's accounts could not be read."))
    }
    guard !accounts.users.isEmpty else {
      return openWithoutAccounts
        ? .open
        : .refused(.init(40, "The catalog has no account; add one with 'musicat user add'."))
    }
    if let apiKey {
      guard let hash = Digest.sha256(Array(apiKey.utf8)), let user = accounts.byAPIKey[hash]
      else { return .refused(.init(44, "Invalid API key.")) }
      return .user(user)
    }
    guard let name else { return .refused(.missing("u")) }
    if token != nil, password != nil {
      return .refused(.init(43, "Multiple conflicting authentication mechanisms provided."))
    }
    guard token != nil || password != nil else { return .refused(.missing("t")) }
    if token != nil, salt?.isEmpty ?? true { return .refused(.missing("s")) }
    guard let account = accounts.users[name] else { return .refused(.wrongCredentials) }
    guard let stored = account.password else {
      return .refused(
        .generic(
          "The server cannot open the password of user '\(name)'; run 'musicat user passwd "
            + "\(name)'."))
    }
    if let token, let salt {
      guard let expected = Digest.md5Hex(Array((stored + salt).utf8)) else {
        return .refused(.init(41, "Token authentication is not available here; send the password."))
      }
      return Digest.constantTimeEqual(Array(expected.utf8), Array(token.lowercased().utf8))
        ? .user(name) : .refused(.wrongCredentials)
    }
    let given = typed ? password.map({ Array($0.utf8) }) : password.flatMap(Self.clearPassword)
    guard let given else {
      return .refused(.wrongCredentials)
    }
    return Digest.constantTimeEqual(Array(stored.utf8), given)
      ? .user(name) : .refused(.wrongCredentials)
  }

  /// The accounts, read again from the catalog when those in hand are older than
  /// ``accountsLifetime``. A password already opened is kept while its sealed bytes stay the
  /// same.
  private func currentAccounts() throws -> Accounts {
    let now = MonotonicInstant.now
    if let known = accounts.withLock({ $0 }), now - known.readAt < Self.accountsLifetime {
      return known
    }
    let users = try readers.read { try $0.users.list() }
    let previous = accounts.withLock { $0 }
    var fresh = Accounts(readAt: now)
    for user in users {
      var password: String?
      if let known = previous?.users[user.name], known.user.sealedPassword == user.sealedPassword {
        password = known.password
      } else {
        password = try? openVault().unseal(user.sealedPassword, for: user.name)
      }
      fresh.users[user.name] = (user, password)
      if let key = user.apiKeySHA256 { fresh.byAPIKey[key] = user.name }
    }
    accounts.withLock { $0 = fresh }
    return fresh
  }

  private func openVault() throws -> PasswordVault {
    try vault.withLock { vault -> PasswordVault in
      if let vault { return vault }
      let opened = try PasswordVault(catalogPath: catalogPath, create: false)
      vault = opened
      return opened
    }
  }

  /// A `p` parameter's password: `enc:` and hex (either case) of its UTF-8, or as it is.
  private static func clearPassword(_ parameter: String) -> [UInt8]? {
    guard parameter.hasPrefix("enc:") else { return Array(parameter.utf8) }
    return Digest.bytes(hex: parameter.dropFirst(4))
  }
}
