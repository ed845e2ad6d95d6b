#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decodes bytes from GB18030, Big5, Shift-JIS, EUC-JP or EUC-KR to UTF-8 with the
/// system's iconv, strictly: an invalid or truncated sequence fails the whole decoding
/// instead of being replaced.
enum LegacyDecoder {
  /// The iconv name of each legacy encoding: the Windows code pages for Big5, Shift-JIS and
  /// EUC-KR, which real files use and which cover the standard tables.
  static func iconvName(of encoding: TextEncoding) -> String? {
    switch encoding {
    case .gb18030: "GB18030"
    case .big5: "CP950"
    case .shiftJIS: "CP932"
    case .eucJP: "EUC-JP"
    case .eucKR: "CP949"
    default: nil
    }
  }

  /// How many bytes of input a candidate racing a rival is decoded in at a time: a wrong
  /// reading falls behind within its first few hundred bytes, and stops at the chunk where
  /// it does. The input is what is cut: cutting the output makes iconv convert each chunk
  /// twice.
  static let raceChunk = 128

  /// How many bytes of input a reading with no rival is decoded in at a time: their scalar
  /// values (one byte makes one at most) fit a buffer of 16 KiB.
  static let wholeChunk = 4096

  /// Decodes `bytes` from `encoding` and scores the reading (``DecodingScore``) as it is
  /// made; nil when iconv refuses the bytes or a character rules the reading out. iconv
  /// makes scalar values a chunk at a time, which are scored and written as UTF-8. Given a
  /// `rival` score, the chunks are small and the reading is given up, nil, as soon as it
  /// cannot end higher (``DecodingScore/mostAttainable(_:from:read:of:left:)``): a wrong
  /// candidate costs a few chunks, not a whole decoding. The race needs `pastASCII`, the
  /// census of the bytes past ASCII: counted here when the caller has not.
  static func read(
    _ bytes: [UInt8], from encoding: TextEncoding, toBeat rival: Int? = nil,
    pastASCII: PastASCIIRuns? = nil
  ) -> (utf8: [UInt8], reading: DecodingScore.Reading)? {
    guard let name = iconvName(of: encoding) else { return nil }
    var scorer = DecodingScore.Scorer(for: encoding)
    let chunkLimit = rival == nil ? wholeChunk : raceChunk
    let scalarBytes = chunkLimit * MemoryLayout<UInt32>.stride
    // One input byte never makes more than three bytes of UTF-8 in these encodings. The
    // output is written, not zero-filled first.
    var decoded = false
    let output = [UInt8](unsafeUninitializedCapacity: bytes.count * 3 + 4) { buffer, initialized in
      let written = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: chunkLimit) {
        scalars -> Int? in
        ConverterPool.shared.withConverter(from: name) { converter -> Int? in
          // iconv's input pointer is not const, but iconv only reads through it.
          bytes.withUnsafeBufferPointer { inputBuffer in
            // The output holds 4 bytes at least, so it has an address.
            guard let output = buffer.baseAddress, let scalarBase = scalars.baseAddress else {
              return nil
            }
            var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(
              mutating: inputBuffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
            var left = inputBuffer.count
            let whole =
              rival == nil
              ? nil : pastASCII ?? PastASCIIRuns(of: inputBuffer, in: 0..<inputBuffer.count)
            // The census of the bytes read so far, counted as the race goes.
            var read = PastASCIIRuns()
            var written = 0
            while left > 0 {
              // A chunk may end inside a character: iconv leaves its first bytes (EINVAL), and
              // the next chunk starts with them. Only at the end of the input is that a
              // truncated file.
              let chunk = min(chunkLimit, left)
              var inLeft = chunk
              var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(scalarBase)
                .assumingMemoryBound(to: CChar.self)
              var outLeft = scalarBytes
              let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
              guard result != -1 || (errno == EINVAL && chunk < left && inLeft < chunk) else {
                return nil
              }
              let position = inputBuffer.count - left
              left -= chunk - inLeft
              let made = UnsafeBufferPointer(
                start: scalarBase, count: (scalarBytes - outLeft) / MemoryLayout<UInt32>.stride)
              guard let count = scorer.add(made, writingTo: output + written) else { return nil }
              written += count
              if let rival, let whole {
                let end = inputBuffer.count - left
                read.add(PastASCIIRuns(of: inputBuffer, in: position..<end))
                let most = DecodingScore.mostAttainable(
                  scorer.reading, from: encoding, read: end, of: inputBuffer.count,
                  left: whole.left(after: read, at: end, in: inputBuffer))
                if most <= rival { return nil }
              }
            }
            if let rival, scorer.reading.score <= rival { return nil }
            return written
          }
        } ?? nil
      }
      initialized = written ?? 0
      decoded = written != nil
    }
    return decoded ? (output, scorer.reading) : nil
  }
}
