import Foundation
import TestSupport
import Testing

@testable import AudioProbe

/// Real files made by Fixtures/make-fixtures.sh with FFmpeg; expected facts cross-checked
/// with ffprobe (durations rounded to the millisecond).
@Suite struct AudioProbeTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  struct Expected: Sendable, CustomTestStringConvertible {
    let file: String
    let format: AudioFormat
    let durationMS: Int
    let sampleRate: Int
    let bitDepth: Int?
    let channels: Int
    let bitrate: Int
    let quality: QualityTier
    let title: String
    let track: Int
    var testDescription: String { file }
  }

  static let expected: [Expected] = [
    Expected(
      file: "flac-16-44.flac", format: .flac, durationMS: 500, sampleRate: 44_100, bitDepth: 16,
      channels: 2, bitrate: 226_352, quality: .lossless, title: "FLAC 16/44.1", track: 1),
    Expected(
      file: "flac-24-96.flac", format: .flac, durationMS: 250, sampleRate: 96_000, bitDepth: 24,
      channels: 2, bitrate: 776_320, quality: .hires, title: "FLAC 24/96", track: 2),
    Expected(
      file: "wav-16-48-mono.wav", format: .wav, durationMS: 250, sampleRate: 48_000, bitDepth: 16,
      channels: 1, bitrate: 768_000, quality: .lossless, title: "WAV mono", track: 3),
    Expected(
      file: "alac-16-44.m4a", format: .alac, durationMS: 500, sampleRate: 44_100, bitDepth: 16,
      channels: 2, bitrate: 138_976, quality: .lossless, title: "ALAC", track: 4),
    Expected(
      file: "mp3-128-cbr.mp3", format: .mp3, durationMS: 549, sampleRate: 44_100, bitDepth: nil,
      channels: 2, bitrate: 128_000, quality: .standard, title: "MP3 128", track: 5),
    Expected(
      file: "mp3-320-cbr.mp3", format: .mp3, durationMS: 549, sampleRate: 44_100, bitDepth: nil,
      channels: 2, bitrate: 320_000, quality: .hq, title: "MP3 320", track: 6),
    Expected(
      file: "mp3-vbr.mp3", format: .mp3, durationMS: 549, sampleRate: 44_100, bitDepth: nil,
      channels: 2, bitrate: 175_044, quality: .standard, title: "MP3 VBR", track: 7),
    Expected(
      file: "aac-256.m4a", format: .aac, durationMS: 500, sampleRate: 44_100, bitDepth: nil,
      channels: 2, bitrate: 233_981, quality: .standard, title: "AAC", track: 8),
    Expected(
      file: "vorbis.ogg", format: .vorbis, durationMS: 500, sampleRate: 44_100, bitDepth: nil,
      channels: 2, bitrate: 128_000, quality: .standard, title: "Vorbis", track: 9),
    Expected(
      file: "opus.opus", format: .opus, durationMS: 500, sampleRate: 48_000, bitDepth: nil,
      channels: 2, bitrate: 108_384, quality: .standard, title: "Opus", track: 10),
  ]

  @Test(arguments: expected)
  func probesEachFormatExactly(_ expected: Expected) throws {
    let path = Self.folder.appendingPathComponent(expected.file).path
    let facts = try AudioProbe.probe(path: path)
    #expect(facts.format == expected.format)
    #expect(facts.durationMS == expected.durationMS)
    #expect(facts.sampleRate == expected.sampleRate)
    #expect(facts.bitDepth == expected.bitDepth)
    #expect(facts.channels == expected.channels)
    #expect(facts.bitrate == expected.bitrate)
    #expect(facts.quality == expected.quality)
    #expect(facts.quality.isHD == (expected.quality != .standard))
    #expect(
      facts.tags
        == AudioTags(
          title: expected.title, artist: "musicat tests", album: "fixtures",
          trackNumber: expected.track))
  }

  @Test func readsUTF16TagsAndMPEG2Audio() throws {
    let facts = try AudioProbe.probe(MemoryByteSource(try Self.bytes("mp3-id3v23-utf16.mp3")))
    #expect(
      facts.tags
        == AudioTags(title: "月亮代表我的心", artist: "musicat tests", album: "fixtures", trackNumber: 3))
    #expect(facts.sampleRate == 22_050)
    #expect(facts.bitrate == 64_000)
    #expect(facts.durationMS == 575)
  }

  @Test func theNameNeverDecidesTheFormat() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("lying.flac")
    try Data(try Self.bytes("mp3-128-cbr.mp3")).write(to: URL(fileURLWithPath: path))
    let facts = try AudioProbe.probe(path: path)
    #expect(facts.format == .mp3)
    #expect(facts.quality == .standard)
  }

  @Test func theQualityRule() {
    func facts(_ format: AudioFormat, rate: Int = 44_100, depth: Int? = nil, bitrate: Int? = nil)
      -> AudioFacts
    {
      AudioFacts(
        format: format, durationMS: 1, sampleRate: rate, bitDepth: depth, channels: 2,
        bitrate: bitrate)
    }
    #expect(facts(.flac, depth: 16).quality == .lossless)
    #expect(facts(.flac, rate: 48_000, depth: 16).quality == .lossless)
    #expect(facts(.flac, rate: 48_001, depth: 16).quality == .hires)
    #expect(facts(.wav, depth: 24).quality == .hires)
    #expect(facts(.alac, rate: 88_200, depth: 16).quality == .hires)
    #expect(facts(.mp3, bitrate: 320_000).quality == .hq)
    #expect(facts(.mp3, bitrate: 319_988).quality == .hq)
    #expect(facts(.mp3, bitrate: 319_000).quality == .standard)
    #expect(facts(.aac, rate: 96_000, depth: 24, bitrate: 256_000).quality == .standard)
    #expect(facts(.opus).quality == .standard)
    #expect(QualityTier.unknown.isHD == false)
  }

  @Test func notAudioIsUnrecognized() {
    var generator = SplitMix64(seed: 5)
    let random = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    for bytes in [random, [], Array("[00:01.00]lyrics".utf8), [0xFF, 0xFB, 0x90, 0x00]] {
      #expect(throws: AudioProbeError.unrecognized) {
        _ = try AudioProbe.probe(MemoryByteSource(bytes))
      }
    }
  }

  @Test(arguments: expected.map(\.file) + ["mp3-id3v23-utf16.mp3"])
  func truncatedFilesGiveErrorsOrFactsNeverCrashes(file: String) throws {
    let bytes = try Self.bytes(file)
    var failures = 0
    for length in Set([
      0, 1, 4, 8, 11, 12, 16, 30, 42, 60, 100, 200, 500, 1_000, 4_000, bytes.count / 2,
      bytes.count - 1,
    ]) where length <= bytes.count {
      do {
        let facts = try AudioProbe.probe(MemoryByteSource(Array(bytes.prefix(length))))
        Self.expectStorable(facts)
      } catch {
        failures += 1
      }
    }
    #expect(failures > 0)
  }

  @Test func aFLACMetadataBlockThatLiesAboutItsLengthIsAnError() throws {
    var bytes = try Self.bytes("flac-16-44.flac")
    // STREAMINFO's 24-bit length (bytes 5...7) says 16 MB: the file is not what it claims.
    bytes[5...7] = [0xFF, 0xFF, 0xFF]
    #expect(throws: AudioProbeError.invalid(.flac, "STREAMINFO announces 16777215 bytes; it is 34"))
    {
      _ = try AudioProbe.probe(MemoryByteSource(bytes))
    }
    // The last block cut short: its length runs past the end of the file.
    let cut = try Self.bytes("flac-16-44.flac").prefix(60)
    #expect(throws: AudioProbeError.self) { _ = try AudioProbe.probe(MemoryByteSource(Array(cut))) }
  }

  @Test(arguments: expected.map(\.file))
  func corruptedFilesGiveErrorsOrFactsNeverCrashes(file: String) throws {
    let original = try Self.bytes(file)
    var generator = SplitMix64(seed: UInt64(file.utf8.count))
    for _ in 0..<300 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        let index = Int.random(in: 0..<min(bytes.count, 512), using: &generator)
        bytes[index] = UInt8.random(in: 0...255, using: &generator)
      }
      if let facts = try? AudioProbe.probe(MemoryByteSource(bytes)) {
        Self.expectStorable(facts)
      }
    }
  }

  /// Every fact is one the catalog's schema stores (its CHECKs: sample rate, channels, bit
  /// depth and bitrate at least 1, duration at least 0, track number at least 1) and no sum
  /// of them can overflow (durations of at most 7 days).
  static func expectStorable(_ facts: AudioFacts, sourceLocation: SourceLocation = #_sourceLocation)
  {
    #expect(facts.sampleRate >= 1, sourceLocation: sourceLocation)
    #expect(facts.channels >= 1, sourceLocation: sourceLocation)
    #expect((facts.bitDepth ?? 1) >= 1, sourceLocation: sourceLocation)
    #expect(
      (facts.bitrate ?? AudioFacts.lowestBitrate) >= AudioFacts.lowestBitrate,
      sourceLocation: sourceLocation)
    #expect(
      (0...AudioFacts.longestDurationMS).contains(facts.durationMS), sourceLocation: sourceLocation)
    #expect((facts.tags.trackNumber ?? 1) >= 1, sourceLocation: sourceLocation)
  }

  /// Header fields set to their extremes (all zero bits, all one bits), at every offset of a
  /// file's first bytes: each probe gives an error or facts the catalog can store. (Such
  /// files once stopped every import: a bitrate of 0, a bit depth of 0.)
  @Test(arguments: expected.map(\.file))
  func headerFieldsAtTheirExtremesGiveErrorsOrStorableFacts(file: String) throws {
    let original = try Self.bytes(file)
    var storable = 0
    for pattern in [[UInt8](repeating: 0, count: 4), [UInt8](repeating: 0xFF, count: 4)] {
      for offset in 0..<min(original.count - 4, 700) {
        var bytes = original
        bytes.replaceSubrange(offset..<offset + 4, with: pattern)
        guard let facts = try? AudioProbe.probe(MemoryByteSource(bytes)) else { continue }
        Self.expectStorable(facts)
        storable += 1
      }
    }
    #expect(storable > 0)
  }

  @Test func aFLACThatClaimsHoursButHoldsKilobytesWasCutShort() throws {
    var bytes = try Self.bytes("flac-16-44.flac")
    // STREAMINFO's 36-bit total samples (the low nibble of byte 21, then 22...25): 3 hours.
    let samples = 3 * 3600 * 44_100
    bytes[21] = bytes[21] & 0xF0 | UInt8(samples >> 32 & 0x0F)
    bytes[22...25] = [
      UInt8(samples >> 24 & 0xFF), UInt8(samples >> 16 & 0xFF), UInt8(samples >> 8 & 0xFF),
      UInt8(samples & 0xFF),
    ]
    #expect(
      throws: AudioProbeError.truncated(
        .flac, "an average of 10 bit/s: too few bytes for the 10800 s the header announces")
    ) {
      _ = try AudioProbe.probe(MemoryByteSource(bytes))
    }
  }

  @Test func anALACCookieWithBitDepthZeroIsInvalid() throws {
    var bytes = try Self.bytes("alac-16-44.m4a")
    // The cookie box is the second "alac" (the first names the sample entry); its body
    // holds version and flags (4), frame length (4), compatible version (1), bit depth (1).
    let type = Array("alac".utf8)
    let starts = (0..<bytes.count - 4).filter { Array(bytes[$0..<$0 + 4]) == type }
    let depth = try #require(starts.dropFirst().first) + 4 + 4 + 4 + 1
    #expect(bytes[depth] == 16)
    bytes[depth] = 0
    #expect(throws: AudioProbeError.invalid(.alac, "bit depth 0")) {
      _ = try AudioProbe.probe(MemoryByteSource(bytes))
    }
  }

  @Test func aFIFOAndAFolderAreRefusedWithoutBlocking() throws {
    let folder = try TemporaryFolder()
    #expect(mkfifo(folder.path("pipe.mp3"), 0o600) == 0)
    #expect(throws: AudioProbeError.notARegularFile) {
      _ = try AudioProbe.probe(path: folder.path("pipe.mp3"))
    }
    #expect(throws: AudioProbeError.notARegularFile) {
      _ = try AudioProbe.probe(path: folder.url.path)
    }
    #expect(throws: AudioProbeError.unreadable("No such file or directory")) {
      _ = try AudioProbe.probe(path: folder.path("none.flac"))
    }
  }
}

