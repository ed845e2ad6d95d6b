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
    bytes.append(contentsOf: name)
    ends.append(UInt32(bytes.count))
  }

  package subscript(index: Int) -> ArraySlice<UInt8> {
    bytes[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
  }

  /// The positions of the names in byte order.
  package func sortedIndices() -> [Int] {
    indices.sorted { self[$0].lexicographicallyPrecedes(self[$1]) }
  }
}
