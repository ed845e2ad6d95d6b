import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file descriptor that is closed when the last reference goes, unless the HTTP library
/// took it over to send the file (``takeDescriptor()``).
///
/// The descriptor is handed from the route that opened the file to the server thread that
/// sends it; the flag that says who closes it is an atomic exchange, so it is closed exactly
/// once.
package final class OpenFile: Sendable {
  private let descriptor: Int32
  private let isTaken = Atomic(false)

  /// The size of the file when it was opened, in bytes.
  package let size: Int64
  /// The file's last modification, in nanoseconds since 1970.
  package let modifiedNanoseconds: Int64

  package init(descriptor: Int32, size: Int64, modifiedNanoseconds: Int64) {
    self.descriptor = descriptor
    self.size = size
    self.modifiedNanoseconds = modifiedNanoseconds
  }

  /// The descriptor, for a caller that now owns it (and closes it); nil when it was taken
  /// already.
  package func takeDescriptor() -> Int32? {
    isTaken.exchange(true, ordering: .acquiringAndReleasing) ? nil : descriptor
  }

  /// Reads up to `count` bytes from `offset`.
  package func read(at offset: Int64, count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(offset) + off_t(filled))
      }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { break }
      filled += got
    }
    guard filled > 0 || count == 0 else { return nil }
    bytes.removeLast(count - filled)
    return bytes
  }

  deinit {
    if !isTaken.load(ordering: .acquiring) { close(descriptor) }
  }
}
