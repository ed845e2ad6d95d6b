import Foundation
import TestSupport
import Testing

@testable import Catalog
@testable import Importer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct FileWalkerTests {
  private func touch(_ folder: TemporaryFolder, _ name: String) throws {
    let path = folder.path(name)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: URL(fileURLWithPath: path))
  }

  private func walk(_ root: String) -> [String] {
    relative(FileWalker(extensions: ["lrc"]).walk(FilePath(root)), to: root)
  }

  /// The entries' paths relative to `root` (the root itself as ""), a problem with its reason.
  private func relative(_ entries: [FileWalker.Entry], to root: String) -> [String] {
    entries.map { entry in
      switch entry {
      case .file(let path, _): String(path.description.dropFirst(root.count + 1))
      case .problem(let path, let reason):
        "problem: \(path.description.dropFirst(root.count + 1)): \(reason)"
      }
    }
  }

  private func walker(batch: Int) -> FileWalker {
    var walker = FileWalker(extensions: ["lrc"])
    walker.subfoldersPerBatch = batch
    return walker
  }

  @Test func walksInNameOrderSkippingHiddenAndOtherFiles() throws {
    let folder = try TemporaryFolder()
    for name in [
      "b/2.lrc", "b/10.LRC", "a.lrc", "c/d/e.lrc", ".hidden/x.lrc", "b/.secret.lrc", "b/notes.txt",
    ] {
      try touch(folder, "lib/" + name)
    }
    #expect(walk(folder.path("lib")) == ["a.lrc", "b/10.LRC", "b/2.lrc", "c/d/e.lrc"])
  }

  @Test func tellsHowManyBytesTheNamesOfFoldersStillToWalkTake() throws {
    let folder = try TemporaryFolder()
    for album in 0..<30 { try touch(folder, "lib/album \(album)/disc/1.lrc") }
    var held: [Int] = []
    var visited = 0
    FileWalker(extensions: ["lrc"]).walkFolders(
      FilePath(folder.path("lib")), holding: { held.append($0) }, { _, _, _ in visited += 1 })
    #expect(visited == 30)
    // The root's 30 names (at least 8 bytes each) are held until the last album is walked,
    // each album's one name on top of them while it is; nothing is held at the end.
    let rootNames = try #require(held.first)
    #expect(rootNames >= 30 * 8)
    #expect(held.max()! > rootNames)
    #expect(held.last == 0)
  }

  @Test func followsFileLinksButNotFolderLinksSoLoopsCannotHappen() throws {
    let folder = try TemporaryFolder()
    try touch(folder, "lib/real/song.lrc")
    #expect(symlink(folder.path("lib/real"), folder.path("lib/real/loop")) == 0)
    #expect(symlink(folder.path("lib/real/song.lrc"), folder.path("lib/alias.lrc")) == 0)
    let missing = folder.path("lib/missing.lrc")
    #expect(symlink(missing, folder.path("lib/dangling.lrc")) == 0)
    #expect(symlink("self.lrc", folder.path("lib/self.lrc")) == 0)
    // Through a file, as if it were a folder: its target does not exist either.
    #expect(symlink("alias.lrc/x.lrc", folder.path("lib/through.lrc")) == 0)
    // A link to nothing (with its target) and a loop of links are named; the link to a
    // folder is not followed.
    #expect(
      walk(folder.path("lib")) == [
        "alias.lrc",
        "problem: dangling.lrc: a symbolic link to \(missing), which does not exist",
        "problem: self.lrc: a loop of symbolic links",
        "problem: through.lrc: a symbolic link to alias.lrc/x.lrc, which does not exist",
        "real/song.lrc",
      ])
  }

  /// A missing target whose bytes are not UTF-8 is shown as paths are, byte for byte.
  @Test func aLinkToNothingShowsItsTargetsBytes() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("lib"), withIntermediateDirectories: true)
    let target: [CChar] = Array("/nowhere/".utf8CString.dropLast()) + [-80, -95, 0]
    #expect(symlink(target, folder.path("lib/gbk.lrc")) == 0)
    #expect(
      walk(folder.path("lib")) == [
        #"problem: gbk.lrc: a symbolic link to /nowhere/\xB0\xA1, which does not exist"#
      ])
  }

  @Test func namesFIFOsAndSocketsWithoutOpeningThem() throws {
    let folder = try TemporaryFolder()
    try touch(folder, "lib/a.lrc")
    #expect(mkfifo(folder.path("lib/pipe.lrc"), 0o600) == 0)
    #expect(mkfifo(folder.path("lib/pipe.txt"), 0o600) == 0)
    #expect(
      walk(folder.path("lib")) == [
        "a.lrc", "problem: pipe.lrc: not a regular file (a FIFO); not opened",
      ])
  }

  /// A walker that reads no stamps gives regular files without one, and still follows a
  /// link to a file (stamped), names a broken link and a FIFO, and never opens the FIFO.
  @Test func aWalkerWithoutStampsStillTellsWhatEachEntryIs() throws {
    let folder = try TemporaryFolder()
    try touch(folder, "lib/a.lrc")
    #expect(symlink(folder.path("lib/a.lrc"), folder.path("lib/b.lrc")) == 0)
    #expect(symlink(folder.path("nowhere"), folder.path("lib/c.lrc")) == 0)
    #expect(mkfifo(folder.path("lib/d.lrc"), 0o600) == 0)
    var walker = FileWalker(extensions: ["lrc"])
    walker.readsStamps = false
    let entries = walker.walk(FilePath(folder.path("lib")))
    let linked = FilePath(folder.path("lib/b.lrc"))
    let linkedStamp = try #require(FileStamp(of: linked))
    #expect(
      entries == [
        .file(FilePath(folder.path("lib/a.lrc")), nil),
        .file(linked, linkedStamp),
        .problem(
          FilePath(folder.path("lib/c.lrc")),
          "a symbolic link to \(folder.path("nowhere")), which does not exist"),
        .problem(FilePath(folder.path("lib/d.lrc")), "not a regular file (a FIFO); not opened"),
      ])
  }

  @Test func aFileRootIsItselfAndAMissingRootIsAProblem() throws {
    let folder = try TemporaryFolder()
    try touch(folder, "song.txt")
    let song = FilePath(folder.path("song.txt"))
    let stamp = try #require(FileStamp(of: song))
    #expect(FileWalker(extensions: ["lrc"]).walk(song) == [.file(song, stamp)])
    #expect(
      FileWalker(extensions: ["lrc"]).walk(FilePath(folder.path("none")))
        == [.problem(FilePath(folder.path("none")), "No such file or directory")])
  }

  @Test func namesThatAreNotUTF8AreWalkedByTheirBytes() throws {
    let folder = try TemporaryFolder()
    try touch(folder, "lib/x")
    let name: [UInt8] = Array("lib/bad-\u{0}".utf8.dropLast()) + [0xFF, 0xFE] + Array(".lrc".utf8)
    let path = FilePath(bytes: Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + name)
    let descriptor = open(path.cString, O_CREAT | O_WRONLY, 0o600)
    #expect(descriptor >= 0)
    close(descriptor)
    let entries = FileWalker(extensions: ["lrc"]).walk(FilePath(folder.path("lib")))
    let stamp = try #require(FileStamp(of: path))
    #expect(entries == [.file(path, stamp)])
  }

  @Test func walksAFolderOfManyFoldersInOrderHoldingABatchOfNamesAtATime() throws {
    let folder = try TemporaryFolder()
    let root = folder.path("lib")
    for album in 0..<40 { try touch(folder, "lib/album \(album)/\(album % 7) song.lrc") }
    for album in 0..<3 { try touch(folder, "lib/album 1\(album)/disc \(album)/x.lrc") }
    try touch(folder, "lib/.hidden/x.lrc")
    try touch(folder, "lib/top.lrc")
    let everything = walk(root)
    #expect(everything.count == 44)
    // A folder's files, then its subfolders by name.
    #expect(Array(everything.prefix(3)) == ["top.lrc", "album 0/0 song.lrc", "album 1/1 song.lrc"])
    #expect(everything.contains("album 12/disc 2/x.lrc"))
    for batch in [1, 2, 3, 39, 40, 41] {
      var held: [Int] = []
      var entries: [FileWalker.Entry] = []
      walker(batch: batch).walkFolders(
        FilePath(root), holding: { held.append($0) }, { _, found, _ in entries += found })
      #expect(relative(entries, to: root) == everything, "batch of \(batch)")
      #expect(held.last == 0)
      if batch <= 3 {
        // The root's batch and one of a disc's folder, each a few names of under 20 bytes
        // (with what the arrays reserve): far less than the 40 names of the root.
        #expect(held.max()! < 40 * 8, "batch of \(batch)")
      }
    }
  }

  @Test func aFolderAddedAfterTheOnesWalkedIsWalkedAndOneGoneIsAProblem() throws {
    let folder = try TemporaryFolder()
    let root = folder.path("lib")
    for album in ["a", "b", "c", "d"] { try touch(folder, "lib/\(album)/song.lrc") }
    var visited: [String] = []
    try walker(batch: 2).walkFolders(FilePath(root)) { path, entries, _ in
      visited += relative(entries, to: root)
      // While the first batch (a, b) is walked: a folder after it and one before it.
      if path.description.hasSuffix("/a") {
        try touch(folder, "lib/e/song.lrc")
        try touch(folder, "lib/0/song.lrc")
      }
    }
    #expect(visited == ["a/song.lrc", "b/song.lrc", "c/song.lrc", "d/song.lrc", "e/song.lrc"])

    var afterRemoval: [String] = []
    try walker(batch: 2).walkFolders(FilePath(root)) { path, entries, _ in
      afterRemoval += relative(entries, to: root)
      // The root goes away before its next batch is listed.
      if path.description.hasSuffix("/a") {
        try FileManager.default.moveItem(atPath: root, toPath: folder.path("moved"))
      }
    }
    #expect(
      afterRemoval == [
        "0/song.lrc", "a/song.lrc", "problem: : moved or replaced while it was walked",
      ])
  }

  /// A folder swapped for a link to somewhere else while the walk goes on is reported, never
  /// followed: what was listed is what is walked.
  @Test func aFolderSwappedForALinkDuringTheWalkIsNotFollowed() throws {
    let folder = try TemporaryFolder()
    for name in ["lib/a/1.lrc", "lib/b/2.lrc", "outside/secret.lrc"] { try touch(folder, name) }
    var visited: [String] = []
    walker(batch: 2).walkFolders(FilePath(folder.path("lib"))) { path, entries, _ in
      visited += relative(entries, to: folder.path("lib"))
      if path.description.hasSuffix("/a") {
        try? FileManager.default.moveItem(
          atPath: folder.path("lib/b"), toPath: folder.path("b.moved"))
        try? FileManager.default.createSymbolicLink(
          atPath: folder.path("lib/b"), withDestinationPath: folder.path("outside"))
      }
    }
    #expect(
      visited == [
        "a/1.lrc",
        "problem: b: no longer a folder since it was listed (a symbolic link is never followed)",
      ])
  }

  /// The handle a folder's files come with reads the folder that was listed, even once its
  /// path leads elsewhere.
  @Test func theHandleReadsTheFolderThatWasListed() throws {
    let folder = try TemporaryFolder()
    try touch(folder, "lib/a/1.lrc")
    try touch(folder, "outside/1.lrc")
    var handles: [FolderHandle] = []
    FileWalker(extensions: ["lrc"]).walkFolders(FilePath(folder.path("lib"))) { _, _, handle in
      if let handle { handles.append(handle) }
    }
    let handle = try #require(handles.first)
    var listed = stat()
    #expect(fstatat(handle.descriptor, "1.lrc", &listed, AT_SYMLINK_NOFOLLOW) == 0)
    try FileManager.default.moveItem(atPath: folder.path("lib/a"), toPath: folder.path("a.moved"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("lib/a"), withDestinationPath: folder.path("outside"))
    var read = stat()
    #expect(fstatat(handle.descriptor, "1.lrc", &read, AT_SYMLINK_NOFOLLOW) == 0)
    #expect(read.st_ino == listed.st_ino)
  }

  @Test func foldersDeeperThanTheLimitAreReportedNotWalked() throws {
    let folder = try TemporaryFolder()
    let deep = Array(repeating: "d", count: FileWalker.maximumDepth + 3).joined(separator: "/")
    try touch(folder, "lib/\(deep)/bottom.lrc")
    try touch(folder, "lib/top.lrc")
    let entries = walk(folder.path("lib"))
    #expect(entries.first == "top.lrc")
    #expect(entries.count == 2)
    #expect(
      entries.last?.hasSuffix(": more than 256 folders deep; not walked") == true, "\(entries)")
  }

  /// A folder whose entries fill more than the directory stream's buffer (32 KiB), listed
  /// again and again for its batches: each name is read where readdir put it (copying whole
  /// `dirent` records read past the buffer's end, which AddressSanitizer reports and which
  /// crashed an import of 20,000 folders).
  @Test func aFolderOfThousandsOfLongNamesIsWalkedInOrder() throws {
    let folder = try TemporaryFolder()
    let names = (0..<1_500).map {
      String(format: "album %04d ", $0) + String(repeating: "x", count: 40)
    }
    for name in names {
      try FileManager.default.createDirectory(
        atPath: folder.path("lib/" + name), withIntermediateDirectories: true)
    }
    try touch(folder, "lib/\(names[1_499])/song.lrc")
    var visited = 0
    walker(batch: 300).walkFolders(FilePath(folder.path("lib"))) { _, entries, _ in
      visited += entries.count
    }
    #expect(visited == 1)
    #expect(walk(folder.path("lib")) == ["\(names[1_499])/song.lrc"])
  }
}
