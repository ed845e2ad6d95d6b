#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decodes bytes from GB18030, Big5, Shift-JIS or EUC-JP to UTF-8 with the system's iconv,
/// strictly:
/// an invalid or truncated sequence fails the whole decoding instead of being replaced.
enum LegacyDecoder {
  /// The iconv name of each legacy encoding: the Windows code pages for Big5 and Shift-JIS,
  /// which real files use and which cover the standard tables.
  static func iconvName(of encoding: TextEncoding) -> String? {
    switch encoding {
    case .gb18030: "GB18030"
    case .big5: "CP950"
    case .shiftJIS: "CP932"
    case .eucJP: "EUC-JP"
    default: nil
    }
  }

  /// The bytes as UTF-8, or nil when they are not valid in `encoding`.
  static func decode(_ bytes: [UInt8], from encoding: TextEncoding) -> [UInt8]? {
    guard let name = iconvName(of: encoding) else { return nil }
    // One input byte never makes more than three bytes of UTF-8 in these encodings. iconv
    // writes the output: it is not zero-filled first.
    var decoded = false
    let output = [UInt8](unsafeUninitializedCapacity: bytes.count * 3 + 4) { buffer, initialized in
      let written =
        ConverterPool.shared.withConverter(from: name) { converter -> Int? in
          // iconv's input pointer is not const, but iconv only reads through it.
          bytes.withUnsafeBufferPointer { inputBuffer in
            var inPointer = UnsafeMutableRawPointer(mutating: inputBuffer.baseAddress)?
              .assumingMemoryBound(to: CChar.self)
            var outPointer = UnsafeMutableRawPointer(buffer.baseAddress)?
              .assumingMemoryBound(to: CChar.self)
            var inLeft = inputBuffer.count
            var outLeft = buffer.count
            let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
            guard result != -1, inLeft == 0 else { return nil }
            return buffer.count - outLeft
          }
        } ?? nil
      initialized = written ?? 0
      decoded = written != nil
    }
    return decoded ? output : nil
  }
}
