import SQLite
import Testing

@testable import Catalog

/// The track query language: parsing (every field, negation, ranges, errors) and what each
/// term selects in a catalog.
@Suite struct TrackQueryTests {
  @Test func parsesEveryKindOfTerm() throws {
    let query = try TrackQuery.parse([
      "love", "-artist:adele", "album:=25", "duration:3:00..4:30", "duration:..1:00.5",
      "duration:100..", "duration:3:05", "downloaded:yes", "hd:No", "lyrics:1", "synced:false",
      "quality:Lossless", "format:FLAC", "group:mix", "path:/music", "12:30",
    ])
    #expect(
      query.terms.map(\.condition) == [
        .word("love"), .contains(.artist, "adele"), .equals(.album, "25"),
        .duration(from: 180_000, through: 270_999), .duration(from: nil, through: 60_500),
        .duration(from: 100_000, through: nil), .duration(from: 185_000, through: 185_999),
        .flag(.downloaded, true), .flag(.hd, false), .flag(.lyrics, true),
        .flag(.synced, false), .quality(.lossless), .format("flac"), .contains(.group, "mix"),
        .contains(.path, "/music"), .word("12:30"),
      ])
    #expect(query.terms.map(\.negated) == [false, true] + Array(repeating: false, count: 14))
  }

  @Test(arguments: [
    ("colour:red", "unknown field 'colour'"), ("duration:4..3", "ends before it starts"),
    ("duration:soon", "expected a time"), ("duration:..", "expected a time"),
    ("hd:maybe", "expected yes or no"), ("quality:great", "unknown quality"),
    ("title:", "a value is missing"), ("-", "nothing after '-'"), ("", "an empty term"),
    ("format:fl ac", "expected a format"), ("year:2019..2010", "ends before it starts"),
    ("bitrate:321..320", "ends before it starts"), ("disc:3..1", "ends before it starts"),
    ("bitrate:>320", "such as 320, 256.. or ..128 (kbit/s)"), ("year:..", "2010..2019"),
    ("sample_rate:96k", "(Hz)"),
  ])
  func malformedTermsAreNamed(term: String, reason: String) {
    let error = #expect(throws: TrackQueryError.self) { try TrackQuery.parse(["ok", term]) }
    #expect(error?.term == term)
    #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "")")
  }

  /// Tracks: 1 Hello/Adele/25 3:00 downloaded hd lossless flac in group "Mix", synced lyrics;
  /// 2 Skyfall/Adele/Live 4:50 mp3 standard, unsynced lyrics; 3 Café/Édith/"" no audio.
  private func catalog() throws -> (Catalog, [Int64]) {
    let catalog = try Catalog.inMemory()
    let ids = try catalog.write { session in
      let a = try session.tracks.add(
        TrackDraft(
          title: "Hello", artist: "Adele", album: "25", durationMS: 180_400,
          audioPath: "/music/hello.flac", downloaded: true, hd: true, quality: .lossless)
      ).id
      let b = try session.tracks.add(
        TrackDraft(
          title: "Skyfall", artist: "Adele", album: "Live", durationMS: 290_000,
          audioPath: "/other/skyfall.mp3", downloaded: true, quality: .standard)
      ).id
      let c = try session.tracks.add(
        TrackDraft(title: "Café", artist: "Édith", lrcPath: "/x/c.lrc")
      ).id
      try session.database.execute(
        "UPDATE tracks SET codec = 'flac', container = 'flac' WHERE id = ?", [a])
      try session.database.execute(
        "UPDATE tracks SET codec = 'mp3', container = 'mp3' WHERE id = ?", [b])
      let group = try session.groups.create(named: "Mix")
      try session.groups.add(trackID: a, to: group.id)
      try session.lyrics.replaceLines(
        of: a, with: [LyricLine(lineNumber: 1, timeMS: 1_000, writtenMS: 1_000, text: "hi")])
      try session.lyrics.replaceLines(
        of: b, with: [LyricLine(lineNumber: 1, timeMS: nil, writtenMS: nil, text: "sky")])
      return [a, b, c]
    }
    return (catalog, ids)
  }

  @Test(arguments: [
    (["adele"], [0, 1]), (["title:ELL"], [0]), (["title:=skyfall"], [1]), (["-title:a"], [0]),
    (["artist:ade"], [0, 1]), (["artist:=ade"], []),
    (["artist:=ADELE"], [0, 1]), (["-artist:adele"], [2]), (["album:=25"], [0]),
    (["duration:3:00"], [0]), (["duration:3:00..4:00"], [0]), (["duration:4:00.."], [1]),
    (["duration:..4:00"], [0]), (["-duration:..4:00"], [1, 2]), (["downloaded:yes"], [0, 1]),
    (["downloaded:no"], [2]), (["hd:yes"], [0]), (["-hd:yes"], [1, 2]), (["lyrics:yes"], [0, 1]),
    (["lyrics:no"], [2]), (["synced:yes"], [0]), (["synced:no"], [1, 2]),
    (["quality:lossless"], [0]), (["quality:unknown"], [2]), (["format:flac"], [0]),
    (["format:mp3"], [1]), (["-format:mp3"], [0, 2]), (["group:mi"], [0]), (["group:=mix"], [0]),
    (["-group:mix"], [1, 2]), (["path:/music"], [0]), (["-path:/music"], [1, 2]),
    (["path:c.lrc"], [2]), (["adele", "-live"], [0]), (["100%"], []), (["_"], []),
    (["'; DROP TABLE tracks; --"], []),
  ])
  func eachTermSelectsItsTracks(terms: [String], expected: [Int]) throws {
    let (catalog, ids) = try catalog()
    let query = try TrackQuery.parse(terms)
    let found = try catalog.read { try $0.tracks.list(TrackFilter(query: query)) }.map(\.id)
    #expect(found == expected.map { ids[$0] }, "\(terms)")
    #expect(try catalog.read { try $0.tracks.list() }.count == 3)
  }
}
