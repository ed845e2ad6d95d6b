import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the bytes of a lyrics file into text by musicat's rules (LRC.md, "Bytes to text"):
/// a byte order mark first, else strict UTF-8, else UTF-16 without a mark when the NUL
/// bytes say so, else the legacy encoding whose decoding reads best.
public enum LyricsDecoder {
  /// The legacy encodings tried, in order of preference when two read equally well.
  static let legacyCandidates: [TextEncoding] = [.gb18030, .big5, .shiftJIS, .eucJP, .eucKR]

  /// The text of `bytes`, composed (NFC, as ``CanonicalComposition`` says why); a file that
  /// no rule reads is refused, and one that reads once its last character, cut short, is
  /// left off is refused as cut short.
  public static func decode(_ bytes: [UInt8]) throws(LyricsDecodingError) -> DecodedText {
    do {
      return try decodeWhole(bytes)
    } catch {
      throw cutShortReading(of: bytes) ?? error
    }
  }

  private static func decodeWhole(_ bytes: [UInt8]) throws(LyricsDecodingError) -> DecodedText {
    if let marked = try decodeByteOrderMark(bytes) { return marked }
    let containsNUL = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { memchr($0, 0, buffer.count) != nil } ?? false
    }
    if !containsNUL, let inspection = bytes.withUnsafeBufferPointer(UTF8Validation.inspect) {
      let firstPastASCII = inspection.firstPastASCII
      // UTF-8 first, unless it is doubtful and a Chinese or Japanese reading makes only
      // likely characters (Latin letters with accents are two bytes of UTF-8 that EUC-KR reads
      // as Hangul syllables, some of them common).
      if DecodingScore.isDoubtfulUTF8(bytes, firstPastASCII: firstPastASCII),
        let legacy = try? decodeLegacy(bytes),
        legacy.reading.isAllLikely, legacy.text.encoding != .eucKR
      {
        return legacy.text.composed()
      }
      // The pass that validated the bytes tells whether they may need composing.
      let text = DecodedText(utf8: bytes, encoding: .utf8)
      return inspection.isSurelyComposed ? text : text.composed()
    }
    if containsNUL {
      if let unmarked = decodeUnmarkedUTF16(bytes) { return unmarked.composed() }
      throw .binaryData
    }
    return try decodeLegacy(bytes).text.composed()
  }

  /// The error for bytes that read as text once their last 1-3 bytes, a character cut
  /// short, are left off; nil when they do not. The bytes left off must be able to begin a
  /// character: past ASCII in the multibyte encodings (a UTF-8 lead and its continuation
  /// bytes in UTF-8), the bytes past the last whole unit in UTF-16 and UTF-32, or half a
  /// surrogate pair. Only asked of bytes already refused.
  private static func cutShortReading(of bytes: [UInt8]) -> LyricsDecodingError? {
    for count in 1...3 where count < bytes.count {
      let tail = bytes.suffix(count)
      guard let prefix = try? decodeWhole(Array(bytes.dropLast(count))) else { continue }
      switch prefix.encoding {
      case .utf16LittleEndian, .utf16BigEndian:
        // An odd byte, or the first half of a surrogate pair (D800-DBFF) with its second
        // half missing.
        let highSurrogate =
          count == 2
          && (prefix.encoding == .utf16BigEndian ? tail.first! : tail.last!) & 0xFC == 0xD8
        if count == bytes.count % 2 || highSurrogate { return .cutShort(prefix.encoding) }
      case .utf32LittleEndian, .utf32BigEndian:
        if count == bytes.count % 4 { return .cutShort(prefix.encoding) }
      case .utf8, .utf8BOM:
        let lead = tail.first!
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        if lead >= 0xC2, lead <= 0xF4, count < length,
          tail.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 })
        {
          return .cutShort(prefix.encoding)
        }
      default:
        if tail.allSatisfy({ $0 >= 0x80 }) { return .cutShort(prefix.encoding) }
      }
    }
    return nil
  }

  // MARK: Byte order marks

  private static func decodeByteOrderMark(_ bytes: [UInt8]) throws(LyricsDecodingError)
    -> DecodedText?
  {
    let (markLength, encoding): (Int, TextEncoding)
    switch (bytes.count > 0 ? bytes[0] : 0, bytes.count > 1 ? bytes[1] : 0) {
    case (0xEF, 0xBB) where bytes.count > 2 && bytes[2] == 0xBF:
      (markLength, encoding) = (3, .utf8BOM)
    case (0xFF, 0xFE) where bytes.count > 3 && bytes[2] == 0 && bytes[3] == 0:
      (markLength, encoding) = (4, .utf32LittleEndian)
    case (0x00, 0x00) where bytes.count > 3 && bytes[2] == 0xFE && bytes[3] == 0xFF:
      (markLength, encoding) = (4, .utf32BigEndian)
    case (0xFF, 0xFE): (markLength, encoding) = (2, .utf16LittleEndian)
    case (0xFE, 0xFF): (markLength, encoding) = (2, .utf16BigEndian)
    default: return nil
    }
    let body = bytes[markLength...]
    let utf8: [UInt8]?
    switch encoding {
    case .utf8BOM:
      // The pass that validates the text tells whether it may need composing.
      guard let inspection = body.withContiguousStorageIfAvailable(UTF8Validation.inspect) ?? nil
      else { throw .invalidAfterByteOrderMark(encoding) }
      let text = DecodedText(utf8: Array(body), encoding: encoding)
      return inspection.isSurelyComposed ? text : text.composed()
    case .utf16LittleEndian, .utf16BigEndian:
      utf8 = transcodeUTF16(body, bigEndian: encoding == .utf16BigEndian)
    default:
      utf8 = transcodeUTF32(body, bigEndian: encoding == .utf32BigEndian)
    }
    guard let utf8 else { throw .invalidAfterByteOrderMark(encoding) }
    return DecodedText(utf8: utf8, encoding: encoding).composed()
  }

  /// UTF-16 without a byte order mark: text in Latin script has a NUL in every other byte,
  /// at odd offsets for little endian and even ones for big endian.
  private static func decodeUnmarkedUTF16(_ bytes: [UInt8]) -> DecodedText? {
    guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
    var evenNULs = 0
    var oddNULs = 0
    for (offset, byte) in bytes.enumerated() where byte == 0 {
      if offset % 2 == 0 { evenNULs += 1 } else { oddNULs += 1 }
    }
    let pairs = bytes.count / 2
    let bigEndian: Bool
    if oddNULs * 4 >= pairs, evenNULs * 10 < oddNULs {
      bigEndian = false
    } else if evenNULs * 4 >= pairs, oddNULs * 10 < evenNULs {
      bigEndian = true
    } else {
      return nil
    }
    // A guess must read as text: no control characters but tab and line ends.
    guard let utf8 = transcodeUTF16(bytes[...], bigEndian: bigEndian),
      !utf8.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F })
    else { return nil }
    return DecodedText(utf8: utf8, encoding: bigEndian ? .utf16BigEndian : .utf16LittleEndian)
  }

  /// UTF-16 as UTF-8, or nil when it holds a lone surrogate or an odd byte: written unit by
  /// unit into one buffer, each unit's bytes read where they lie.
  private static func transcodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8]? {
    guard bytes.count % 2 == 0 else { return nil }
    return bytes.withUnsafeBufferPointer { input -> [UInt8]? in
      let units = input.count / 2
      func unit(_ index: Int) -> UInt32 {
        let (first, second) = (UInt32(input[2 * index]), UInt32(input[2 * index + 1]))
        return bigEndian ? first << 8 | second : second << 8 | first
      }
      // A unit makes at most three bytes (a surrogate pair, four for two units).
      var failed = false
      // Four ASCII units in a row (a lyric's timestamps) are one load: each unit's high byte
      // 0 and its low byte below 0x80, the low byte first in little endian.
      let asciiMask: UInt64 = bigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
      let lowByteShift: UInt64 = bigEndian ? 8 : 0
      let utf8 = [UInt8](unsafeUninitializedCapacity: units * 3) { output, written in
        var index = 0
        var count = 0
        while index < units {
          while index + 4 <= units {
            let word = UInt64(
              littleEndian: UnsafeRawPointer(input.baseAddress! + 2 * index)
                .loadUnaligned(as: UInt64.self))
            guard word & asciiMask == 0 else { break }
            for lane in 0..<4 {
              output[count + lane] = UInt8(
                truncatingIfNeeded: word >> (16 * UInt64(lane) + lowByteShift))
            }
            count += 4
            index += 4
          }
          guard index < units else { break }
          var value = unit(index)
          index += 1
          if value >= 0xD800, value < 0xE000 {
            guard value < 0xDC00, index < units else {
              failed = true
              break
            }
            let low = unit(index)
            guard low >= 0xDC00, low < 0xE000 else {
              failed = true
              break
            }
            index += 1
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          }
          count += UTF8Writer.write(value, at: output.baseAddress! + count)
        }
        written = count
      }
      return failed ? nil : utf8
    }
  }

  private static func transcodeUTF32(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8]? {
    guard bytes.count % 4 == 0 else { return nil }
    var utf8: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let quad = (0..<4).map { UInt32(bytes[index + $0]) }
      let value =
        bigEndian
        ? quad[0] << 24 | quad[1] << 16 | quad[2] << 8 | quad[3]
        : quad[3] << 24 | quad[2] << 16 | quad[1] << 8 | quad[0]
      guard let scalar = Unicode.Scalar(value) else { return nil }
      utf8.append(contentsOf: UTF8.encode(scalar)!)
      index += 4
    }
    return utf8
  }

  // MARK: Legacy encodings

  /// Decodes with every legacy candidate, drops those that fail or produce characters no
  /// text holds, and keeps the one whose characters look most like real text. Legacy
  /// decoders accept each other's bytes, so "it decoded" proves nothing; and a text in an
  /// encoding none of them is (KOI8-R, Windows-1251) still decodes in some, to rare
  /// characters: a best reading that is not mostly likely characters
  /// (``DecodingScore/Reading/isLikelyText``) is refused, never kept as gibberish.
  private static func decodeLegacy(_ bytes: [UInt8]) throws(LyricsDecodingError) -> (
    text: DecodedText, reading: DecodingScore.Reading
  ) {
    var best: (text: DecodedText, reading: DecodingScore.Reading)?
    // Counted once, for the races.
    var pastASCII: PastASCIIRuns?
    for encoding in legacyCandidates {
      if best != nil, pastASCII == nil {
        pastASCII = bytes.withUnsafeBufferPointer { PastASCIIRuns(of: $0, in: 0..<$0.count) }
      }
      guard
        let (utf8, reading) = LegacyDecoder.read(
          bytes, from: encoding, toBeat: best?.reading.score, pastASCII: pastASCII)
      else { continue }
      // A wrong EUC-KR reading of a few characters hits common Hangul often: it counts only
      // when mostly likely characters (it comes last: no later candidate races against it).
      if encoding == .eucKR, !reading.isMostlyLikely { continue }
      // No other reading can score higher (``DecodingScore/isUnbeatable(_:of:)``), and a tie
      // keeps the first: the other candidates need not be decoded.
      if encoding == .gb18030, DecodingScore.isUnbeatable(reading, of: bytes.count) {
        return (DecodedText(utf8: utf8, encoding: encoding), reading)
      }
      best = (DecodedText(utf8: utf8, encoding: encoding), reading)
    }
    guard let best, best.reading.isLikelyText else { throw .unknownEncoding }
    return best
  }
}
