import Utilities

/// Text decoded from a file's bytes, as UTF-8, with the encoding it was read in.
public struct DecodedText: Equatable, Sendable {
  /// The text as UTF-8 bytes, without any byte order mark.
  public let utf8: [UInt8]
  public let encoding: TextEncoding

  public init(utf8: [UInt8], encoding: TextEncoding) {
    self.utf8 = utf8
    self.encoding = encoding
  }

  /// The text in Unicode's composed form (NFC, ``CanonicalComposition``).
  func composed() -> DecodedText {
    DecodedText(utf8: CanonicalComposition.composed(utf8: utf8), encoding: encoding)
  }

  /// The text as a Swift string.
  public var string: String { String(decoding: utf8, as: UTF8.self) }
}
