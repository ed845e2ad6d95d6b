/// Whether bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
/// past U+10FFFF), checked in place without making a `String`; runs of ASCII are checked
/// eight bytes at a time. For a lyrics file's bytes before they are parsed, and for text
/// borrowed from a database, written out only when valid.
package enum UTF8Validation {
  package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    inspect(bytes) != nil
  }

  /// What one pass over well-formed UTF-8 learns, for a reader that goes on to decode it.
  package struct Inspection {
    /// Where the first byte past ASCII is (the count when there is none).
    package var firstPastASCII: Int
    /// Whether the text is in NFC by its characters alone
    /// (``CanonicalComposition/isSurelyComposed(_:)``), learnt in the same pass.
    package var isSurelyComposed: Bool
  }

  /// ``Inspection`` of `bytes`, or nil when they are not well-formed UTF-8.
  package static func inspect(_ bytes: UnsafeBufferPointer<UInt8>) -> Inspection? {
    guard let base = bytes.baseAddress else {
      return Inspection(firstPastASCII: 0, isSurelyComposed: true)
    }
    let count = bytes.count
    var first = 0
    // Half the lyrics files are ASCII from end to end: 32 bytes a step while they are.
    while first + 32 <= count {
      let chunk = UnsafeRawPointer(base + first)
      let any =
        chunk.loadUnaligned(as: UInt64.self)
        | chunk.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        | chunk.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        | chunk.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
      guard any & 0x8080_8080_8080_8080 == 0 else { break }
      first += 32
    }
    first = ByteWord.skipping(bytes, from: first) { $0.flagsPastASCII }
    while first < count, base[first] < 0x80 { first += 1 }
    return isSurelyComposed(ifValid: bytes, from: first).map {
      Inspection(firstPastASCII: first, isSurelyComposed: $0)
    }
  }

  /// Whether `bytes` are well-formed UTF-8 from `start` on: nil when they are not, else
  /// ``Inspection/isSurelyComposed`` of them.
  private static func isSurelyComposed(
    ifValid bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Bool? {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = start
    var composed = true
    while index < count {
      index = ByteWord.skipping(bytes, from: index) { $0.flagsPastASCII }
      guard index < count else { break }
      let lead = base[index]
      guard lead >= 0x80 else {
        index += 1
        continue
      }
      // Han and kana are three bytes with a lead of E1-EC or EE-EF, whose second byte may be
      // any continuation byte: checked straight.
      if lead >= 0xE1, lead != 0xED, index + 3 <= count, lead <= 0xEF {
        guard base[index + 1] & 0xC0 == 0x80, base[index + 2] & 0xC0 == 0x80 else { return nil }
        composed =
          composed
          && CanonicalComposition.isSurelyComposed(lead, base[index + 1], base[index + 2])
        index += 3
        // Such characters come in runs (a lyric's line): the next is read here, not after
        // another look for ASCII. Han and Hangul need no look at their other bytes.
        while index + 3 <= count {
          let next = base[index]
          guard next >= 0xE1, next <= 0xEF, next != 0xED else { break }
          let continuation = UnsafeRawPointer(base + index + 1).loadUnaligned(as: UInt16.self)
          guard continuation & 0xC0C0 == 0x8080 else { return nil }
          if next &- 0xE4 > 8 || next == 0xEA {
            composed =
              composed
              && CanonicalComposition.isSurelyComposed(next, base[index + 1], base[index + 2])
          }
          index += 3
        }
        continue
      }
      // The length of the sequence, and the range its second byte must be in (which rules
      // out overlong forms, surrogates and code points past U+10FFFF).
      let length: Int
      var second: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, second) = (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, second) = (3, 0x80...0x9F)
      case 0xF0: (length, second) = (4, 0x90...0xBF)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, second) = (4, 0x80...0x8F)
      default: return nil
      }
      guard index + length <= count, second.contains(base[index + 1]) else { return nil }
      for offset in 2..<length where base[index + offset] & 0xC0 != 0x80 { return nil }
      composed =
        composed
        && (length == 2
          ? lead < 0xCC
          : length == 3
            && CanonicalComposition.isSurelyComposed(lead, base[index + 1], base[index + 2]))
      index += length
    }
    return composed
  }
}
