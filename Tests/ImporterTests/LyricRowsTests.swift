import LRC
import Testing

@testable import Catalog
@testable import Importer

@Suite struct LyricRowsTests {
  private func strings(_ rows: LyricRows) -> [(text: String, words: String?, terms: String)] {
    rows.withUTF8 { utf8 in
      rows.lines.map { line in
        (
          String(decoding: UnsafeBufferPointer(rebasing: utf8[line.text]), as: UTF8.self),
          line.wordsJSON.map {
            String(decoding: UnsafeBufferPointer(rebasing: utf8[$0]), as: UTF8.self)
          },
          String(decoding: UnsafeBufferPointer(rebasing: utf8[line.searchTerms]), as: UTF8.self)
        )
      }
    }
  }

  @Test func eachLineKeepsItsTimesTextWordTimingsAndSearchTerms() {
    let lines = [
      LRCLine(timeMS: 1000, writtenMS: 1500, text: "I love you"),
      LRCLine(
        timeMS: 2000, writtenMS: 2000, text: "月亮 moon",
        words: [
          LRCWord(timeMS: 2000, writtenMS: 2000, text: "月亮 "),
          LRCWord(timeMS: 2600, writtenMS: 2600, text: "moon"),
        ]),
      LRCLine(timeMS: nil, writtenMS: nil, text: ""),
      LRCLine(timeMS: 0, writtenMS: 0, text: "ありがとう \"quoted\""),
    ]
    let rows = LyricRows(ParsedLyrics(LRCDocument(lines: lines)))
    #expect(rows.count == 4)
    #expect(rows.lines.map(\.timeMS) == [1000, 2000, nil, 0])
    #expect(rows.lines.map(\.writtenMS) == [1500, 2000, nil, 0])
    let texts = strings(rows)
    #expect(texts.map(\.text) == lines.map(\.text))
    #expect(
      texts.map(\.words) == [
        nil,
        #"[{"text":"月亮 ","time_ms":2000},{"text":"moon","time_ms":2600}]"#,
        nil, nil,
      ])
    #expect(texts.map(\.terms) == lines.map { LyricSearchTerms.terms(of: $0.text) })
    // A line without Han, kana or Hangul is its own terms, stored once.
    #expect(rows.lines[0].searchTerms == rows.lines[0].text)
    #expect(rows.memoryEstimate >= lines.reduce(0) { $0 + $1.text.utf8.count })
  }

  @Test func noLinesAreEmpty() {
    #expect(LyricRows().count == 0)
    #expect(LyricRows(ParsedLyrics()).lines.isEmpty)
  }
}
