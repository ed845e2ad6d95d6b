import TestSupport
import Testing

@testable import LRC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct LyricsDecoderTests {
  @Test(arguments: [
    ("zh-hans.gbk.lrc", "zh-hans.txt", TextEncoding.gb18030),
    ("zh-hans.gb18030.lrc", "zh-hans.txt", .gb18030),
    ("zh-hant.big5.lrc", "zh-hant.txt", .big5),
    ("ja.shift_jis.lrc", "ja.txt", .shiftJIS),
    ("ja.cp932.lrc", "ja.txt", .shiftJIS),
    ("ko.euc-kr.lrc", "ko.txt", .eucKR),
    ("zh-hans.utf-8-bom.lrc", "zh-hans.txt", .utf8BOM),
    ("ja.utf-16le-bom.lrc", "ja.txt", .utf16LittleEndian),
    ("zh-hans.utf-16be-bom.lrc", "zh-hans.txt", .utf16BigEndian),
    ("zh-hant.utf-32le-bom.lrc", "zh-hant.txt", .utf32LittleEndian),
    ("ja.utf-32be-bom.lrc", "ja.txt", .utf32BigEndian),
    ("zh-hans.txt", "zh-hans.txt", .utf8),
  ])
  func decodesRealBytesOfEachEncoding(file: String, source: String, encoding: TextEncoding) throws {
    let decoded = try LyricsDecoder.decode(try Fixture.bytes(file))
    #expect(decoded.encoding == encoding)
    #expect(decoded.string == (try Fixture.text(source)))
  }

  /// Decomposed text (as a Mac writes it) comes out composed in every encoding that can hold
  /// it: `ガラス` with its voicing mark apart, `사랑` as jamo, `é` as `e` and an accent.
  @Test(arguments: [TextEncoding.utf8, .utf8BOM, .utf16LittleEndian, .utf16BigEndian])
  func decomposedTextIsComposed(encoding: TextEncoding) throws {
    let decomposed =
      "[00:01.00]\u{30AB}\u{3099}\u{30E9}\u{30B9} \u{1109}\u{1161}\u{1105}\u{1161}\u{11BC} e\u{301}\n"
    let composed = Array("[00:01.00]ガラス 사랑 \u{E9}\n".utf8)
    let units = Array(decomposed.utf16)
    let bytes: [UInt8] =
      switch encoding {
      case .utf8: Array(decomposed.utf8)
      case .utf8BOM: [0xEF, 0xBB, 0xBF] + Array(decomposed.utf8)
      case .utf16LittleEndian: [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
      default: [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      }
    let decoded = try LyricsDecoder.decode(bytes)
    #expect(decoded.encoding == encoding)
    #expect(decoded.utf8 == composed)
  }

  @Test(arguments: [
    ("latin.utf-16le.lrc", TextEncoding.utf16LittleEndian), ("latin.utf-16be.lrc", .utf16BigEndian),
  ])
  func recognizesUTF16WithoutAByteOrderMark(file: String, encoding: TextEncoding) throws {
    let decoded = try LyricsDecoder.decode(try Fixture.bytes(file))
    #expect(decoded.encoding == encoding)
    #expect(decoded.string == "[ti:Plain]\n[00:01.00]Hello world\n[00:02.00]Second line\n")
  }

  @Test(arguments: [
    ([0xB0, 0xAE, 0xC4, 0xE3] as [UInt8], "爱你", TextEncoding.gb18030),
    ([0xD4, 0xC2, 0xC1, 0xC1], "月亮", .gb18030),
    ([0xB7, 0x52, 0xA7, 0x41], "愛你", .big5),
    ([0x82, 0xA0, 0x82, 0xE8, 0x82, 0xAA, 0x82, 0xC6, 0x82, 0xA4], "ありがとう", .shiftJIS),
    (
      [
        0x5B, 0x30, 0x30, 0x3A, 0x30, 0x31, 0x2E, 0x30, 0x30, 0x5D, 0x82, 0xB1, 0x82, 0xF1, 0x82,
        0xC9, 0x82, 0xBF, 0x82, 0xCD,
      ],
      "[00:01.00]こんにちは", .shiftJIS
    ),
    (
      [0x5B, 0x30, 0x30, 0x3A, 0x30, 0x31, 0x2E, 0x30, 0x30, 0x5D, 0xA7, 0x41, 0xA6, 0x6E],
      "[00:01.00]你好", .big5
    ),
  ])
  func decodesShortLegacyText(bytes: [UInt8], text: String, encoding: TextEncoding) throws {
    let decoded = try LyricsDecoder.decode(bytes)
    #expect(decoded.encoding == encoding)
    #expect(decoded.string == text)
  }

  /// A GB18030 reading that ``DecodingScore/isUnbeatable(_:of:)`` calls unbeatable
  /// ends the search: no other candidate's reading of the same bytes may score higher. Checked
  /// on lyrics of common Han, kana and ASCII (which it calls unbeatable), and on byte strings
  /// made to split into pairs differently in each encoding (lead bytes before ASCII, half-width
  /// katakana bytes, EUC-JP's three-byte lead), whichever it calls unbeatable.
  @Test func anUnbeatableReadingIsNeverBeaten() throws {
    var random = SplitMix64(seed: 20_261_206)
    let han = Array(CommonHanCharacters.characters.unicodeScalars)
    let kana = (0x3041...0x3093).compactMap(Unicode.Scalar.init)
    let ascii = Array("[]:. 0123456789abcxyz\n".unicodeScalars)
    var unbeatable = 0
    for round in 0..<3_000 {
      var bytes: [UInt8]
      if round % 2 == 0 {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 1...12, using: &random) {
          let pool = [han, kana, ascii].randomElement(using: &random)!
          text.append(pool.randomElement(using: &random)!)
        }
        bytes = try #require(Self.encoded(String(text), as: "GB18030"))
      } else {
        let pieces: [[UInt8]] = [
          [0x81], [0x8F], [0xA4], [0xB0], [0xC1], [0xE0], [0x40], [0x41], [0x30], [0x39],
        ]
        bytes = (0..<Int.random(in: 2...10, using: &random)).flatMap { _ in
          Bool.random(using: &random)
            ? pieces.randomElement(using: &random)!
            : [UInt8.random(in: 0x81...0xFE, using: &random)]
        }
      }
      guard let (_, scored) = LegacyDecoder.read(bytes, from: .gb18030),
        DecodingScore.isUnbeatable(scored, of: bytes.count)
      else { continue }
      unbeatable += 1
      for encoding in LyricsDecoder.legacyCandidates.dropFirst() {
        guard let otherScore = LegacyDecoder.read(bytes, from: encoding)?.reading.score
        else { continue }
        #expect(
          otherScore <= scored.score, "\(bytes) as \(encoding): \(otherScore) > \(scored.score)")
      }
    }
    #expect(unbeatable > 1_000)
  }

  /// A reading raced against a rival is dropped exactly when its whole score would not beat
  /// the rival's: the early stop (the score so far plus the most the bytes left can add)
  /// never drops a winner. Checked on random bytes, and on lyrics long enough to be decoded
  /// in several chunks.
  @Test func aReadingStopsEarlyOnlyWhenItCannotWin() throws {
    var random = SplitMix64(seed: 20_261_207)
    // The common Han characters each candidate can say (common Hangul for EUC-KR), with kana,
    // punctuation and ASCII.
    let characters = LyricsDecoder.legacyCandidates.map { encoding in
      let common =
        encoding == .eucKR
        ? CommonHangulSyllables.syllables.unicodeScalars
        : CommonHanCharacters.characters.unicodeScalars
      return (common + ["，", "あ", "a", " "]).filter {
        Self.encoded(String($0), as: LegacyDecoder.iconvName(of: encoding)!) != nil
      }
    }
    var stopped = 0
    var kept = 0
    var longWins = LyricsDecoder.legacyCandidates.map { _ in 0 }
    for round in 0..<1_000 {
      var bytes: [UInt8]
      if round % 4 == 0 {
        // Long enough for several chunks, in each candidate in turn: characters cut at a
        // chunk's end must be read whole from the next.
        let candidate = round / 4 % 5
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 300...1_500, using: &random) {
          text.append(characters[candidate].randomElement(using: &random)!)
        }
        bytes = try #require(
          Self.encoded(
            String(text),
            as: LegacyDecoder.iconvName(of: LyricsDecoder.legacyCandidates[candidate])!))
        let raced = LegacyDecoder.read(
          bytes, from: LyricsDecoder.legacyCandidates[candidate], toBeat: 0)
        if raced?.utf8 == Array(String(text).utf8) { longWins[candidate] += 1 }
      } else {
        bytes = (0..<Int.random(in: 1...40, using: &random)).map { _ in
          Bool.random(using: &random)
            ? UInt8.random(in: 0x81...0xFE, using: &random)
            : UInt8.random(in: 0x20...0x7E, using: &random)
        }
      }
      for encoding in LyricsDecoder.legacyCandidates {
        guard let whole = LegacyDecoder.read(bytes, from: encoding) else { continue }
        let rival = whole.reading.score + Int.random(in: -6...6, using: &random)
        let raced = LegacyDecoder.read(bytes, from: encoding, toBeat: rival)
        let expected = whole.reading.score > rival ? whole : nil
        #expect(raced?.utf8 == expected?.utf8, "\(bytes) as \(encoding)")
        #expect(raced?.reading == expected?.reading, "\(bytes) as \(encoding)")
        if raced == nil { stopped += 1 } else { kept += 1 }
      }
    }
    #expect(stopped > 100 && kept > 100)
    #expect(longWins == [50, 50, 50, 50, 50])
  }

  /// The census of bytes past ASCII that bounds a race: counted eight bytes at a time, in
  /// stretches that add up to their whole, and what is left past a point, against a count
  /// byte by byte of random bytes (ASCII and not, in runs of any length).
  @Test func bytesPastASCIIAreCountedWithTheirRuns() {
    func naive(_ bytes: ArraySlice<UInt8>) -> (bytes: Int, runs: Int) {
      var previous: UInt8 = 0
      var counted = (bytes: 0, runs: 0)
      for byte in bytes {
        if byte >= 0x80 {
          counted.bytes += 1
          if previous < 0x80 { counted.runs += 1 }
        }
        previous = byte
      }
      return counted
    }
    var random = SplitMix64(seed: 20_261_208)
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0...70, using: &random)).map { _ in
        UInt8.random(in: 0...0xFF, using: &random) & (Bool.random(using: &random) ? 0xFF : 0x7F)
      }
      bytes.withUnsafeBufferPointer { buffer in
        let whole = PastASCIIRuns(of: buffer, in: 0..<bytes.count)
        let expected = naive(bytes[...])
        #expect(whole.bytes == expected.bytes && whole.runs == expected.runs, "\(bytes)")
        // Read in stretches, then what is left, at every point.
        var read = PastASCIIRuns()
        var position = 0
        while position <= bytes.count {
          let left = whole.left(after: read, at: position, in: buffer)
          let expectedLeft = naive(bytes[position...])
          #expect(
            left.bytes == expectedLeft.bytes && left.runs == expectedLeft.runs,
            "\(bytes) at \(position)")
          let next = min(bytes.count, position + Int.random(in: 1...11, using: &random))
          if next == position { break }
          read.add(PastASCIIRuns(of: buffer, in: position..<next))
          position = next
        }
      }
    }
  }

  /// What ``DecodingScore/mostAttainable(_:from:read:of:left:)`` rests on: no single
  /// byte decodes, in any candidate encoding, to a character that scores more than nothing.
  @Test func noSingleByteScoresAboveNothing() {
    for encoding in LyricsDecoder.legacyCandidates {
      for byte in UInt8(0)...UInt8(0xFF) {
        guard let reading = LegacyDecoder.read([byte], from: encoding)?.reading else { continue }
        #expect(reading.score <= 0, "\(byte) as \(encoding)")
      }
    }
  }

  /// What the bound for EUC-JP and EUC-KR also rests on: no character that scores more than
  /// nothing there holds a byte of ASCII. A byte past ASCII with an ASCII byte after it (and
  /// EUC-JP's three-byte lead 8F with one) never decodes to one.
  @Test func noCharacterWithAnASCIIByteScoresInEUC() {
    for encoding in [TextEncoding.eucJP, .eucKR] {
      for lead in UInt8(0x80)...UInt8(0xFF) {
        for ascii in UInt8(0)..<UInt8(0x80) {
          var sequences = [[lead, ascii]]
          if encoding == .eucJP { sequences += [[0x8F, lead, ascii], [0x8F, ascii, lead]] }
          for bytes in sequences {
            guard let reading = LegacyDecoder.read(bytes, from: encoding)?.reading else {
              continue
            }
            #expect(reading.score <= 0, "\(bytes) as \(encoding)")
          }
        }
      }
    }
  }

  /// A reading's text is what iconv makes of its bytes as UTF-8 (the reader asks iconv for
  /// scalar values and writes the UTF-8 itself), and bytes iconv refuses make no reading:
  /// in every candidate, every two bytes with a lead past ASCII, random bytes, and random
  /// text of each one's characters up to 8 KB long (cut into chunks inside characters).
  @Test func aReadingIsWhatIconvMakesOfTheBytesAsUTF8() throws {
    var random = SplitMix64(seed: 20_261_206)
    let pool: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0xA1...0xFF, 0x3000...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9F,
    ]
    var compared = 0
    for encoding in LyricsDecoder.legacyCandidates {
      let name = try #require(LegacyDecoder.iconvName(of: encoding))
      var inputs: [[UInt8]] = []
      for lead in UInt8(0x80)...UInt8(0xFF) {
        for trail in UInt8(0)...UInt8(0xFF) { inputs.append([lead, trail]) }
      }
      for _ in 0..<300 {
        inputs.append(
          (0..<Int.random(in: 1...300, using: &random)).map { _ in
            UInt8.random(in: 0...0xFF, using: &random)
          })
      }
      // Characters the encoding can say, drawn from the pool once.
      let sayable = (0..<2_000).compactMap { _ -> Unicode.Scalar? in
        let range = pool.randomElement(using: &random)!
        guard let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)),
          Self.encoded(String(scalar), as: name) != nil
        else { return nil }
        return scalar
      }
      for _ in 0..<20 {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 10...4_000, using: &random) {
          text.append(sayable.randomElement(using: &random)!)
        }
        inputs.append(try #require(Self.encoded(String(text), as: name)))
      }
      #expect(inputs.contains { $0.count > LegacyDecoder.wholeChunk })
      for bytes in inputs {
        let expected = Self.converted(bytes, from: name, to: "UTF-8")
        let reading = LegacyDecoder.read(bytes, from: encoding)
        if expected == nil { #expect(reading == nil, "\(bytes) as \(encoding)") }
        // Only a character that no text holds rules a reading out.
        let rulesOut = expected.map { utf8 in
          String(decoding: utf8, as: UTF8.self).unicodeScalars.contains {
            $0.value < 0x20 && !["\t", "\n", "\r"].contains($0)
              || (0x7F..<0xA0).contains($0.value) || $0 == "\u{FFFD}"
          }
        }
        if rulesOut == false { #expect(reading != nil, "\(bytes) as \(encoding)") }
        guard let reading else { continue }
        #expect(reading.utf8 == expected, "\(bytes) as \(encoding)")
        compared += 1
      }
    }
    #expect(compared > 50_000)
  }

  /// `text` in the encoding iconv calls `encoding`, by the C library's iconv (in the
  /// process: a test encodes thousands); nil when the encoding cannot say it all.
  static func encoded(_ text: String, as encoding: String) -> [UInt8]? {
    converted(Array(text.utf8), from: "UTF-8", to: encoding)
  }

  /// `bytes` converted by iconv from the encoding it calls `source` to `target`, in one call;
  /// nil when iconv refuses them (an invalid or unfinished sequence, a character `target`
  /// cannot say).
  static func converted(_ bytes: [UInt8], from source: String, to target: String) -> [UInt8]? {
    let converter = iconv_open(target, source)
    guard converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var input = bytes.map { CChar(bitPattern: $0) }
    var output = [CChar](repeating: 0, count: input.count * 4 + 8)
    let written: Int? = input.withUnsafeMutableBufferPointer { inputBuffer in
      output.withUnsafeMutableBufferPointer { outputBuffer in
        var inPointer = inputBuffer.baseAddress
        var outPointer = outputBuffer.baseAddress
        var inLeft = inputBuffer.count
        var outLeft = outputBuffer.count
        guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 else {
          return nil
        }
        return outputBuffer.count - outLeft
      }
    }
    return written.map { output[..<$0].map { UInt8(bitPattern: $0) } }
  }

  /// UTF-16 of every length of UTF-8 (ASCII, Latin, Han, an emoji's surrogate pair) in both
  /// byte orders reads as that text; a lone or reversed surrogate, or an odd byte, is an error.
  @Test func utf16IsReadUnitByUnit() throws {
    let text = "[00:01.00]A é 爱 🎵 end\n"
    let units = Array(text.utf16)
    for bigEndian in [false, true] {
      let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
      func bytes(_ units: [UInt16]) -> [UInt8] {
        mark
          + units.flatMap {
            bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
          }
      }
      let decoded = try LyricsDecoder.decode(bytes(units))
      #expect(decoded.string == text)
      #expect(decoded.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
      let broken: [[UInt8]] = [
        bytes([0x41, 0xD83C]), bytes([0x41, 0xDFB5, 0xD83C]), bytes([0xD83C, 0x41]),
        bytes([0x41]) + [0x42],
      ]
      for input in broken {
        #expect(throws: LyricsDecodingError.self) { _ = try LyricsDecoder.decode(input) }
      }
      // An emoji whose second half is missing ends the file: cut short.
      let encoding: TextEncoding = bigEndian ? .utf16BigEndian : .utf16LittleEndian
      #expect(throws: LyricsDecodingError.cutShort(encoding)) {
        _ = try LyricsDecoder.decode(bytes([0x41, 0xD83C]))
      }
    }
  }

  /// Random UTF-16 behind a byte order mark, in both byte orders: runs of ASCII (read four
  /// units at a time), other characters, surrogate pairs and lone halves, decode exactly when
  /// the standard library takes the units as they are, to the text it reads.
  @Test func utf16AgreesWithTheStandardLibrary() {
    var random = SplitMix64(seed: 2_026_120_701)
    let pool: [UInt16] = [0x41, 0x5B, 0x30, 0x7F, 0x80, 0xE9, 0x7231, 0xFF, 0x100, 0xD83C, 0xDFB5]
    var valid = 0
    for _ in 0..<3_000 {
      var units: [UInt16] = []
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        if Bool.random(using: &random) {
          units += (0..<Int.random(in: 1...9, using: &random)).map { _ in
            UInt16.random(in: 0x20...0x7E, using: &random)
          }
        } else {
          units.append(pool.randomElement(using: &random)!)
        }
      }
      let text = String(decoding: units, as: UTF16.self)
      let isValid = Array(text.utf16) == units
      if isValid { valid += 1 }
      for bigEndian in [false, true] {
        let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        let bytes =
          mark
          + units.flatMap {
            bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
          }
        let decoded = try? LyricsDecoder.decode(bytes)
        #expect(decoded?.string == (isValid ? text : nil), "\(units) \(bigEndian)")
      }
    }
    #expect(valid > 300)
  }

  @Test func plainASCIIIsUTF8() throws {
    #expect(try LyricsDecoder.decode(Array("[00:01.00]hi".utf8)).encoding == .utf8)
    #expect(try LyricsDecoder.decode([]).encoding == .utf8)
  }

  @Test func binaryDataIsAnErrorNotGarbage() {
    #expect(throws: LyricsDecodingError.binaryData) {
      try LyricsDecoder.decode([0x00, 0x01, 0x02, 0xFF, 0x00, 0x10, 0x00])
    }
    var generator = SplitMix64(seed: 3)
    let garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    #expect(throws: LyricsDecodingError.self) { try LyricsDecoder.decode(garbage) }
  }

  @Test func bytesThatNoLegacyEncodingTakesAreAnError() {
    // 0x80 and 0xFF are lead bytes in none of GB18030, Big5 and Shift-JIS.
    #expect(throws: LyricsDecodingError.unknownEncoding) {
      try LyricsDecoder.decode([0x41, 0xFF, 0xFF, 0x80, 0x41])
    }
  }

  @Test func aByteOrderMarkThatLiesIsAnError() {
    #expect(throws: LyricsDecodingError.invalidAfterByteOrderMark(.utf8BOM)) {
      try LyricsDecoder.decode([0xEF, 0xBB, 0xBF, 0xC3, 0x28])
    }
    #expect(throws: LyricsDecodingError.invalidAfterByteOrderMark(.utf16LittleEndian)) {
      try LyricsDecoder.decode([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00])
    }
    #expect(throws: LyricsDecodingError.invalidAfterByteOrderMark(.utf16BigEndian)) {
      try LyricsDecoder.decode([0xFE, 0xFF, 0xDC, 0x00, 0x00, 0x41])
    }
    #expect(throws: LyricsDecodingError.invalidAfterByteOrderMark(.utf32LittleEndian)) {
      try LyricsDecoder.decode([0xFF, 0xFE, 0x00, 0x00, 0x00, 0x00, 0x11, 0x00])
    }
  }

  /// Text in an encoding musicat does not read decodes in one it does, to rare characters:
  /// refused with a reason, never read as gibberish.
  @Test(arguments: [
    ("[00:01.00]Группа крови на рукаве\n[00:02.00]Мой порядковый номер\n", "KOI8-R"),
    ("[00:01.00]Группа крови на рукаве\n[00:02.00]Мой порядковый номер\n", "CP1251"),
  ])
  func textInAnEncodingNotReadIsRefused(text: String, encoding: String) throws {
    let bytes = try #require(Self.encoded(text, as: encoding))
    #expect(throws: LyricsDecodingError.unknownEncoding) { _ = try LyricsDecoder.decode(bytes) }
  }

  /// Korean in EUC-KR, or in Windows code page 949 (which adds the 8,822 syllables EUC-KR
  /// lacks, such as 똠), is read, however short.
  @Test(arguments: [
    ("[00:01.00]사랑해요 당신을\n", "EUC-KR"), ("[00:01.00]그리워요\n", "EUC-KR"),
    ("[00:01.00]청춘은 짧아\n", "EUC-KR"), ("[00:01.00]시간이 멈춘 것 같아\n", "EUC-KR"),
    ("[ti:노래]\n[00:01.00]배고픈 밤엔 똠얌꿍\n[00:02.00]너를 사랑해\n", "CP949"),
  ])
  func koreanIsRead(text: String, encoding: String) throws {
    let decoded = try LyricsDecoder.decode(try #require(Self.encoded(text, as: encoding)))
    #expect(decoded.encoding == .eucKR)
    #expect(decoded.string == text)
  }

  /// An EUC-KR reading counts only Hangul as likely, and only when 60% of it is: its Han
  /// and kana come from Chinese or Japanese bytes read wrong, and half-common syllables from
  /// chance.
  @Test func aKoreanReadingMustBeMostlyCommonHangul() throws {
    var scorer = DecodingScore.Scorer(for: .eucKR)
    var output = [UInt8](repeating: 0, count: 16)
    #expect(
      "愛あ사랑".unicodeScalars.map(\.value).withUnsafeBufferPointer {
        scorer.add($0, writingTo: &output)
      } == 12)
    #expect(scorer.reading == DecodingScore.Reading(score: 4, ascii: 0, beyondASCII: 4, likely: 2))
    // 랑갇랑갇: two common syllables and two rare ones, which no other candidate reads.
    let halfCommon: [UInt8] = [0xB6, 0xFB, 0xB0, 0xA4, 0xB6, 0xFB, 0xB0, 0xA4, 0x0A]
    #expect(throws: LyricsDecodingError.unknownEncoding) {
      try LyricsDecoder.decode(Array("[00:01.00]".utf8) + halfCommon)
    }
  }

  /// A file that stops inside its last character, in any encoding, is refused as cut short
  /// (not as an encoding musicat does not read); in the multibyte encodings, a byte that no
  /// character starts with, in the middle, is not taken for a cut.
  @Test(arguments: [
    ("UTF-8", [UInt8](), TextEncoding.utf8), ("UTF-8", [0xEF, 0xBB, 0xBF], .utf8BOM),
    ("GBK", [], .gb18030), ("BIG5", [], .big5), ("SHIFT_JIS", [], .shiftJIS),
    ("EUC-JP", [], .eucJP), ("EUC-KR", [], .eucKR), ("UTF-16LE", [0xFF, 0xFE], .utf16LittleEndian),
    ("UTF-16BE", [0xFE, 0xFF], .utf16BigEndian),
    ("UTF-32LE", [0xFF, 0xFE, 0, 0], .utf32LittleEndian),
  ])
  func aFileCutInsideACharacterIsCutShort(
    encoding: String, mark: [UInt8], expected: TextEncoding
  ) throws {
    let text =
      switch expected {
      case .shiftJIS, .eucJP: "[00:01.00]ありがとう 東京の夜\n[00:02.00]私は歌う"
      case .eucKR: "[00:01.00]사랑해요 당신을\n[00:02.00]보고 싶어요"
      case .big5: "[00:01.00]我們的故事\n[00:02.00]愛你"
      default: "[00:01.00]我们的故事还没有结束\n[00:02.00]爱你"
      }
    let whole = mark + (try #require(Self.encoded(text, as: encoding)))
    #expect(try LyricsDecoder.decode(whole).encoding == expected)
    #expect(throws: LyricsDecodingError.cutShort(expected)) {
      _ = try LyricsDecoder.decode(Array(whole.dropLast()))
    }
    guard mark.count < 2 else { return }
    var broken = Array(whole.dropLast())
    broken.insert(0xFF, at: mark.count + 12)
    #expect(throws: LyricsDecodingError.unknownEncoding) { _ = try LyricsDecoder.decode(broken) }
  }

  @Test func eucJPIsRead() throws {
    let text = "[00:01.00]ありがとう 東京の夜\n[00:02.00]私は歌う\n"
    let decoded = try LyricsDecoder.decode(try #require(Self.encoded(text, as: "EUC-JP")))
    #expect(decoded.encoding == .eucJP)
    #expect(decoded.string == text)
  }

  /// A title and 12 lines of plain ASCII lyrics.
  static let asciiLines =
    "[ti:Long Title]\n" + (10..<22).map { "[00:\($0).00]plain words of a song \($0)\n" }.joined()

  /// About 900 common Chinese characters are, in GBK, two bytes that form one 2-byte UTF-8
  /// character: a file of such characters alone is GBK, while French and Russian in UTF-8
  /// stay UTF-8.
  @Test(arguments: [
    ("[00:01.00]前\n", "GBK", TextEncoding.gb18030), ("[ti:前]\n[00:01.00]前\n", "GBK", .gb18030),
    ("[00:01.00]à toi\n[00:02.00]café\n", "UTF-8", .utf8), ("[00:01.00]я\n", "UTF-8", .utf8),
    ("[00:01.00]Ça va\n", "UTF-8", .utf8), ("[00:01.00]é\n[00:02.00]Ela é linda\n", "UTF-8", .utf8),
    // After lines of ASCII alone, which the check skips eight bytes at a time.
    (Self.asciiLines + "[00:30.00]前\n", "GBK", .gb18030),
    (Self.asciiLines + "[00:30.00]x\r[00:31.00]前\n", "GBK", .gb18030),
    (Self.asciiLines + "[00:30.00]café crème\n", "UTF-8", .utf8),
  ])
  func twoByteUTF8ThatIsGBKIsReadAsGBK(text: String, encoding: String, expected: TextEncoding)
    throws
  {
    let decoded = try LyricsDecoder.decode(try #require(Self.encoded(text, as: encoding)))
    #expect(decoded.encoding == expected)
    #expect(decoded.string == text)
  }
}
