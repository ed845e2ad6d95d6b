import Catalog
import Utilities

/// Files with a reason each (the files an import skipped, or its notes), in the order they
/// were added, kept as records of bytes (the path's, the reason's UTF-8) rather than as a
/// path and a string each. Past
/// ``memoryLimit`` bytes the records move to an unlinked temporary file (in `TMPDIR`, else
/// `/tmp`), so a library with any number of unreadable files keeps only a few KiB of them in
/// memory, however many are listed at the end. When no temporary file can be made or
/// written, they stay in memory: nothing is lost.
///
/// A copy is a value like any other: the file is shared between copies until one appends.
public struct FileReasonList: Sequence, Equatable, Sendable {
  /// How many bytes of records a list keeps in memory before moving them to its file: a few
  /// dozen files.
  static let defaultMemoryLimit = 4 << 10

  let memoryLimit: Int
  /// Where the temporary file is made; nil for `TMPDIR`, else `/tmp`.
  private let temporaryFolder: String?
  /// The records not moved out: each a path's length (4 bytes, little-endian), its UTF-8,
  /// the reason's length and its UTF-8.
  private var records: [UInt8] = []
  private var recordsCount = 0
  /// The records moved out, which come first: the file, how many of its bytes are this
  /// list's, and how many files they are.
  private var spill: SpillFile?
  private var spilledBytes = 0
  private var spilledCount = 0
  /// True once the file could not be made or written: the records then stay in memory.
  private var spillFailed = false

  public init() { self.init(memoryLimit: Self.defaultMemoryLimit) }

  init(memoryLimit: Int, temporaryFolder: String? = nil) {
    self.memoryLimit = memoryLimit
    self.temporaryFolder = temporaryFolder
  }

  public var count: Int { spilledCount + recordsCount }
  public var isEmpty: Bool { count == 0 }
  /// How many bytes of records are held in memory (the rest are in the file).
  var bytesInMemory: Int { records.count }

  public mutating func append(path: FilePath, reason: String) {
    Self.appendField(path.bytes, to: &records)
    Self.appendField(reason.utf8, to: &records)
    recordsCount += 1
    if records.count >= memoryLimit { moveRecordsToFile() }
  }

  public mutating func append(contentsOf other: FileReasonList) {
    guard other.spill == nil else {
      for file in other { append(path: file.path, reason: file.reason) }
      return
    }
    // All in memory (a folder's list, mostly): its records as they are.
    records.append(contentsOf: other.records)
    recordsCount += other.recordsCount
    if records.count >= memoryLimit { moveRecordsToFile() }
  }

  public static func == (left: FileReasonList, right: FileReasonList) -> Bool {
    left.count == right.count && left.elementsEqual(right)
  }

  public func makeIterator() -> Iterator { Iterator(list: self) }

  /// The files in the order they were added, each as a new pair of strings.
  public struct Iterator: IteratorProtocol {
    private let list: FileReasonList
    private var fileReader: SpillFile.Reader?
    private var position = 0

    fileprivate init(list: FileReasonList) {
      self.list = list
      fileReader = list.spill.map { SpillFile.Reader(file: $0, length: list.spilledBytes) }
    }

    public mutating func next() -> ImportReport.SkippedFile? {
      if fileReader != nil {
        if let path = nextField(inFile: &fileReader!), let reason = nextField(inFile: &fileReader!)
        {
          return Self.file(path, reason)
        }
        fileReader = nil
      }
      guard let path = nextFieldInMemory(), let reason = nextFieldInMemory() else { return nil }
      return Self.file(path, reason)
    }

    private func nextField(inFile reader: inout SpillFile.Reader) -> ArraySlice<UInt8>? {
      reader.take(4).flatMap { reader.take(FileReasonList.fieldLength($0)) }
    }

    private mutating func nextFieldInMemory() -> ArraySlice<UInt8>? {
      let records = list.records
      guard position + 4 <= records.count else { return nil }
      let start = position + 4
      let end = start + FileReasonList.fieldLength(records[position..<start])
      guard end <= records.count else { return nil }
      position = end
      return records[start..<end]
    }

    private static func file(_ path: ArraySlice<UInt8>, _ reason: ArraySlice<UInt8>)
      -> ImportReport.SkippedFile
    {
      ImportReport.SkippedFile(
        path: FilePath(bytes: Array(path)), reason: String(decoding: reason, as: UTF8.self))
    }
  }

  /// Appends a field: its length (4 bytes, little-endian), then its bytes.
  private static func appendField(_ bytes: some Collection<UInt8>, to records: inout [UInt8]) {
    withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { records.append(contentsOf: $0) }
    records.append(contentsOf: bytes)
  }

  /// The length a field's 4-byte header gives.
  fileprivate static func fieldLength(_ header: ArraySlice<UInt8>) -> Int {
    header.reversed().reduce(0) { $0 << 8 | Int($1) }
  }

  private mutating func moveRecordsToFile() {
    guard !spillFailed else { return }
    // When a copy of this list reads the file too, this one goes on in a file of its own.
    let shared = spill != nil && !isKnownUniquelyReferenced(&spill)
    let file =
      shared
      ? spill!.copy(length: spilledBytes, in: temporaryFolder)
      : spill ?? SpillFile(in: temporaryFolder)
    // Whatever fails, the records written so far stay readable where they are.
    guard let file, file.write(records, at: spilledBytes) else {
      spillFailed = true
      return
    }
    spill = file
    spilledBytes += records.count
    spilledCount += recordsCount
    records.removeAll(keepingCapacity: true)
    recordsCount = 0
  }
}
