import Testing

@testable import Catalog
@testable import Importer

@Suite struct ImportStoreTests {
  /// Tracks whose audio, lyrics or both lie under a folder, some with one file elsewhere:
  /// each is found once, and none from outside.
  @Test func tracksUnderAFolderAreFoundOnceWhicheverOfTheirFilesLieThere() throws {
    let catalog = try Catalog.inMemory()
    let paths: [(audio: String?, lyrics: String?)] = [
      ("/m/a/1.flac", "/m/a/1.lrc"), (nil, "/m/a/2.lrc"), ("/m/a/3.mp3", nil),
      ("/m/b/4.flac", "/m/a/4.lrc"), ("/m/a/5.flac", "/m/b/5.lrc"), ("/m/b/6.flac", "/m/b/6.lrc"),
      ("/m/a0/7.flac", "/m/a0/7.lrc"), ("/m/a/sub/8.flac", nil), (nil, nil),
    ]
    let ids = try catalog.write { session in
      try paths.enumerated().map { index, files in
        try session.tracks.add(
          TrackDraft(
            title: "t\(index + 1)", audioPath: files.audio.map { FilePath($0) },
            lrcPath: files.lyrics.map { FilePath($0) })
        ).id
      }
    }
    let (countA, underA, inA, countB) = try catalog.read { session in
      let store = ImportStore(session: session)
      return (
        try store.countTracks(under: "/m/a/"),
        try store.existingTracks(under: "/m/a/") { _ in true }.map(\.id).sorted(),
        try store.existingTracks(in: "/m/a").map(\.id).sorted(),
        try store.countTracks(under: "/m/b/")
      )
    }
    #expect(countA == 6)
    #expect(underA == [ids[0], ids[1], ids[2], ids[3], ids[4], ids[7]])
    #expect(inA == [ids[0], ids[1], ids[2], ids[3], ids[4]])
    #expect(countB == 3)
  }

  /// The statements an import runs for every folder it writes are served by indexes: the
  /// group of a folder by `groups_by_source_path`, a group's state from its own members. A
  /// scan in either made an import take time in the square of the number of folders.
  @Test func theStatementsRunForEachFolderReadNoWholeTable() throws {
    let catalog = try Catalog.inMemory()
    try catalog.write { session in
      for index in 1...200 {
        let group = try session.groups.create(
          named: "g\(index)", sourcePath: FilePath("/m/\(index)"))
        let track = try session.tracks.add(
          TrackDraft(title: "t", lrcPath: FilePath("/m/\(index)/t.lrc"), downloaded: index % 2 == 0)
        )
        try session.groups.add(trackID: track.id, to: group.id)
      }
    }
    for sql in [GroupRepository.refreshStateSQL, GroupRepository.groupOfFolderSQL] {
      let plan = try catalog.read { session in
        try session.database.rows("EXPLAIN QUERY PLAN " + sql, [FilePath("/m/7")]) {
          try $0.get(3, as: String.self)
        }
      }
      #expect(!plan.isEmpty)
      #expect(
        plan.allSatisfy { !$0.hasPrefix("SCAN") && !$0.contains("tracks_by_state") }, "\(plan)")
    }
  }
}
