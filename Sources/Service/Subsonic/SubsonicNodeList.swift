/// Elements of one name written one after another into one buffer: the one writer of a
/// node's list of children (a JSON array, or XML elements in a row). The songs of an answer
/// are each built in place at the end of it, written from rows read in place, with no
/// buffer of their own each.
package struct SubsonicNodeList {
  package let name: StaticString
  let syntax: SubsonicNode.Syntax
  /// The elements so far: JSON objects separated by commas, or XML elements.
  private(set) var bytes = ByteWriter()

  package init(_ name: StaticString, _ syntax: SubsonicNode.Syntax) {
    self.name = name
    self.syntax = syntax
  }

  /// Appends `node` as the list's next element.
  package mutating func append(_ node: SubsonicNode) {
    precondition(node.syntax == syntax, "a list holds nodes of its own syntax")
    switch syntax {
    case .xml: node.appendElement(named: name, to: &bytes)
    case .json:
      if !bytes.isEmpty { bytes.append(UInt8(ascii: ",")) }
      node.appendObject(to: &bytes)
    }
  }

  /// Appends the element `build` makes from an empty node, written in place.
  package mutating func append(_ build: (inout SubsonicNode) throws -> Void) rethrows {
    var node = SubsonicNode(syntax, element: name, after: &bytes)
    defer { node.finishElement(named: name, into: &bytes) }
    try build(&node)
  }
}
