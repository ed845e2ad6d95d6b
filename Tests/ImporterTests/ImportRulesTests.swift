import Testing

@testable import Catalog
@testable import Importer

/// The importer's rules that need no files: natural order, pairing, names.
@Suite struct ImportRulesTests {
  @Test func naturalOrderComparesNumbersAsNumbers() {
    let names = ["10 x", "2 x", "1 x", "x10", "x9", "Track 02", "track 1", "b", "A", "007", "7"]
    #expect(
      names.sorted(by: NaturalOrder.areInIncreasingOrder) == [
        "1 x", "2 x", "007", "7", "10 x", "A", "b", "track 1", "Track 02", "x9", "x10",
      ])
  }

  @Test func filesPairByStemWithoutRegardToCaseOrNormalization() {
    let decomposed = "Cafe\u{301}"
    let files = [
      "/m/Song.flac", "/m/song.lrc", "/m/\(decomposed).mp3", "/m/Café.LRC", "/m/solo.lrc",
      "/m/only.mp3", "/m/song.eslrc",
    ]
    .map { FilePath($0) }
    let (tracks, notes) = FolderPairing.pair(files)
    #expect(
      tracks == [
        TrackFiles(audio: FilePath("/m/Song.flac"), lyrics: FilePath("/m/song.lrc")),
        TrackFiles(audio: nil, lyrics: FilePath("/m/song.eslrc")),
        TrackFiles(audio: FilePath("/m/\(decomposed).mp3"), lyrics: FilePath("/m/Café.LRC")),
        TrackFiles(audio: nil, lyrics: FilePath("/m/solo.lrc")),
        TrackFiles(audio: FilePath("/m/only.mp3"), lyrics: nil),
      ])
    #expect(notes.map(\.0) == [FilePath("/m/song.eslrc")])
  }

  @Test func theExactStemWinsAmongSeveralLyricsFiles() {
    let (tracks, _) = FolderPairing.pair(
      ["/m/Song.mp3", "/m/song.lrc", "/m/Song.lrc"].map { FilePath($0) })
    #expect(
      tracks.first == TrackFiles(audio: FilePath("/m/Song.mp3"), lyrics: FilePath("/m/Song.lrc")))
  }

  @Test func namesOfTheShapeArtistDashTitleAreSplit() {
    #expect(
      TrackMetadata.nameParts("Paper Boats - Harbor Lights") == ("Paper Boats", "Harbor Lights"))
    #expect(TrackMetadata.nameParts("A - B - C") == ("A", "B - C"))
    #expect(TrackMetadata.nameParts("No dash") == (nil, "No dash"))
    #expect(TrackMetadata.nameParts(" - Title") == (nil, " - Title"))
  }
}
