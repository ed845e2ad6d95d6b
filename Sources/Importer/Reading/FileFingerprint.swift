#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies a file by its content across renames and moves: a 64-bit hash. For
/// audio, of the file's first and last ``blockSize`` bytes (with its size, which the catalog
/// keeps beside it): audio of the same size whose both ends match is the same file, and
/// reading two blocks costs little beside reading its headers. For lyrics, of every byte.
enum FileFingerprint {
  /// How many bytes of each end of an audio file the fingerprint reads.
  static let blockSize = 16 << 10

  /// The fingerprint of the ends of the file open on `descriptor` (which stays open, its
  /// position unchanged), or nil when it cannot be read.
  static func ofEnds(descriptor: Int32) -> Int64? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    let size = Int(status.st_size)
    let offsets = size <= 2 * blockSize ? [0] : [0, size - blockSize]
    let lengths = size <= 2 * blockSize ? [size] : [blockSize, blockSize]
    var complete = true
    // Read straight into the array's storage: no zero-filling first.
    let bytes = [UInt8](unsafeUninitializedCapacity: min(size, 2 * blockSize)) {
      buffer, initialized in
      for (offset, length) in zip(offsets, lengths) where complete {
        var done = 0
        while done < length {
          let count = pread(
            descriptor, buffer.baseAddress! + initialized + done, length - done,
            off_t(offset + done))
          if count < 0, errno == EINTR { continue }
          guard count > 0 else {
            complete = false
            break
          }
          done += count
        }
        initialized += done
      }
    }
    return complete ? of(bytes, seed: UInt64(size)) : nil
  }

  /// The fingerprint of `bytes` (and `seed`, such as the size of the file they come from):
  /// eight bytes at a time, each word mixed in by a multiply and a shift, then the whole
  /// avalanched (the finalizer of MurmurHash3's 64-bit mix).
  static func of(_ bytes: [UInt8], seed: UInt64 = 0) -> Int64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count) ^ (seed &* 0x2545_F491_4F6C_DD1D)
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 32
        offset += 8
      }
      var tail: UInt64 = 0
      for index in offset..<raw.count { tail = tail << 8 | UInt64(raw[index]) }
      hash = (hash ^ tail) &* 0xFF51_AFD7_ED55_8CCD
    }
    hash ^= hash >> 33
    hash = hash &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 33
    return Int64(bitPattern: hash)
  }
}
