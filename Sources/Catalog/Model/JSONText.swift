/// JSON written by hand, where the catalog stores it and where `musicat` prints it:
/// JSONEncoder costs more than the rest of an import's work, and its key order changes from
/// process to process.
public enum JSONText {
  /// A JSON string literal (RFC 8259): quotes, backslashes and control characters (C0, DEL
  /// and C1, which a terminal showing the JSON would act on) escaped, everything else as is.
  public static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    appendQuoted(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` as ``quoted(_:)`` writes it to `output`, byte by byte: runs that need no
  /// escape are copied whole (an answer of the service writes thousands of strings).
  public static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendQuoted(utf8: $0, to: &output) }
  }

  /// Appends the UTF-8 text `utf8` as ``quoted(_:)`` writes it to `output`.
  public static func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    escapeCandidates.withUnsafeBufferPointer { candidates in
      var run = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        guard candidates[Int(byte)] else {
          index += 1
          continue
        }
        // C1 controls are U+0080...U+009F: C2 80...C2 9F in UTF-8.
        let isC1 = byte == 0xC2 && index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1])
        guard byte != 0xC2 || isC1 else {
          index += 1
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
        let value = isC1 ? UInt32(utf8[index + 1]) : UInt32(byte)
        switch byte {
        case 0x22: output += [0x5C, 0x22]
        case 0x5C: output += [0x5C, 0x5C]
        case 0x0A: output += [0x5C, UInt8(ascii: "n")]
        case 0x0D: output += [0x5C, UInt8(ascii: "r")]
        case 0x09: output += [0x5C, UInt8(ascii: "t")]
        default:
          output += [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
          output += [hexDigits[Int(value >> 4)], hexDigits[Int(value & 0x0F)]]
        }
        index += isC1 ? 2 : 1
        run = index
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Ids as a JSON array (`[3,1,2]`): how a list of rows is bound as one value, which
  /// `json_each` reads back.
  public static func array(_ ids: [Int64]) -> String {
    var array = "["
    for (index, id) in ids.enumerated() {
      if index > 0 { array += "," }
      array += String(id)
    }
    return array + "]"
  }

  /// For each byte value, whether it may need an escape: `"`, `\`, C0 controls, DEL, and 0xC2
  /// (the first byte of the C1 controls, and of other characters).
  private static let escapeCandidates: [Bool] = (0...255).map { byte in
    byte == 0x22 || byte == 0x5C || byte < 0x20 || byte == 0x7F || byte == 0xC2
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// A path as a JSON string literal: its characters as ``quoted(_:)`` writes them, and each
  /// byte that is not UTF-8 as the unpaired surrogate U+DC00 + byte (`\udcb0`), the escape
  /// of PEP 383: Python's `json.loads` and `os.fsencode` give the very bytes back.
  public static func quoted(_ path: FilePath) -> String {
    var literal = "\""
    path.forEachPiece { scalar, byte in
      if let scalar {
        append(scalar, to: &literal)
      } else if let byte {
        literal += "\\udc" + String(byte, radix: 16)
      }
    }
    return literal + "\""
  }

  private static func append(_ scalar: Unicode.Scalar, to literal: inout String) {
    switch scalar {
    case "\"": literal += "\\\""
    case "\\": literal += "\\\\"
    case "\n": literal += "\\n"
    case "\r": literal += "\\r"
    case "\t": literal += "\\t"
    case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
      let hex = String(scalar.value, radix: 16)
      literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: literal.unicodeScalars.append(scalar)
    }
  }
}
