import Foundation
import LRC
import Testing

@testable import Catalog

@Suite struct LyricRepositoryTests {
  private func catalogWithLyrics() throws -> (Catalog, Int64) {
    let catalog = try Catalog.inMemory()
    let id = try catalog.write { session in
      let track = try session.tracks.add(TrackDraft(title: "月亮代表我的心"))
      try session.lyrics.replaceLines(
        of: track.id,
        with: [
          LyricLine(lineNumber: 1, timeMS: 1_000, writtenMS: 1_500, text: "你问我爱你有多深"),
          LyricLine(lineNumber: 2, timeMS: 5_000, writtenMS: 5_500, text: "我爱你有几分"),
          LyricLine(lineNumber: 3, timeMS: 5_000, writtenMS: 5_500, text: "How deep is my love"),
          LyricLine(
            lineNumber: 4, timeMS: 100_000, writtenMS: 100_500, text: "Hello world",
            words: [
              WordTiming(timeMS: 100_000, text: "Hello "),
              WordTiming(timeMS: 100_400, text: "world"),
            ]),
        ])
      return track.id
    }
    return (catalog, id)
  }

  @Test func linesRoundTrip() throws {
    let (catalog, id) = try catalogWithLyrics()
    let lines = try catalog.read { try $0.lyrics.lines(of: id) }
    #expect(lines.map(\.text) == ["你问我爱你有多深", "我爱你有几分", "How deep is my love", "Hello world"])
    #expect(
      lines[3].words == [
        WordTiming(timeMS: 100_000, text: "Hello "), WordTiming(timeMS: 100_400, text: "world"),
      ])
    #expect(lines[0].writtenMS == 1_500)
  }

  @Test func theLinesSungAtATime() throws {
    let (catalog, id) = try catalogWithLyrics()
    func texts(at time: Int) throws -> [String] {
      try catalog.read { try $0.lyrics.lines(at: time, of: id) }.map(\.text)
    }
    #expect(try texts(at: 999) == [])
    #expect(try texts(at: 1_000) == ["你问我爱你有多深"])
    #expect(try texts(at: 4_999) == ["你问我爱你有多深"])
    #expect(try texts(at: 5_000) == ["我爱你有几分", "How deep is my love"])
    #expect(try texts(at: 99_999) == ["我爱你有几分", "How deep is my love"])
    #expect(try texts(at: 100_000) == ["Hello world"])
    #expect(try texts(at: Int.max) == ["Hello world"])
  }

  @Test func replacingLinesReplacesThemInTheSearchIndexToo() throws {
    let (catalog, id) = try catalogWithLyrics()
    try catalog.write { session in
      try session.lyrics.replaceLines(
        of: id, with: [LyricLine(lineNumber: 1, timeMS: nil, writtenMS: nil, text: "unsynced")])
    }
    #expect(try catalog.read { try $0.lyrics.lines(of: id) }.map(\.text) == ["unsynced"])
    #expect(try catalog.read { try $0.lyrics.lines(at: 10_000, of: id) } == [])
  }
}

extension LyricRepositoryTests {
  @Test func wordTimingsAreStoredAsJSONThatReadsBack() throws {
    let timings = [
      WordTiming(timeMS: 5, text: "a \"quoted\"\\ word\n\u{1}"), WordTiming(timeMS: 10, text: "月"),
    ]
    // The texts one after another, as a parse leaves them.
    var texts: [UInt8] = []
    var ranges: [Range<Int>] = []
    for timing in timings {
      let start = texts.count
      texts += timing.text.utf8
      ranges.append(start..<texts.count)
    }
    var bytes: [UInt8] = []
    texts.withUnsafeBufferPointer { texts in
      WordTiming.appendJSON(count: timings.count, to: &bytes) {
        (timings[$0].timeMS, UnsafeBufferPointer(rebasing: texts[ranges[$0]]))
      }
    }
    let json = String(decoding: bytes, as: UTF8.self)
    #expect(
      json == #"[{"text":"a \"quoted\"\\ word\n\u0001","time_ms":5},{"text":"月","time_ms":10}]"#)
    #expect(try StoredJSON.words(json, of: 1, line: 1) == timings)
  }

  /// Stored tags or word timing of another shape than musicat writes (an edit by hand) are
  /// reported as invalid lyrics, never read as something else.
  @Test func storedJSONOfAnotherShapeIsReported() throws {
    #expect(
      try StoredJSON.tags(#"[{"key":"ti","value":"月"}]"#, of: 7) == [LRCTag(key: "ti", value: "月")])
    let cases: [(json: String, reason: String)] = [
      (
        "",
        "track 7: the stored tags are not JSON (line 1, column 1: expected a value, found the end of the text)"
      ),
      (#"{"key":"ti"}"#, "track 7: the stored tags are not a JSON array"),
      (
        #"[{"key":"ti","value":"a"},{"key":"ar"}]"#,
        "track 7: item 2 of the stored tags is not as musicat writes it"
      ),
      (
        #"[{"key":1,"value":"a"}]"#,
        "track 7: item 1 of the stored tags is not as musicat writes it"
      ),
    ]
    for (json, reason) in cases {
      #expect(throws: CatalogError.invalidLyrics(reason)) { _ = try StoredJSON.tags(json, of: 7) }
    }
    for json in [
      #"[{"text":"a","time_ms":1.5}]"#, #"[{"text":"a"}]"#, #"[{"text":"a","time_ms":1e30}]"#,
    ] {
      #expect(
        throws: CatalogError.invalidLyrics(
          "track 7, line 3: item 1 of the stored word timing is not as musicat writes it")
      ) { _ = try StoredJSON.words(json, of: 7, line: 3) }
    }
  }
}
