import Catalog
import Utilities

/// A JSON value whose objects keep their keys in the order given, so field order in
/// `--format json` output is stable and documented.
package enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case int(Int64)
  case string(String)
  /// A file's path: its bytes need not be UTF-8 (see ``JSONText/quoted(_:)-(FilePath)``).
  case path(FilePath)
  case array([JSONValue])
  case object([(String, JSONValue)])

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.path(let a), .path(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: false
    }
  }

  /// `.string(text)`, or `.null` when `text` is nil.
  package static func string(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

  /// `.path(path)`, or `.null` when `path` is nil.
  package static func path(_ path: FilePath?) -> JSONValue { path.map { .path($0) } ?? .null }

  /// `.int(number)`, or `.null` when `number` is nil.
  package static func int(_ number: Int?) -> JSONValue { number.map { .int(Int64($0)) } ?? .null }

  /// Compact JSON text.
  package var serialized: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// An array of objects as `[`, one object per line, `]`: compact, yet readable and
  /// friendly to line tools.
  package static func lines(_ items: [JSONValue]) -> String {
    guard !items.isEmpty else { return "[]\n" }
    return "[\n" + items.map { "  " + $0.serialized }.concatenated(separator: ",\n") + "\n]\n"
  }

  /// JSON text with the containers down to `expandedDepth` levels laid out one member per
  /// line (two-space indent) and deeper ones compact: a document reads as one row per item.
  package func prettyPrinted(expandedDepth: Int) -> String {
    var text = ""
    writePretty(to: &text, depth: 0, expandedDepth: expandedDepth)
    return text + "\n"
  }

  private func writePretty(to text: inout String, depth: Int, expandedDepth: Int) {
    let indent = String(repeating: "  ", count: depth + 1)
    let closingIndent = String(repeating: "  ", count: depth)
    switch self {
    case .array(let values) where depth < expandedDepth && !values.isEmpty:
      text += "[\n"
      for (index, value) in values.enumerated() {
        text += indent
        value.writePretty(to: &text, depth: depth + 1, expandedDepth: expandedDepth)
        text += index < values.count - 1 ? ",\n" : "\n"
      }
      text += closingIndent + "]"
    case .object(let members) where depth < expandedDepth && !members.isEmpty:
      text += "{\n"
      for (index, (key, value)) in members.enumerated() {
        text += indent
        Self.writeString(key, to: &text)
        text += ": "
        value.writePretty(to: &text, depth: depth + 1, expandedDepth: expandedDepth)
        text += index < members.count - 1 ? ",\n" : "\n"
      }
      text += closingIndent + "}"
    default:
      write(to: &text)
    }
  }

  private func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .int(let value): text += String(value)
    case .string(let value): Self.writeString(value, to: &text)
    case .path(let path): text += JSONText.quoted(path)
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += ", " }
        value.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { text += ", " }
        Self.writeString(key, to: &text)
        text += ": "
        value.write(to: &text)
      }
      text += "}"
    }
  }

  /// Writes a JSON string literal (RFC 8259): quotes, backslashes and control characters
  /// escaped; everything else, CJK included, as UTF-8.
  private static func writeString(_ value: String, to text: inout String) {
    text += JSONText.quoted(value)
  }
}