extension AudioProbeTests {
  /// Disc, year and genre as each kind of tag writes them (Fixtures/make-fixtures.sh).
  @Test(
    arguments: [
      ("tagged.flac", 2), ("tagged.mp3", 2), ("tagged.m4a", 2), ("tagged.ogg", 2),
      ("tagged.wav", nil),
    ] as [(String, Int?)])
  func readsDiscYearAndGenre(file: String, disc: Int?) throws {
    let facts = try AudioProbe.probe(MemoryByteSource(try Self.bytes(file)))
    #expect(facts.tags.title == "Tagged")
    #expect(facts.tags.trackNumber == 4)
    #expect(facts.tags.discNumber == disc)
    #expect(facts.tags.year == 2019)
    #expect(facts.tags.genre == "Jazz")
  }

  /// Years and genres as taggers write them; numbers out of range are no numbers.
  @Test func yearsGenresAndNumbersAreReadAsTaggersWriteThem() {
    #expect(AudioTags.year(from: "2019-05-01") == 2019)
    #expect(AudioTags.year(from: " 1975") == 1975)
    #expect(AudioTags.year(from: "19") == nil)
    #expect(AudioTags.year(from: "0000") == nil)
    #expect(AudioTags.year(from: "abcd") == nil)
    #expect(AudioTags.genre(from: "(17)") == "Rock")
    #expect(AudioTags.genre(from: "17") == "Rock")
    #expect(AudioTags.genre(from: "(8)Acid Jazz") == "Acid Jazz")
    #expect(AudioTags.genre(from: "(300)") == nil)
    #expect(AudioTags.genre(from: "Chinese Pop") == "Chinese Pop")
    #expect(AudioTags.trackNumber(from: "2/3") == 2)
    #expect(AudioTags.trackNumber(from: "0") == nil)
    #expect(AudioTags.trackNumber(from: "123456") == nil)
  }
}
