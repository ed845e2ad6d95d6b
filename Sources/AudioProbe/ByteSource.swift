#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random access to the bytes of a file (or of memory, for tests and fuzzing): probes read
/// the few ranges they need, never the whole file.
public protocol ByteSource {
  /// The total size in bytes.
  var size: Int { get }
  /// Up to `count` bytes from `offset`; fewer at the end of the file.
  func read(at offset: Int, count: Int) throws(AudioProbeError) -> [UInt8]
}

/// Bytes in memory.
public struct MemoryByteSource: ByteSource {
  public let bytes: [UInt8]

  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  public var size: Int { bytes.count }

  public func read(at offset: Int, count: Int) throws(AudioProbeError) -> [UInt8] {
    guard offset >= 0, count >= 0, offset < bytes.count else { return [] }
    return Array(bytes[offset..<min(bytes.count, offset + min(count, bytes.count - offset))])
  }
}

/// A regular file, read with pread(2). Opened without blocking (a FIFO cannot hang it) and
/// refused unless it is a regular file.
public final class FileByteSource: ByteSource {
  private let descriptor: Int32
  public let size: Int

  /// Opens the file at `path` (a NUL-terminated C string, so any bytes of a name work).
  public convenience init(path: UnsafePointer<CChar>) throws(AudioProbeError) {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
    try self.init(descriptor: descriptor)
  }

  /// Reads the file open on `descriptor`, which it takes over (and closes, also when it
  /// throws).
  public init(descriptor: Int32) throws(AudioProbeError) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw .unreadable(reason)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .notARegularFile
    }
    self.descriptor = descriptor
    size = Int(status.st_size)
  }

  deinit { close(descriptor) }

  public func read(at offset: Int, count: Int) throws(AudioProbeError) -> [UInt8] {
    guard offset >= 0, count > 0, offset < size else { return [] }
    let wanted = min(count, size - offset)
    var bytes = [UInt8](repeating: 0, count: wanted)
    var filled = 0
    while filled < wanted {
      let got = bytes.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + filled, wanted - filled, off_t(offset + filled))
      }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
      // The file shrank while being read: what is there is all there is.
      if got == 0 { break }
      filled += got
    }
    bytes.removeLast(wanted - filled)
    return bytes
  }
}
