import Testing

@testable import Catalog
@testable import Importer

@Suite struct FileReasonListTests {
  @Test func filesComeBackInOrderAfterListsAreJoined() {
    var first = FileReasonList()
    #expect(first.isEmpty)
    first.append(path: "/m/a.lrc", reason: "binary")
    first.append(path: "", reason: "")
    var second = FileReasonList()
    second.append(path: "/m/歌/b.flac", reason: "truncated: 10 of 34 bytes")
    first.append(contentsOf: second)
    first.append(contentsOf: FileReasonList())
    #expect(first.count == 3)
    #expect(
      Array(first) == [
        .init(path: "/m/a.lrc", reason: "binary"), .init(path: "", reason: ""),
        .init(path: "/m/歌/b.flac", reason: "truncated: 10 of 34 bytes"),
      ])
    var same = FileReasonList()
    same.append(path: "/m/a.lrc", reason: "binary")
    same.append(path: "", reason: "")
    same.append(path: "/m/歌/b.flac", reason: "truncated: 10 of 34 bytes")
    #expect(same == first)
    #expect(same != second)
  }
}

@Suite struct FileReasonListSpillTests {
  /// `count` files with paths and reasons of several scripts and lengths.
  private func files(_ count: Int, from first: Int = 0) -> [ImportReport.SkippedFile] {
    (first..<first + count).map { index in
      let path = "/m/歌 \(index)/" + String(repeating: "x", count: index % 40) + ".lrc"
      return ImportReport.SkippedFile(path: FilePath(path), reason: "reason \(index)")
    }
  }

  @Test func filesPastTheMemoryLimitMoveToAFileAndComeBackInOrder() {
    var list = FileReasonList(memoryLimit: 256)
    let expected = files(500)
    for file in expected { list.append(path: file.path, reason: file.reason) }
    #expect(list.count == 500)
    #expect(list.bytesInMemory < 256)
    #expect(Array(list) == expected)
    // Joined onto another list, whose memory stays bounded too.
    var joined = FileReasonList(memoryLimit: 512)
    joined.append(path: "/first", reason: "first")
    joined.append(contentsOf: list)
    #expect(joined.bytesInMemory < 512)
    #expect(Array(joined) == [.init(path: "/first", reason: "first")] + expected)
    // Equal to the same files kept in memory.
    var inMemory = FileReasonList(memoryLimit: 1 << 20)
    for file in expected { inMemory.append(path: file.path, reason: file.reason) }
    #expect(inMemory.bytesInMemory > 256)
    #expect(inMemory == list)
  }

  @Test func aCopyKeepsItsFilesWhenTheOtherGoesOn() {
    var original = FileReasonList(memoryLimit: 128)
    for file in files(50) { original.append(path: file.path, reason: file.reason) }
    var copy = original
    for file in files(50, from: 50) { copy.append(path: file.path, reason: file.reason) }
    for file in files(20, from: 1000) { original.append(path: file.path, reason: file.reason) }
    #expect(Array(original) == files(50) + files(20, from: 1000))
    #expect(Array(copy) == files(100))
  }

  @Test func withoutATemporaryFolderTheFilesStayInMemory() {
    var list = FileReasonList(memoryLimit: 64, temporaryFolder: "/nonexistent/musicat-tests")
    let expected = files(100)
    for file in expected { list.append(path: file.path, reason: file.reason) }
    #expect(list.bytesInMemory > 64)
    #expect(Array(list) == expected)
  }
}
