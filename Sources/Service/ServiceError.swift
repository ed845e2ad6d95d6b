/// Why the service cannot start or do what it was asked, said so that the person who ran it
/// knows what to do.
package enum ServiceError: Error, Equatable, CustomStringConvertible {
  case cannotListen(ListenAddress, reason: String)
  /// Listening on an address other machines reach, with no account to keep them out.
  case exposedWithoutAccounts(ListenAddress)
  /// A system library the service needs cannot be loaded (`reason` names it and says why).
  case libraryMissing(String)
  /// The cryptography library failed (`reason` says at what).
  case cryptography(String)
  /// The file that holds the key of the users' passwords is missing, unsafe or damaged.
  case keyFile(path: String, reason: String)
  /// A sealed password does not open with the key file (another catalog's key, or damage).
  case sealedPasswordUnreadable(user: String, keyPath: String)

  package var description: String {
    switch self {
    case .cannotListen(let address, let reason):
      return "cannot listen on \(address): \(reason)"
    case .libraryMissing(let reason):
      return reason
    case .cryptography(let reason):
      return "the cryptography library failed: \(reason)"
    case .keyFile(let path, let reason):
      return "the key file of the catalog's accounts, \(path), \(reason)"
    case .sealedPasswordUnreadable(let user, let keyPath):
      return "the password of user '\(user)' does not open with the key in \(keyPath) (the key "
        + "of another catalog?); set it again with 'musicat user passwd \(user)'"
    case .exposedWithoutAccounts(let address):
      return "\(address) can be reached from other machines, and the catalog has no account "
        + "to keep them out; add one first ('musicat user add NAME'), or listen on 127.0.0.1"
    }
  }
}
