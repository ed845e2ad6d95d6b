import Testing

@testable import Catalog

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
      let store = ImportStore(database: session.database)
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
}
