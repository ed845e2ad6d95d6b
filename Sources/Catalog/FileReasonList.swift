/// Files with a reason each (the files an import skipped, or its notes), kept as the UTF-8 of
/// their paths and reasons in one buffer rather than as two strings each: a library with
/// thousands of unreadable files keeps them in a few allocations, and the strings the
/// reading threads made for them are freed as soon as they are counted.
public struct FileReasonList: Sequence, Equatable, Sendable {
  private var utf8: [UInt8] = []
  /// Where each file's path ends in `utf8`, then where its reason ends: two per file.
  private var ends: [Int] = []

  public init() {}

  public var count: Int { ends.count / 2 }
  public var isEmpty: Bool { ends.isEmpty }

  public mutating func append(path: String, reason: String) {
    utf8.append(contentsOf: path.utf8)
    ends.append(utf8.count)
    utf8.append(contentsOf: reason.utf8)
    ends.append(utf8.count)
  }

  public mutating func append(contentsOf other: FileReasonList) {
    let offset = utf8.count
    utf8.append(contentsOf: other.utf8)
    ends.append(contentsOf: other.ends.lazy.map { $0 + offset })
  }

  public func makeIterator() -> Iterator { Iterator(list: self) }

  /// The files in the order they were added, each as a new pair of strings.
  public struct Iterator: IteratorProtocol {
    fileprivate let list: FileReasonList
    private var index = 0

    fileprivate init(list: FileReasonList) { self.list = list }

    public mutating func next() -> ImportReport.SkippedFile? {
      guard index < list.ends.count else { return nil }
      let start = index == 0 ? 0 : list.ends[index - 1]
      let (pathEnd, reasonEnd) = (list.ends[index], list.ends[index + 1])
      index += 2
      return ImportReport.SkippedFile(
        path: String(decoding: list.utf8[start..<pathEnd], as: UTF8.self),
        reason: String(decoding: list.utf8[pathEnd..<reasonEnd], as: UTF8.self))
    }
  }
}
