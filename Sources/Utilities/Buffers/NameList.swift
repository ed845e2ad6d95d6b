#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Names of folder entries in one buffer, not an array each: a folder may hold thousands of
/// entries, and the walk holds names of the folders on its way down.
package struct NameList {
  private var bytes: [UInt8] = []
  /// Where each name ends in `bytes` (a folder's names take far less than 4 GiB).
  private var ends: [UInt32] = []

  package init() {}

  package var isEmpty: Bool { ends.isEmpty }
  package var count: Int { ends.count }
  package var indices: Range<Int> { ends.indices }
  /// The memory the list takes.
  package var bytesHeld: Int { bytes.capacity + ends.capacity * MemoryLayout<UInt32>.size }

  package mutating func append(_ name: some Collection<UInt8>) {
    // A contiguous name (a listing's bytes, a slice of a list) is copied at once.
    if name.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
      bytes.append(contentsOf: name)
    }
    ends.append(UInt32(bytes.count))
  }

  package subscript(index: Int) -> ArraySlice<UInt8> {
    bytes[start(of: index)..<Int(ends[index])]
  }

  /// The positions of the names in byte order (a shorter name before the longer names it
  /// begins). Each name is keyed by its first eight bytes as one big-endian number, zeros
  /// past a shorter name's end, which orders most pairs with one comparison (a smaller key
  /// is a smaller name); names whose keys tie are compared whole with memcmp where they lie.
  package func sortedIndices() -> [Int] {
    bytes.withUnsafeBufferPointer { buffer in
      var keyed = indices.map { index in
        let start = start(of: index)
        var key: UInt64 = 0
        for offset in 0..<8 {
          key <<= 8
          if start + offset < Int(ends[index]) { key |= UInt64(buffer[start + offset]) }
        }
        return (key: key, index: index)
      }
      keyed.sort { left, right in
        guard left.key == right.key else { return left.key < right.key }
        let leftStart = start(of: left.index)
        let rightStart = start(of: right.index)
        let leftCount = Int(ends[left.index]) - leftStart
        let rightCount = Int(ends[right.index]) - rightStart
        let common = min(leftCount, rightCount)
        guard common > 0, let base = buffer.baseAddress else { return leftCount < rightCount }
        let order = memcmp(base + leftStart, base + rightStart, common)
        return order != 0 ? order < 0 : leftCount < rightCount
      }
      return keyed.map(\.index)
    }
  }

  private func start(of index: Int) -> Int { index == 0 ? 0 : Int(ends[index - 1]) }
}
