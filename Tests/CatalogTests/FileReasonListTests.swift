import Testing

@testable import Catalog

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
