import TestSupport
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
        TrackFiles(
          audio: FilePath("/m/Song.flac"), lyrics: FilePath("/m/song.lrc"),
          variants: [LyricsVariantFile(language: "eslrc", path: FilePath("/m/song.eslrc"))]),
        TrackFiles(audio: FilePath("/m/\(decomposed).mp3"), lyrics: FilePath("/m/Café.LRC")),
        TrackFiles(audio: nil, lyrics: FilePath("/m/solo.lrc")),
        TrackFiles(audio: FilePath("/m/only.mp3"), lyrics: nil),
      ])
    #expect(notes.isEmpty)
  }

  /// Translations and romanisations beside a track's lyrics are variants of them, not
  /// tracks; a name that only looks like one (`Mr. Big`, `Vol.2`, `Song.live`) is a track.
  @Test func lyricsInOtherLanguagesAreVariantsOfTheirTrack() {
    let files = [
      "/m/X.flac", "/m/X.lrc", "/m/X.jp.lrc", "/m/X.rom.lrc", "/m/X.zh-Hant.lrc",
      "/m/Y.lrc", "/m/Y.en.lrc", "/m/Mr. Big.lrc", "/m/Vol.2.lrc", "/m/Song.live.lrc",
      "/m/Alone.jp.lrc",
    ].map { FilePath($0) }
    let (tracks, notes) = FolderPairing.pair(files)
    #expect(notes.isEmpty)
    func variants(_ path: String) -> [LyricsVariantFile] {
      tracks.first { $0.lyrics == FilePath(path) }?.variants ?? []
    }
    #expect(
      variants("/m/X.lrc").map(\.language) == ["jp", "rom", "zh-hant"])
    #expect(variants("/m/Y.lrc").map(\.language) == ["en"])
    #expect(
      Set(tracks.compactMap { $0.lyrics?.description }) == [
        "/m/X.lrc", "/m/Y.lrc", "/m/Mr. Big.lrc", "/m/Vol.2.lrc", "/m/Song.live.lrc",
        "/m/Alone.jp.lrc",
      ])
    #expect(tracks.count == 6)
  }

  /// A name is split at its last `.` that is a character of its own, as the names' text
  /// says (`lastIndex(of: ".")` on the readable name), whether it is cut in its bytes or as
  /// characters: 20,000 names of pieces that test each side of the dot (combining marks,
  /// Arabic prepended signs, CJK, emoji, bytes that are not UTF-8).
  @Test func aNameIsSplitAtItsLastDotCharacter() {
    let pieces: [[UInt8]] =
      [
        "a", "Song", ".", "..", " ", "mp3", "lrc", "\u{301}", "\u{600}", "\u{6DD}", "\u{D4E}",
        "\u{110BD}", "回忆", "天", "ア", "한", "Ａ", "é", "e\u{301}", "\u{200D}", "👍",
        "\u{1F1EF}", "\u{93F}", "\u{0903}", "-", "\r",
      ].map { Array($0.utf8) } + [[0xB0, 0xA1], [0xFF], [0xE7, 0x88]]
    var random = SplitMix64(seed: 20_261_206)
    for _ in 0..<20_000 {
      let name = (0..<Int.random(in: 1...5, using: &random)).flatMap { _ in
        pieces.randomElement(using: &random)!
      }
      let path = FilePath(bytes: Array("/m/".utf8) + name)
      let text = FilePath(bytes: name).description
      let expected: (String, String) =
        if let dot = text.lastIndex(of: "."), dot != text.startIndex {
          (String(text[..<dot]), String(text[text.index(after: dot)...]))
        } else {
          (text, "")
        }
      let split = FolderPairing.split(path)
      #expect(split.stem == expected.0 && split.extension == expected.1, "\(name)")
    }
  }

  /// A key made without lowercasing is the one lowercasing makes: every character from
  /// U+3000 to U+9FFF is its own lower case, and random names of ASCII, Han, kana, Latin
  /// letters with accents, Greek, full-width and decomposed forms key as `lowercased()` does.
  @Test func caselessStemsAreTheirOwnKeys() {
    for value in UInt32(0x3000)...0x9FFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      #expect(FolderPairing.isCaseless(text))
      #expect(text.lowercased() == text, "U+\(String(value, radix: 16))")
    }
    var random = SplitMix64(seed: 41)
    let pieces = ["a", "Z", "01 ", ".", "回忆", "ラブ", "É", "é", "e\u{301}", "Σ", "Ａ", "ß", "Ⅷ", "사랑"]
    for _ in 0..<3_000 {
      let stem = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      #expect(FolderPairing.key(stem) == stem.lowercased(), "\(stem)")
      if FolderPairing.isCaseless(stem) { #expect(stem.lowercased().utf8.elementsEqual(stem.utf8)) }
    }
  }

  @Test func theExactStemWinsAmongSeveralLyricsFiles() {
    let (tracks, _) = FolderPairing.pair(
      ["/m/Song.mp3", "/m/song.lrc", "/m/Song.lrc"].map { FilePath($0) })
    #expect(
      tracks.first == TrackFiles(audio: FilePath("/m/Song.mp3"), lyrics: FilePath("/m/Song.lrc")))
  }

  private func parts(_ stem: String) -> (String?, String) {
    let name = TrackName(stem)
    return (name.artist, name.title)
  }

  @Test func namesOfTheShapeArtistDashTitleAreSplit() {
    #expect(
      parts("Paper Boats - Harbor Lights") == ("Paper Boats", "Harbor Lights"))
    #expect(parts("A - B - C") == ("A", "B - C"))
    #expect(parts("No dash") == (nil, "No dash"))
    #expect(parts(" - Title") == (nil, " - Title"))
  }

  /// Numbers in file names are track (and disc) numbers, never an artist or part of the
  /// title, in the shapes people write them.
  @Test(
    arguments: [
      ("01 - Song Title", nil, "Song Title", 1, nil),
      ("02 Other Song", nil, "Other Song", 2, nil),
      ("03 理想", nil, "理想", 3, nil),
      ("04. Dot", nil, "Dot", 4, nil),
      ("05_Underscore", nil, "Underscore", 5, nil),
      ("1-07 Disc One", nil, "Disc One", 7, 1),
      ("CD2-03 Second Disc", nil, "Second Disc", 3, 2),
      ("D1-12 Short", nil, "Short", 12, 1),
      ("赵雷 - 06 - 成都", "赵雷", "成都", 6, nil),
      ("07 - Adele - Hello", "Adele", "Hello", 7, nil),
      ("Adele - Hello", "Adele", "Hello", nil, nil),
      ("1999", nil, "1999", nil, nil),
      ("2019 - Year Not Track", nil, "Year Not Track", nil, nil),
      ("99 Luftballons", nil, "Luftballons", 99, nil),
      ("0 Zero", nil, "0 Zero", nil, nil),
      ("[11] Konoco - Shoujo Rei", "Konoco", "Shoujo Rei", 11, nil),
      ("(04) PSYQUI - Don't you want me", "PSYQUI", "Don't you want me", 4, nil),
      ("[Live] Song", nil, "[Live] Song", nil, nil),
    ] as [(String, String?, String, Int?, Int?)])
  func numbersInFileNamesAreTrackNumbers(
    stem: String, artist: String?, title: String, track: Int?, disc: Int?
  ) {
    let name = TrackName(stem)
    #expect(name.artist == artist)
    #expect(name.title == title)
    #expect(name.trackNumber == track)
    #expect(name.discNumber == disc)
  }

  /// Folder names give an album's artist, title and year around their decorations, and mark
  /// the discs of an album.
  @Test(
    arguments: [
      ("赵雷 - 无法长大 (2016) [FLAC 16-44]", "赵雷", "无法长大", 2016, nil),
      ("Artist - Album [2019] {WEB}", "Artist", "Album", 2019, nil),
      ("Artist - Live (Deluxe)", "Artist", "Live (Deluxe)", nil, nil),
      ("2019 - Album", nil, "Album", 2019, nil),
      ("Singles", nil, nil, nil, nil),
      ("CD1", nil, nil, nil, 1), ("CD 2", nil, nil, nil, 2), ("Disc 1", nil, nil, nil, 1),
      ("Disk2", nil, nil, nil, 2), ("cd02", nil, nil, nil, 2),
      ("CDs", nil, nil, nil, nil), ("Discography", nil, nil, nil, nil),
    ] as [(String, String?, String?, Int?, Int?)])
  func folderNamesGiveAlbumsAndDiscs(
    name: String, artist: String?, album: String?, year: Int?, disc: Int?
  ) {
    let folder = FolderName(name)
    #expect(folder.artist == artist)
    #expect(folder.album == album)
    #expect(folder.year == year)
    #expect(folder.disc == disc)
  }
}
