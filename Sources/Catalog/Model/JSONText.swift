/// JSON written by hand, where the catalog stores it and where `musicat` prints it:
/// JSONEncoder costs more than the rest of an import's work, and its key order changes from
/// process to process.
public enum JSONText {
  /// A JSON string literal (RFC 8259): quotes, backslashes and control characters (C0, DEL
  /// and C1, which a terminal showing the JSON would act on) escaped, everything else as is.
  public static func quoted(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars { append(scalar, to: &literal) }
    return literal + "\""
  }

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
