import LRC

@testable import Catalog

extension LyricRepository {
  /// Replaces the lines of track `trackID` with `lines` (numbered 1...n in playback order)
  /// through the repository's one writer, as an import of a file of these lines would.
  func replaceLines(of trackID: Int64, with lines: [LyricLine]) throws {
    let parsed = lines.map { line in
      LRCLine(
        timeMS: line.timeMS, writtenMS: line.writtenMS, text: line.text,
        words: line.words.map { LRCWord(timeMS: $0.timeMS, writtenMS: $0.timeMS, text: $0.text) })
    }
    _ = try replaceLines(
      [
        LyricsToStore(
          trackID: trackID, isNew: false,
          files: [(0, LyricRows(ParsedLyrics(LRCDocument(lines: parsed))))])
      ])
  }
}
