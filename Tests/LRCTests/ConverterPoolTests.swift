import Foundation
import TestSupport
import Testing

@testable import LRC

@Suite struct ConverterPoolTests {
  /// Legacy files decoded on four threads at once, with undecodable bytes among them, each
  /// read as it is alone: a converter is never shared, and one that failed mid-sequence is
  /// reset before its next file.
  @Test func legacyFilesDecodeAlikeOnManyThreadsAtOnce() throws {
    let files = [
      ("zh-hans.gbk.lrc", TextEncoding.gb18030), ("zh-hant.big5.lrc", .big5),
      ("ja.shift_jis.lrc", .shiftJIS),
    ]
    let inputs = try files.map { (try Fixture.bytes($0.0), $0.1) }
    let expected = try inputs.map { try LyricsDecoder.decode($0.0) }
    // A GB18030 lead byte with no second byte: every candidate fails on it.
    let truncated: [UInt8] = Array("[00:01.00]".utf8) + [0xB0, 0xAE, 0xC4]
    let mismatches = Count()
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for round in 0..<60 {
        let index = (thread + round) % inputs.count
        if round % 5 == 0 { _ = try? LyricsDecoder.decode(truncated) }
        let decoded = try? LyricsDecoder.decode(inputs[index].0)
        if decoded != expected[index] || decoded?.encoding != inputs[index].1 {
          mismatches.add()
        }
      }
    }
    #expect(mismatches.value == 0)
  }

  @Test func aConverterWithNoSuchConversionIsNil() {
    #expect(ConverterPool.shared.withConverter(from: "NO-SUCH-ENCODING") { _ in 1 } == nil)
  }

  /// The bitmap says yes for exactly the listed characters, across and around its range.
  @Test func commonHanBitmapHoldsExactlyTheListedCharacters() {
    let listed = Set(CommonHanCharacters.characters.unicodeScalars.map(\.value))
    let wrong = (0x3000..<0xA100).filter {
      CommonHanCharacters.set.contains($0) != listed.contains($0)
    }
    #expect(wrong.isEmpty)
    #expect(CommonHanCharacters.set.contains(0x7231))  // 爱
    #expect(!CommonHanCharacters.set.contains(0x1_F600))
  }

  @Test func commonHangulBitmapHoldsExactlyTheListedSyllables() {
    let listed = Set(CommonHangulSyllables.syllables.unicodeScalars.map(\.value))
    #expect(listed.count == 600)
    let wrong = (0xAB00..<0xD800).filter {
      CommonHangulSyllables.contains($0) != listed.contains($0)
    }
    #expect(wrong.isEmpty)
    #expect(CommonHangulSyllables.contains(0xC0AC))  // 사
  }

  /// A control character or DEL rules a reading out (tab and line ends do not), wherever it
  /// falls among the scalar values of a chunk.
  @Test func aControlCharacterRulesAReadingOut() {
    for value in UInt32(0)..<0x80 {
      let allowed =
        value >= 0x20 && value != 0x7F || value == 0x09 || value == 0x0A || value == 0x0D
      for position in 0..<24 {
        var run = "[00:12.34]plain words, ok".unicodeScalars.map(\.value)
        run[position] = value
        var scorer = DecodingScore.Scorer(for: .gb18030)
        #expect(score(run, &scorer) == allowed, "\(value) at \(position)")
        if allowed { #expect(scorer.reading.ascii == run.count) }
      }
    }
  }

  /// U+FFFD, what a decoder makes of what it cannot read, rules a reading out.
  @Test func aReplacementCharacterRulesAReadingOut() {
    var broken = DecodingScore.Scorer(for: .gb18030)
    #expect(!score([0x41, 0xFFFD], &broken))
    // Two common Han, 3 each.
    var scorer = DecodingScore.Scorer(for: .gb18030)
    #expect(score("爱你 ok".unicodeScalars.map(\.value), &scorer))
    #expect(scorer.reading == DecodingScore.Reading(score: 6, ascii: 3, beyondASCII: 2, likely: 2))
  }

  /// Scalar values are written as UTF-8 exactly as the standard library encodes them as they
  /// are scored, and a surrogate or a value past U+10FFFF writes nothing.
  @Test func scalarValuesAreWrittenAsUTF8() {
    let text = "a\u{A0}é\u{7FF}\u{800}爱\u{FFFF}\u{10000}😀\u{10FFFF}"
    let scalars = text.unicodeScalars.map(\.value)
    var output = [UInt8](repeating: 0, count: scalars.count * 4)
    var scorer = DecodingScore.Scorer(for: .gb18030)
    let count = scalars.withUnsafeBufferPointer { scorer.add($0, writingTo: &output) }
    #expect(count.map { Array(output.prefix($0)) } == Array(text.utf8))
    for wrong: UInt32 in [0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0x11_0000, 0xFFFF_FFFF] {
      var scorer = DecodingScore.Scorer(for: .gb18030)
      #expect(
        [0x41, wrong].withUnsafeBufferPointer { scorer.add($0, writingTo: &output) } == nil)
    }
  }

  /// Scores `scalars` (writing them into scratch space); false when they rule it out.
  private func score(_ scalars: [UInt32], _ scorer: inout DecodingScore.Scorer) -> Bool {
    var output = [UInt8](repeating: 0, count: scalars.count * 4)
    return scalars.withUnsafeBufferPointer { scorer.add($0, writingTo: &output) } != nil
  }
}

/// A number the test's threads add to, under a lock.
private final class Count: @unchecked Sendable {
  private let lock = NSLock()
  private var added = 0

  func add() { lock.withLock { added += 1 } }
  var value: Int { lock.withLock { added } }
}
