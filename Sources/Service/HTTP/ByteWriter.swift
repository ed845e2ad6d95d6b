#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable run of bytes written through a pointer: a field of an answer is written whole
/// into room made for its longest form, with one check of room for all of it, where an
/// array's `append(contentsOf:)` checks uniqueness and capacity and takes its generic path
/// for each of the few bytes of a name, a quote or a value. A copy shares the bytes until
/// either is written to (copy on write), as an array does. Its memory comes from `malloc`,
/// so a finished answer is handed to libmicrohttpd, which frees it, without a copy.
package struct ByteWriter: @unchecked Sendable {
  /// The memory the bytes lie in; shared between copies until one writes.
  private final class Storage {
    private(set) var start: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// False once the memory is handed over (``ByteWriter/takeMemory()``).
    var owned = true

    init(capacity: Int) {
      start = Self.allocate(capacity)
      self.capacity = capacity
    }

    deinit { if owned { free(start) } }

    /// Grows the memory to `capacity` bytes, moved by `realloc` only when it cannot grow in
    /// place.
    func resize(to capacity: Int) {
      guard let moved = realloc(start, capacity) else { Self.outOfMemory(capacity) }
      start = moved.assumingMemoryBound(to: UInt8.self)
      self.capacity = capacity
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
      guard let memory = malloc(capacity) else { outOfMemory(capacity) }
      return memory.assumingMemoryBound(to: UInt8.self)
    }

    private static func outOfMemory(_ capacity: Int) -> Never {
      fatalError("out of memory for an answer of \(capacity) bytes")
    }
  }

  private var storage: Storage?
  /// How many bytes it holds.
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }

  /// Lets `write` write up to `maximum` bytes at the end, from the pointer it is given; it
  /// returns how many it wrote.
  @inline(__always)
  mutating func write(atMost maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
    let end = makeRoom(maximum)
    count += write(end)
  }

  mutating func append(_ byte: UInt8) {
    makeRoom(1).pointee = byte
    count += 1
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    makeRoom(bytes.count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  mutating func append(literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  mutating func append(_ other: ByteWriter) {
    other.withBytes { append($0) }
  }

  /// Makes room for `extra` more bytes at once, where appending them would move the bytes
  /// each time the room doubles.
  mutating func reserve(_ extra: Int) {
    _ = makeRoom(extra)
  }

  /// The bytes held, borrowed for `body`.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try body(UnsafeBufferPointer(start: storage?.start, count: count))
  }

  /// Where `extra` more bytes may be written: the end, in memory of its own.
  @inline(__always)
  private mutating func makeRoom(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
    if !isKnownUniquelyReferenced(&storage) || count + extra > storage.unsafelyUnwrapped.capacity {
      grow(extra)
    }
    return storage.unsafelyUnwrapped.start + count
  }

  /// Gives the bytes memory of their own with room for `extra` more: at least twice as much
  /// as before, so appends take amortized constant time.
  @inline(never)
  private mutating func grow(_ extra: Int) {
    let capacity = max(count + extra, (storage?.capacity ?? 0) * 2, 256)
    if isKnownUniquelyReferenced(&storage) {
      storage.unsafelyUnwrapped.resize(to: capacity)
      return
    }
    let larger = Storage(capacity: capacity)
    if let storage { larger.start.update(from: storage.start, count: count) }
    storage = larger
  }

  /// The bytes' memory, from `malloc`, for the caller to free, and how many bytes it holds
  /// (nil and 0 when empty); the writer is left empty.
  mutating func takeMemory() -> (memory: UnsafeMutableRawPointer?, count: Int) {
    guard count > 0 else { return (nil, 0) }
    if !isKnownUniquelyReferenced(&storage) { grow(0) }
    let storage = storage.unsafelyUnwrapped
    storage.owned = false
    let taken = (UnsafeMutableRawPointer(storage.start), count)
    self = ByteWriter()
    return taken
  }
}
