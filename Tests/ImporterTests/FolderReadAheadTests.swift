import Foundation
import TestSupport
import Testing

@testable import Catalog
@testable import Importer
@testable import Utilities

/// The import's reading threads, on real files: with several workers and parts of one track
/// each, the plans still come in walk order, each folder's parts together and in order.
@Suite struct FolderReadAheadTests {
  /// Folders of 1 to 9 lyrics files; returns the root and its folders' track stems in
  /// walk order.
  func makeLibrary(in folder: TemporaryFolder) throws -> (FilePath, [[String]]) {
    let root = folder.path("library")
    var expected: [[String]] = []
    for group in 1...12 {
      let name = "\(root)/group \(String(format: "%02d", group))"
      try FileManager.default.createDirectory(atPath: name, withIntermediateDirectories: true)
      let stems = (1...(group * 5 % 9 + 1)).map { "\($0) song" }
      for stem in stems {
        let lines = (1...20).map { "[00:\(String(format: "%02d", $0)).00]\(stem) line \($0)\n" }
        try Data(lines.joined().utf8).write(to: URL(fileURLWithPath: "\(name)/\(stem).lrc"))
      }
      expected.append(stems)
    }
    return (FilePath(root), expected)
  }

  /// Every plan out of the queue, as (folder's last name, its tracks' stems, completes it).
  func drain(_ queue: BoundedQueue<FolderReadAhead.Result>) -> [(String, [String], Bool)] {
    var parts: [(String, [String], Bool)] = []
    while let result = queue.take() {
      guard case .folder(let plan) = result else {
        Issue.record("reading failed: \(result)")
        continue
      }
      let name = String(decoding: plan.folder.lastComponent, as: UTF8.self)
      parts.append((name, plan.items.map(\.files.sortName), plan.completesFolder))
    }
    return parts
  }

  @Test(arguments: [1, 3])
  func partsComeInWalkOrderWhateverTheWorkers(workers: Int) throws {
    let folder = try TemporaryFolder()
    let (root, expected) = try makeLibrary(in: folder)
    let catalog = try Catalog.open(path: folder.path("c.db"))
    let queue = try FolderReadAhead.start(
      [root], walker: FileWalker(extensions: Importer.extensions), catalog: catalog,
      workers: workers, partBytes: 1)
    defer { queue.cancel() }
    let parts = drain(queue)
    // Parts of one track each; the last of each folder completes it.
    let folders = (1...12).map { "group \(String(format: "%02d", $0))" }
    var expectedParts: [(String, [String], Bool)] = []
    for (name, stems) in zip(folders, expected) {
      for (index, stem) in stems.enumerated() {
        expectedParts.append((name, [stem], index == stems.count - 1))
      }
    }
    #expect(parts.map(\.0) == expectedParts.map(\.0))
    #expect(parts.map(\.1) == expectedParts.map(\.1))
    #expect(parts.map(\.2) == expectedParts.map(\.2))
  }

  /// Entries without stamps (a walker that reads none) get them read as the folder is
  /// planned: the plans and their files' stamps are those of a stamping walker.
  @Test func filesWalkedWithoutStampsAreStampedWhenPlanned() throws {
    let folder = try TemporaryFolder()
    let (root, _) = try makeLibrary(in: folder)
    let catalog = try Catalog.open(path: folder.path("c.db"))
    var unstamped = FileWalker(extensions: Importer.extensions)
    unstamped.readsStamps = false
    func plans(_ walker: FileWalker) throws -> [[String]] {
      let queue = try FolderReadAhead.start(
        [root], walker: walker, catalog: catalog, workers: 2, partBytes: 1 << 20)
      defer { queue.cancel() }
      var found: [[String]] = []
      while case .folder(let plan)? = queue.take() {
        let sizes = plan.items.map { $0.imported?.lyricsStamp?.size ?? -1 }
        found.append(zip(plan.items, sizes).map { "\($0.files.sortName) \($1)" })
      }
      return found
    }
    let expected = try plans(FileWalker(extensions: Importer.extensions))
    #expect(expected.count == 12)
    #expect(expected.joined().allSatisfy { !$0.hasSuffix(" -1") })
    #expect(try plans(unstamped) == expected)
  }

  /// The writer stopping early (a failed write) stops the readers, however many wait for
  /// their turn: cancelling returns, and nothing more comes.
  @Test func cancellingStopsWorkersWaitingForTheirTurn() throws {
    let folder = try TemporaryFolder()
    let (root, _) = try makeLibrary(in: folder)
    let catalog = try Catalog.open(path: folder.path("c.db"))
    let queue = try FolderReadAhead.start(
      [root], walker: FileWalker(extensions: Importer.extensions), catalog: catalog, workers: 4,
      partBytes: 1)
    #expect(queue.take() != nil)
    queue.cancel()
    #expect(queue.take() == nil)
  }
}
