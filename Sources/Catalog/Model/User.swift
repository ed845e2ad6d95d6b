/// An account of `musicat serve`: a name, the password sealed with the catalog's key (only
/// the service can open it), and whether an API key was made for it.
public struct User: Equatable, Sendable {
  public let id: Int64
  public let name: String
  public let sealedPassword: [UInt8]
  /// The SHA-256 of the user's API key, or nil when none was made.
  public let apiKeySHA256: [UInt8]?
  public let createdAt: String
  public let updatedAt: String
}
