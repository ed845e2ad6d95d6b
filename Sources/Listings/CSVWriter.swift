import Utilities

/// Writes CSV as RFC 4180 says: CRLF line ends, and fields holding a comma, a quote, CR or
/// LF wrapped in quotes with inner quotes doubled. Other control characters (ESC, BEL...),
/// which a terminal showing the CSV would act on, are written as `\u{1B}`; tabs and line
/// breaks, which quotes hold, are kept.
package struct CSVWriter {
  private(set) var text = ""

  package mutating func appendRow(_ fields: [String]) {
    text += fields.map(Self.escape).concatenated(separator: ",") + "\r\n"
  }

  package static func escape(_ field: String) -> String {
    let field = field.escapingControls(keeping: { $0 == "\t" || $0 == "\n" || $0 == "\r" })
    guard
      field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" })
    else { return field }
    return "\"" + String(field.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\""
  }
}
