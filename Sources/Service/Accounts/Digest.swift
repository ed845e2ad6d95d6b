import CServiceLibraries

/// Hashes and random bytes from GnuTLS (the library libmicrohttpd itself is built on), so
/// that no cryptography of musicat's own is written by hand.
package enum Digest {
  /// The MD5 of `bytes`, as Subsonic's token authentication uses it (`t = md5(password +
  /// salt)`), in lower-case hex; nil where the library refuses MD5 (a FIPS system).
  package static func md5Hex(_ bytes: some Collection<UInt8>) -> String? {
    hash(GNUTLS_DIG_MD5, Array(bytes), length: 16).map(hex)
  }

  /// The SHA-256 of `bytes` (how API keys are kept); nil if the library fails.
  package static func sha256(_ bytes: some Collection<UInt8>) -> [UInt8]? {
    hash(GNUTLS_DIG_SHA256, Array(bytes), length: 32)
  }

  /// `count` random bytes fit for keys and nonces (GnuTLS's key-level generator).
  package static func randomBytes(_ count: Int) throws(ServiceError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    let result = bytes.withUnsafeMutableBytes {
      musicat_gnutls_rnd(GNUTLS_RND_KEY, $0.baseAddress, count)
    }
    guard result == 0 else { throw .cryptography("the random number generator failed") }
    return bytes
  }

  /// True when `a` and `b` are equal, in time that depends only on their lengths (a wrong
  /// token must not tell how much of it was right).
  package static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { a in
      b.withUnsafeBytes { b in musicat_gnutls_memcmp(a.baseAddress, b.baseAddress, a.count) == 0 }
    }
  }

  /// Bytes in lower-case hex.
  package static func hex(_ bytes: some Sequence<UInt8>) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The bytes `text` spells in hex (either case), or nil when it is not hex.
  package static func bytes(hex text: some StringProtocol) -> [UInt8]? {
    let utf8 = Array(text.utf8)
    guard utf8.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count / 2)
    for index in stride(from: 0, to: utf8.count, by: 2) {
      guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
    }
    return bytes
  }

  private static func nibble(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func hash(_ algorithm: gnutls_digest_algorithm_t, _ bytes: [UInt8], length: Int)
    -> [UInt8]?
  {
    var output = [UInt8](repeating: 0, count: length)
    let result = bytes.withUnsafeBytes { input in
      output.withUnsafeMutableBytes { output in
        musicat_gnutls_hash_fast(algorithm, input.baseAddress, input.count, output.baseAddress)
      }
    }
    return result == 0 ? output : nil
  }
}
