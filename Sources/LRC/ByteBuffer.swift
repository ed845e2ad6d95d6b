#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable run of bytes that the parser appends texts to with one `memcpy` each: an
/// array's `append(contentsOf:)` checks uniqueness and capacity and copies through the
/// collection's generic path for every few bytes it takes. Its memory is taken at the first
/// append: most files' texts all lie in the file, and the parser never appends to it.
final class ByteBuffer {
  private var storage: UnsafeMutablePointer<UInt8>?
  private var capacity = 0
  /// How much memory the first append takes at least.
  private let firstCapacity: Int
  /// How many bytes it holds.
  private(set) var count = 0

  init(firstCapacity: Int) { self.firstCapacity = max(firstCapacity, 16) }

  deinit { storage?.deallocate() }

  /// Appends `bytes`; where they now lie. Inlined where the parser appends a piece of a
  /// line (a word or two, several per line); growing is kept out of line.
  @discardableResult
  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let start = count
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return start..<start }
    if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
    (storage! + count).update(from: source, count: bytes.count)
    count += bytes.count
    return start..<count
  }

  /// Moves the bytes to storage that holds `needed` bytes at least (twice what it had).
  @inline(never)
  private func grow(toHold needed: Int) {
    let grown = max(capacity * 2, firstCapacity, needed)
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    if let storage {
      larger.update(from: storage, count: count)
      storage.deallocate()
    }
    (storage, capacity) = (larger, grown)
  }

  /// The bytes held, borrowed for `body`.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try body(UnsafeBufferPointer(start: storage, count: count))
  }
}
