#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An unlinked temporary file that a ``FileReasonList`` moves its records to, as bytes: gone
/// from the file system as soon as it is made, and from the disk when the last copy of the
/// list is.
///
/// `@unchecked Sendable` is sound because it is written only by a list that holds the only
/// reference to it (copy on write), and read with `pread`, which keeps no file position.
package final class SpillFile: @unchecked Sendable {
  private let descriptor: Int32

  /// A new empty file in `folder` (nil for `TMPDIR`, else `/tmp`), or nil when none can be made.
  package init?(in folder: String?) {
    let environment = getenv("TMPDIR").map { String(cString: $0) }
    let base = folder ?? environment.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(base)/musicat-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return nil }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Writes all of `bytes` at `offset`; false when the system would not (a full disk).
  package func write(_ bytes: [UInt8], at offset: Int) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let written = pwrite(
          descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        done += written
      }
      return true
    }
  }

  /// A new file holding this one's first `length` bytes, or nil when it cannot be made.
  package func copy(length: Int, in folder: String?) -> SpillFile? {
    guard let copy = SpillFile(in: folder) else { return nil }
    var reader = Reader(file: self, length: length)
    var offset = 0
    while let chunk = reader.chunk() {
      guard copy.write(chunk, at: offset) else { return nil }
      offset += chunk.count
    }
    return offset == length ? copy : nil
  }

  /// Reads the first `length` bytes of a file through a buffer of 64 KiB.
  package struct Reader {
    private let file: SpillFile
    private let length: Int
    private var buffer: [UInt8] = []
    private var bufferPosition = 0
    /// Where in the file the buffer's next read starts.
    private var fileOffset = 0

    package init(file: SpillFile, length: Int) { (self.file, self.length) = (file, length) }

    /// The rest of the file, a buffer at a time; nil at the end.
    package mutating func chunk() -> [UInt8]? {
      guard fill(1) else { return nil }
      let chunk = Array(buffer[bufferPosition...])
      bufferPosition = buffer.count
      return chunk
    }

    /// The next `count` bytes; nil when fewer are left, or the file cannot be read.
    package mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
      guard fill(count) else { return nil }
      defer { bufferPosition += count }
      return buffer[bufferPosition..<bufferPosition + count]
    }

    /// Makes the buffer hold at least `count` unread bytes; false when the file has fewer.
    private mutating func fill(_ count: Int) -> Bool {
      guard buffer.count - bufferPosition < count else { return true }
      buffer.removeSubrange(..<bufferPosition)
      bufferPosition = 0
      while buffer.count < count && fileOffset < length {
        let wanted = min(max(count - buffer.count, 64 << 10), length - fileOffset)
        let start = buffer.count
        buffer += repeatElement(0, count: wanted)
        let read = buffer.withUnsafeMutableBytes {
          pread(file.descriptor, $0.baseAddress! + start, wanted, off_t(fileOffset))
        }
        if read < 0 && errno == EINTR {
          buffer.removeSubrange(start...)
          continue
        }
        guard read > 0 else {
          buffer.removeSubrange(start...)
          return false
        }
        buffer.removeSubrange((start + read)...)
        fileOffset += read
      }
      return buffer.count >= count
    }
  }
}
