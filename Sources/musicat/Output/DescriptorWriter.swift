#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to an open file descriptor with write(2): a write that fails (a full disk, a
/// closed descriptor, a broken pipe) is remembered with the system's reason instead of
/// trapping, and what follows it is dropped, so the caller can end with an error.
final class DescriptorWriter {
  /// What the descriptor is called in an error message.
  let name: String
  let descriptor: Int32
  /// The errno of the first write that failed, or 0.
  private(set) var errorNumber: Int32 = 0

  init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
  }

  /// Standard output (1) or standard error (2). When the process started with it closed, the
  /// descriptor is taken by /dev/null, so no file opened later can get it (and receive the
  /// output meant for the stream), and every write fails as writing to a closed one does.
  static func standardStream(_ descriptor: Int32, name: String) -> DescriptorWriter {
    let writer = DescriptorWriter(descriptor: descriptor, name: name)
    if fcntl(descriptor, F_GETFD) == -1, errno == EBADF {
      let placeholder = open("/dev/null", O_WRONLY)
      if placeholder >= 0, placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
      writer.errorNumber = EBADF
    }
    return writer
  }

  /// The system's reason for the first write that failed, or nil.
  var failure: String? { errorNumber == 0 ? nil : String(cString: strerror(errorNumber)) }

  /// Writes all of `bytes`, unless an earlier write failed.
  func write(_ bytes: UnsafeRawBufferPointer) {
    guard errorNumber == 0, var next = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
      let written = systemWrite(descriptor, next, left)
      if written < 0 {
        if errno == EINTR { continue }
        errorNumber = errno
        return
      }
      left -= written
      next += written
    }
  }

  /// Writes the UTF-8 of `text`.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  /// write(2), named apart from this type's own `write`.
  private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }
}
