/// The first names in byte order of those it is offered, at most `limit` of them, in no
/// more memory than twice that many: how the walk lists a folder of any number of
/// subfolders in order while holding a batch of their names at a time.
package struct SmallestNames {
  package let limit: Int
  private var names = NameList()
  /// Whether a name was offered that is not among those kept.
  package private(set) var leftOut = false
  /// Once names were left out, the last of those kept: no name after it can be kept.
  private var last: [UInt8]?

  package init(limit: Int) {
    precondition(limit > 0, "a batch holds at least one name")
    self.limit = limit
  }

  package mutating func offer(_ name: some Collection<UInt8>) {
    if let last, !name.lexicographicallyPrecedes(last) {
      leftOut = true
      return
    }
    names.append(name)
    if names.count == 2 * limit { keepFirst() }
  }

  /// The names kept, in byte order.
  package mutating func sorted() -> NameList {
    keepFirst()
    return names
  }

  /// Sorts the names and keeps the first `limit`.
  private mutating func keepFirst() {
    let order = names.sortedIndices()
    var kept = NameList()
    for index in order.prefix(limit) { kept.append(names[index]) }
    if order.count > limit {
      leftOut = true
      last = Array(kept[kept.count - 1])
    }
    names = kept
  }
}
