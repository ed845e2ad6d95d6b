#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path as the file system has it: raw bytes (which need not be valid UTF-8), and a
/// readable form for messages, with invalid bytes shown as U+FFFD.
public struct FilePath: Hashable, Sendable, CustomStringConvertible {
  /// The path's bytes, without a terminating NUL.
  public let bytes: [UInt8]

  public init(bytes: [UInt8]) { self.bytes = bytes }

  public static func == (left: FilePath, right: FilePath) -> Bool { left.bytes == right.bytes }

  /// Hashes the bytes in one call (hashing them one by one was a tenth of a re-import).
  public func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  public init(_ string: String) { bytes = Array(string.utf8) }

  /// The path for people; exact when the bytes are UTF-8.
  public var description: String { String(decoding: bytes, as: UTF8.self) }

  /// True when `stored`, a path as the catalog keeps it (text), names this path: its UTF-8
  /// is these bytes, or it is their readable form (bytes that are not UTF-8, or another
  /// normalization of the same text). Comparing the bytes first spares making a string of
  /// each path an unchanged re-import looks at.
  public func isStored(as stored: String?) -> Bool {
    guard var stored else { return false }
    let sameBytes = stored.withUTF8 { text in
      bytes.withUnsafeBufferPointer { Self.same(text, $0) }
    }
    return sameBytes || stored == description
  }

  /// True when the two buffers hold the same bytes; one `memcmp` (a generic comparison goes
  /// byte by byte).
  static func same(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
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
    return String(decoding: bytes[(root.bytes.count + 1)...], as: UTF8.self)
  }

  /// True when this path lies inside folder `other` (at any depth).
  public func isInside(_ other: FilePath) -> Bool {
    let folder =
      other.bytes.last == UInt8(ascii: "/") ? other.bytes : other.bytes + [UInt8(ascii: "/")]
    return bytes.count > folder.count && bytes.starts(with: folder)
  }

  /// This path with `component` appended after a `/`.
  public func appending(_ component: ArraySlice<UInt8>) -> FilePath {
    var joined = bytes
    if joined.last != UInt8(ascii: "/") { joined.append(UInt8(ascii: "/")) }
    joined.append(contentsOf: component)
    return FilePath(bytes: joined)
  }

  /// The path as a NUL-terminated C string, for system calls.
  public var cString: [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }
}
