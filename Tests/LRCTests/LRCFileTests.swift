import Foundation
import TestSupport
import Testing

@testable import LRC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct LRCFileTests {
  @Test func readsAFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("a.lrc")
    try Data(try Fixture.bytes("zh-hant.big5.lrc")).write(to: URL(fileURLWithPath: path))
    let document = try LRCFile.read(path)
    #expect(document.encoding == .big5)
    #expect(document.artist == "測試歌手")
  }

  @Test func aFIFOIsRefusedWithoutBlocking() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("pipe.lrc")
    #expect(mkfifo(path, 0o600) == 0)
    #expect(throws: LRCReadError.notARegularFile) { _ = try LRCFile.read(path) }
  }

  @Test func aFolderOrAMissingFileIsRefused() throws {
    let folder = try TemporaryFolder()
    #expect(throws: LRCReadError.notARegularFile) { _ = try LRCFile.read(folder.url.path) }
    #expect(throws: LRCReadError.unreadable("No such file or directory")) {
      _ = try LRCFile.read(folder.path("none.lrc"))
    }
  }

  @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("huge.lrc")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    // A sparse file: 1 GiB on paper, nothing on disk.
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    #expect(throws: LRCReadError.tooLarge(size: 1 << 30, limit: LRCParser.maximumSize)) {
      _ = try LRCFile.read(path)
    }
  }
}
