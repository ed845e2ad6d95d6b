#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path as the file system has it: raw bytes, which need not be valid UTF-8 (a GBK or
/// Latin-1 name), stored in the catalog as they are, and a readable form for people in
/// which each byte that is not UTF-8 is written `\xB0`.
public struct FilePath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The path's bytes, without a terminating NUL.
  public let bytes: [UInt8]

  public init(bytes: [UInt8]) { self.bytes = bytes }

  public static func == (left: FilePath, right: FilePath) -> Bool { left.bytes == right.bytes }

  /// Hashes the bytes in one call (hashing them one by one was a tenth of a re-import).
  public func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  public init(_ string: String) { bytes = Array(string.utf8) }

  public init(stringLiteral value: String) { self.init(value) }

  /// The path for people: its text when the bytes are UTF-8; else each byte that is not
  /// shown as `\xB0` (distinct paths stay distinct; the path itself is ``bytes``).
  public var description: String {
    if let text { return text }
    var text = ""
    forEachPiece { scalar, byte in
      if let scalar {
        text.unicodeScalars.append(scalar)
      } else if let byte {
        text += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return text
  }

  /// The path as text when its bytes are valid UTF-8 (nearly every path), else nil: where
  /// only text will do (a name, the catalog's own path), such bytes cannot be read as
  /// another string.
  public var text: String? { isUTF8 ? String(decoding: bytes, as: UTF8.self) : nil }

  /// True when the bytes are valid UTF-8 (nearly every path).
  var isUTF8: Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// Calls `body` with each character of the path (`scalar`), or each byte of it that is not
  /// part of a UTF-8 character (`byte`), in order.
  func forEachPiece(_ body: (_ scalar: Unicode.Scalar?, _ byte: UInt8?) -> Void) {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        body(Unicode.UTF8.decode(encoded), nil)
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] { body(nil, byte) }
        offset += length
      case .emptyInput:
        return
      }
    }
  }

  /// True when the two buffers hold the same bytes; one `memcmp` (a generic comparison goes
  /// byte by byte).
  package static func same(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    left.count == right.count
      && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
  }

  /// The last component's bytes.
  public var lastComponent: ArraySlice<UInt8> {
    let slash = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
    return bytes[slash...]
  }

  /// The folder that holds this path.
  public var parent: FilePath {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return FilePath(".") }
    return FilePath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
  }

  /// This path relative to `root` (a folder that holds it), for people.
  public func relative(to root: FilePath) -> String {
    guard bytes.starts(with: root.bytes), bytes.count > root.bytes.count else { return description }
    return FilePath(bytes: Array(bytes[(root.bytes.count + 1)...])).description
  }

  /// True when this path lies inside folder `other` (at any depth).
  public func isInside(_ other: FilePath) -> Bool {
    let folder =
      other.bytes.last == UInt8(ascii: "/") ? other.bytes : other.bytes + [UInt8(ascii: "/")]
    return bytes.count > folder.count && bytes.starts(with: folder)
  }

  /// This path with `component` appended after a `/`.
  public func appending(_ component: ArraySlice<UInt8>) -> FilePath {
    var joined: [UInt8] = []
    joined.reserveCapacity(bytes.count + 1 + component.count)
    joined += bytes
    if joined.last != UInt8(ascii: "/") { joined.append(UInt8(ascii: "/")) }
    joined += component
    return FilePath(bytes: joined)
  }

  /// The path as a NUL-terminated C string, for system calls.
  public var cString: [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }
}
