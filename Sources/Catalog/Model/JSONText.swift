import Utilities

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

  /// Appends `text` as ``quoted(_:)`` writes it to `output` (an answer of the service
  /// writes thousands of strings).
  public static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendQuoted(utf8: $0, to: &output) }
  }

  /// Appends the UTF-8 text `utf8` as ``quoted(_:)`` writes it to `output`.
  public static func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: quotedBytesAtMost(utf8.count)) {
      let count = writeQuoted(utf8: utf8, to: $0.baseAddress!)
      output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count]))
    }
  }

  /// The most bytes ``writeQuoted(utf8:to:)`` writes for `count` bytes of text: two quotes,
  /// and six bytes (`\u0001`) for each byte at worst.
  public static func quotedBytesAtMost(_ count: Int) -> Int { count * 6 + 2 }

  /// Writes the UTF-8 text `utf8` as ``quoted(_:)`` writes it from `start`, which has room for
  /// ``quotedBytesAtMost(_:)`` bytes; returns how many it wrote. Runs that need no escape are
  /// copied whole, found eight bytes at a time.
  public static func writeQuoted(
    utf8: UnsafeBufferPointer<UInt8>, to start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    start[0] = UInt8(ascii: "\"")
    var written = 1
    var run = 0
    var index = 0
    while index < utf8.count {
      index = ByteWord.skipping(utf8, from: index) { word in
        word.flags(below: 0x20) | word.flags(equalTo: 0x22) | word.flags(equalTo: 0x5C)
          | word.flags(equalTo: 0x7F) | word.flags(equalTo: 0xC2)
      }
      guard index < utf8.count else { break }
      let byte = utf8[index]
      guard mayNeedEscape(byte) else {
        index += 1
        continue
      }
      // C1 controls are U+0080...U+009F: C2 80...C2 9F in UTF-8.
      let isC1 = byte == 0xC2 && index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1])
      guard byte != 0xC2 || isC1 else {
        index += 1
        continue
      }
      start.write(UnsafeBufferPointer(rebasing: utf8[run..<index]), at: &written)
      let value = isC1 ? Int(utf8[index + 1]) : Int(byte)
      start[written] = 0x5C
      switch byte {
      case 0x22, 0x5C: start[written + 1] = byte
      case 0x0A: start[written + 1] = UInt8(ascii: "n")
      case 0x0D: start[written + 1] = UInt8(ascii: "r")
      case 0x09: start[written + 1] = UInt8(ascii: "t")
      default:
        (start[written + 1], start[written + 2]) = (UInt8(ascii: "u"), UInt8(ascii: "0"))
        (start[written + 3], start[written + 4]) = (UInt8(ascii: "0"), hexDigits[value >> 4])
        start[written + 5] = hexDigits[value & 0x0F]
        written += 4
      }
      written += 2
      index += isC1 ? 2 : 1
      run = index
    }
    start.write(UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]), at: &written)
    start[written] = UInt8(ascii: "\"")
    return written + 1
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

  /// Whether `byte` may need an escape: `"`, `\`, C0 controls, DEL, and 0xC2 (the first
  /// byte of the C1 controls, and of other characters).
  private static func mayNeedEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2
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
