/// One element of a Subsonic answer, written as XML (fields are attributes, nodes child
/// elements, text the element's content) or as JSON (an object: fields and nodes are
/// members, lists arrays, text the member `value`), the two shapes of the protocol.
///
/// Fields keep the order they were added in. A field given nil is left out, as the protocol
/// leaves out what a server does not know.
package struct SubsonicNode: Sendable {
  /// A value of a field.
  package enum Scalar: Sendable, Equatable {
    case string(String)
    case int(Int64)
    case bool(Bool)
  }

  /// A member of a node.
  package enum Member: Sendable {
    case scalar(Scalar)
    case node(SubsonicNode)
    /// Child elements of one name (a JSON array even with one or no element).
    case nodes([SubsonicNode])
    /// Elements of one name holding a value each (`<versions>1</versions>`; a JSON array).
    case scalars([Scalar])
  }

  package private(set) var members: [(name: String, member: Member)] = []
  /// The element's text content (XML), or its member `value` (JSON).
  package var text: String?

  package init() {}

  package mutating func add(_ name: String, _ value: String?) {
    if let value { members.append((name, .scalar(.string(value)))) }
  }

  package mutating func add(_ name: String, _ value: Int?) {
    if let value { members.append((name, .scalar(.int(Int64(value))))) }
  }

  package mutating func add(_ name: String, _ value: Int64?) {
    if let value { members.append((name, .scalar(.int(value)))) }
  }

  package mutating func add(_ name: String, _ value: Bool?) {
    if let value { members.append((name, .scalar(.bool(value)))) }
  }

  package mutating func add(_ name: String, node: SubsonicNode) {
    members.append((name, .node(node)))
  }

  package mutating func add(_ name: String, nodes: [SubsonicNode]) {
    members.append((name, .nodes(nodes)))
  }

  package mutating func add(_ name: String, scalars: [Scalar]) {
    members.append((name, .scalars(scalars)))
  }
}
