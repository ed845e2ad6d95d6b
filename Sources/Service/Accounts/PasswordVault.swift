import CServiceLibraries

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seals and opens the users' passwords with a key kept in a file beside the catalog
/// (`CATALOG-users.key`, mode 0600), as Navidrome does: Subsonic's token authentication
/// (`t = md5(password + salt)`) needs each password itself, so it cannot be stored hashed.
/// Someone with the catalog alone learns no password; with the key file too, they do.
///
/// A sealed password is AES-256-GCM (GnuTLS): a version byte, a random 12-byte nonce, the
/// ciphertext and a 16-byte tag, with the user's name as associated data, so a sealed
/// password moved to another user's row does not open.
package struct PasswordVault: Sendable {
  /// Where the key is kept.
  package let keyPath: String
  private let key: [UInt8]

  static let keyLength = 32
  static let nonceLength = 12
  static let tagLength = 16
  static let formatVersion: UInt8 = 1

  /// The key file of the catalog at `catalogPath`.
  package static func keyPath(forCatalogAt catalogPath: String) -> String {
    catalogPath + "-users.key"
  }

  /// The vault of the catalog at `catalogPath`. Its key file must exist, be a regular file
  /// (not a link), readable by its owner only, and hold 64 hex digits; with `create`, a
  /// missing one is made with a new random key.
  package init(catalogPath: String, create: Bool) throws(ServiceError) {
    if let failure = musicat_gnutls_load() { throw .libraryMissing(String(cString: failure)) }
    let path = Self.keyPath(forCatalogAt: catalogPath)
    keyPath = path
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    if descriptor < 0, errno == ENOENT, create {
      key = try Self.makeKeyFile(at: path)
      return
    }
    guard descriptor >= 0 else {
      let reason =
        errno == ENOENT
        ? "is missing (without it no password can be checked; 'musicat user passwd NAME' sets "
          + "each password again)"
        : errno == ELOOP
          ? "is a symbolic link; it must be the file itself" : "cannot be read: \(Self.lastError)"
      throw .keyFile(path: path, reason: reason)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw .keyFile(path: path, reason: "is not a regular file")
    }
    guard status.st_mode & 0o077 == 0 else {
      throw .keyFile(
        path: path,
        reason: "can be read by other users; make it private with 'chmod 600 \(path)'")
    }
    var text = [UInt8](repeating: 0, count: 80)
    let count = text.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count >= 0 else {
      throw .keyFile(path: path, reason: "cannot be read: \(Self.lastError)")
    }
    let digits = String(decoding: text.prefix(count), as: UTF8.self).trimmingWhitespace
    guard let key = Digest.bytes(hex: digits), key.count == Self.keyLength else {
      throw .keyFile(path: path, reason: "does not hold a key (64 hex digits)")
    }
    self.key = key
  }

  /// Seals `password` for the user named `user`.
  package func seal(_ password: String, for user: String) throws(ServiceError) -> [UInt8] {
    let nonce = try Digest.randomBytes(Self.nonceLength)
    let plain = Array(password.utf8)
    var output = [UInt8](repeating: 0, count: plain.count + Self.tagLength)
    var outputLength = output.count
    let result = try withCipher { cipher in
      nonce.withUnsafeBytes { nonce in
        associatedData(for: user).withUnsafeBytes { associated in
          plain.withUnsafeBytes { plain in
            output.withUnsafeMutableBytes { output in
              musicat_gnutls_aead_cipher_encrypt(
                cipher, nonce.baseAddress, nonce.count, associated.baseAddress, associated.count,
                Self.tagLength, plain.baseAddress, plain.count, output.baseAddress, &outputLength)
            }
          }
        }
      }
    }
    guard result == 0 else { throw .cryptography("AES-256-GCM refused to seal a password") }
    return [Self.formatVersion] + nonce + output.prefix(outputLength)
  }

  /// The password `sealed` holds for user `user`; throws when it does not open with this
  /// key (another catalog's key, or bytes changed).
  package func unseal(_ sealed: [UInt8], for user: String) throws(ServiceError) -> String {
    let headerLength = 1 + Self.nonceLength
    guard sealed.count >= headerLength + Self.tagLength, sealed[0] == Self.formatVersion else {
      throw .sealedPasswordUnreadable(user: user, keyPath: keyPath)
    }
    let nonce = Array(sealed[1..<headerLength])
    let ciphertext = Array(sealed[headerLength...])
    var plain = [UInt8](repeating: 0, count: ciphertext.count)
    var plainLength = plain.count
    let result = try withCipher { cipher in
      nonce.withUnsafeBytes { nonce in
        associatedData(for: user).withUnsafeBytes { associated in
          ciphertext.withUnsafeBytes { ciphertext in
            plain.withUnsafeMutableBytes { plain in
              musicat_gnutls_aead_cipher_decrypt(
                cipher, nonce.baseAddress, nonce.count, associated.baseAddress, associated.count,
                Self.tagLength, ciphertext.baseAddress, ciphertext.count, plain.baseAddress,
                &plainLength)
            }
          }
        }
      }
    }
    guard result == 0, let password = String(validating: plain.prefix(plainLength), as: UTF8.self)
    else { throw .sealedPasswordUnreadable(user: user, keyPath: keyPath) }
    return password
  }

  private func associatedData(for user: String) -> [UInt8] { Array("musicat user \(user)".utf8) }

  /// Runs `body` with an AES-256-GCM handle on the key.
  private func withCipher(_ body: (gnutls_aead_cipher_hd_t?) -> Int32) throws(ServiceError) -> Int32
  {
    var handle: gnutls_aead_cipher_hd_t?
    let made = key.withUnsafeBytes { key -> Int32 in
      var datum = gnutls_datum_t(
        data: UnsafeMutablePointer(mutating: key.bindMemory(to: UInt8.self).baseAddress),
        size: UInt32(key.count))
      return musicat_gnutls_aead_cipher_init(&handle, GNUTLS_CIPHER_AES_256_GCM, &datum)
    }
    guard made == 0 else { throw .cryptography("AES-256-GCM is not available") }
    defer { musicat_gnutls_aead_cipher_deinit(handle) }
    return body(handle)
  }

  /// Writes a new random key to `path`, which must not exist, readable by its owner only.
  private static func makeKeyFile(at path: String) throws(ServiceError) -> [UInt8] {
    let key = try Digest.randomBytes(keyLength)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .keyFile(path: path, reason: "cannot be made: \(lastError)")
    }
    let text = Array((Digest.hex(key) + "\n").utf8)
    let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    let synced = fsync(descriptor)
    close(descriptor)
    guard written == text.count, synced == 0 else {
      let reason = lastError
      unlink(path)
      throw .keyFile(path: path, reason: "cannot be written: \(reason)")
    }
    return key
  }

  private static var lastError: String { String(cString: strerror(errno)) }
}

extension String {
  /// The string without leading and trailing ASCII whitespace.
  fileprivate var trimmingWhitespace: String {
    let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
    let bytes = Array(utf8)
    let start = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
    let end = bytes.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? start
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }
}
