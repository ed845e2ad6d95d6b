import SQLite

/// Adds, changes, finds and removes the accounts of `musicat serve`. It stores passwords
/// only as the service sealed them, and API keys only as their SHA-256.
public struct UserRepository {
  let database: Database

  /// The longest user name, in characters.
  public static let maximumNameLength = 64

  /// Adds a user; throws ``CatalogError/duplicateUser(_:)`` when the name is taken.
  public func add(named name: String, sealedPassword: [UInt8]) throws -> User {
    try Self.validate(name: name)
    do {
      try database.execute(
        "INSERT INTO users (name, sealed_password) VALUES (?, ?)", [name, sealedPassword])
    } catch let error as SQLiteError where error.code == .constraintUnique {
      throw CatalogError.duplicateUser(name)
    }
    return try get(named: name)
  }

  /// Replaces user `name`'s sealed password.
  public func setPassword(of name: String, sealed: [UInt8]) throws {
    try database.execute(
      "UPDATE users SET sealed_password = ?, updated_at = \(SQLTimestamp.now) WHERE name = ?",
      [sealed, name])
    guard database.changes == 1 else { throw CatalogError.userNotFound(name) }
  }

  /// Sets (or, with nil, removes) the SHA-256 of user `name`'s API key.
  public func setAPIKey(of name: String, sha256: [UInt8]?) throws {
    try database.execute(
      "UPDATE users SET api_key_sha256 = ?, updated_at = \(SQLTimestamp.now) WHERE name = ?",
      [sha256, name])
    guard database.changes == 1 else { throw CatalogError.userNotFound(name) }
  }

  /// Removes user `name`.
  public func remove(named name: String) throws {
    try database.execute("DELETE FROM users WHERE name = ?", [name])
    guard database.changes == 1 else { throw CatalogError.userNotFound(name) }
  }

  /// The user named exactly `name`, or nil.
  public func find(named name: String) throws -> User? {
    try database.firstRow("SELECT \(Self.columns) FROM users WHERE name = ?", [name], Self.user)
  }

  /// The user named exactly `name`; throws ``CatalogError/userNotFound(_:)`` when none.
  public func get(named name: String) throws -> User {
    guard let user = try find(named: name) else { throw CatalogError.userNotFound(name) }
    return user
  }

  /// The user whose API key has this SHA-256, or nil.
  public func find(apiKeySHA256: [UInt8]) throws -> User? {
    try database.firstRow(
      "SELECT \(Self.columns) FROM users WHERE api_key_sha256 = ?", [apiKeySHA256], Self.user)
  }

  /// Every user, by name.
  public func list() throws -> [User] {
    try database.rows("SELECT \(Self.columns) FROM users ORDER BY name", [], Self.user)
  }

  /// How many users there are.
  public func count() throws -> Int {
    try database.value("SELECT count(*) FROM users", as: Int.self) ?? 0
  }

  private static let columns =
    "id, name, sealed_password, api_key_sha256, created_at, updated_at"

  private static func user(_ row: Row) throws -> User {
    User(
      id: try row.get(0), name: try row.get(1), sealedPassword: try row.get(2),
      apiKeySHA256: try row.get(3), createdAt: try row.get(4), updatedAt: try row.get(5))
  }

  /// A user name is 1 to 64 characters, without control characters or a colon (HTTP basic
  /// authentication ends the name at the first colon), and not only spaces.
  private static func validate(name: String) throws(CatalogError) {
    guard !name.allSatisfy(\.isWhitespace), name.count <= maximumNameLength,
      !name.contains(":"),
      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { throw .invalidUserName(name) }
  }
}
