#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lyrics files from disk, safely: only regular files, never more than
/// ``LRCParser/maximumSize`` bytes, and never blocking on a FIFO or device.
public enum LRCFile {
  /// Reads and parses the lyrics file at `path`.
  public static func read(_ path: String) throws(LRCReadError) -> LRCDocument {
    try LRCParser.parse(bytes: try bytes(ofFileAt: path))
  }

  /// Reads and parses the lyrics file at `path`, given as a NUL-terminated C string (for
  /// paths whose bytes are not UTF-8).
  public static func read(cPath path: [CChar]) throws(LRCReadError) -> LRCDocument {
    try LRCParser.parse(bytes: try bytes(ofFileAt: path))
  }

  /// Reads and parses the lyrics file at `path`, given as a NUL-terminated C string (for
  /// paths whose bytes are not UTF-8), the texts left in one buffer.
  public static func readLyrics(cPath path: [CChar]) throws(LRCReadError) -> ParsedLyrics {
    try LRCParser.parseLyrics(bytes: try bytes(ofFileAt: path))
  }

  /// Reads and parses the lyrics file `name` (NUL-terminated) in the folder open as
  /// `folder`, the texts left in one buffer: opened through the folder, so the system looks
  /// up one name, not the whole path.
  public static func readLyrics(named name: UnsafePointer<CChar>, in folder: Int32)
    throws(LRCReadError) -> ParsedLyrics
  {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; the type check follows.
    let descriptor = openat(folder, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
    return try LRCParser.parseLyrics(bytes: try bytes(ofDescriptor: descriptor))
  }

  /// The bytes of the regular file at `path`, refused when larger than the parser takes.
  public static func bytes(ofFileAt path: UnsafePointer<CChar>) throws(LRCReadError) -> [UInt8] {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; the type check follows.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
    return try bytes(ofDescriptor: descriptor)
  }

  /// The bytes of the regular file open on `descriptor` (which it closes), refused when
  /// larger than the parser takes.
  public static func bytes(ofDescriptor descriptor: Int32) throws(LRCReadError) -> [UInt8] {
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(String(cString: strerror(errno)))
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
    let size = Int(status.st_size)
    guard size <= LRCParser.maximumSize else {
      throw .tooLarge(size: size, limit: LRCParser.maximumSize)
    }
    // Read straight into the array's storage: no zero-filling first.
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      var filled = 0
      while filled < size {
        let count = systemRead(descriptor, buffer.baseAddress! + filled, size - filled)
        if count < 0, errno == EINTR { continue }
        if count < 0 {
          failure = errno
          break
        }
        // The file shrank while being read: keep what is there.
        if count == 0 { break }
        filled += count
      }
      initialized = filled
    }
    guard failure == 0 else { throw .unreadable(String(cString: strerror(failure))) }
    return bytes
  }

  /// read(2), named apart from the module's own `read`.
  private static func systemRead(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int
  ) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}
