import Foundation

/// Writes CSV as RFC 4180 says: CRLF line ends, and fields holding a comma, a quote, CR or
/// LF wrapped in quotes with inner quotes doubled.
struct CSVWriter {
  private(set) var text = ""

  mutating func appendRow(_ fields: [String]) {
    text += fields.map(Self.escape).joined(separator: ",") + "\r\n"
  }

  static func escape(_ field: String) -> String {
    guard
      field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" })
    else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
