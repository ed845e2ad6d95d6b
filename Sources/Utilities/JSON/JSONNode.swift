/// A JSON value as ``JSONReader`` reads it. Numbers without a fraction or an exponent that
/// fit 64 bits are integers; other numbers are reals. An object keeps its members in the
/// order the text gives them.
package enum JSONNode: Equatable, Sendable {
  case null
  case bool(Bool)
  case integer(Int64)
  case real(Double)
  case string(String)
  case array([JSONNode])
  case object([(key: String, value: JSONNode)])

  /// The value of the first member named `key`, or nil when this is not an object or has no
  /// such member.
  package subscript(key: String) -> JSONNode? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  package static func == (left: JSONNode, right: JSONNode) -> Bool {
    switch (left, right) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.integer(let a), .integer(let b)): a == b
    case (.real(let a), .real(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }
}
