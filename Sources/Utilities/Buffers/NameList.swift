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
  /// begins), each pair compared with memcmp where the names lie.
  package func sortedIndices() -> [Int] {
    bytes.withUnsafeBufferPointer { buffer in
      indices.sorted { left, right in
        let leftStart = start(of: left)
        let rightStart = start(of: right)
        let leftCount = Int(ends[left]) - leftStart
        let rightCount = Int(ends[right]) - rightStart
        let common = min(leftCount, rightCount)
        guard common > 0, let base = buffer.baseAddress else { return leftCount < rightCount }
        let order = memcmp(base + leftStart, base + rightStart, common)
        return order != 0 ? order < 0 : leftCount < rightCount
      }
    }
  }

  private func start(of index: Int) -> Int { index == 0 ? 0 : Int(ends[index - 1]) }
}
