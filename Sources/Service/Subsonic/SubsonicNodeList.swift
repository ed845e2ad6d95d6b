/// Elements of one name written one after another into one buffer as they are built, each
/// in the same reused node: the songs of an answer, written from rows read in place, with
/// no buffer of their own each.
package struct SubsonicNodeList {
  package let name: StaticString
  /// The elements so far: JSON objects separated by commas, or XML elements.
  private(set) var bytes: [UInt8] = []
  private var scratch: SubsonicNode

  package init(_ name: StaticString, _ syntax: SubsonicNode.Syntax) {
    self.name = name
    scratch = SubsonicNode(syntax)
  }

  /// Appends the element `build` makes, from an empty node.
  package mutating func append(_ build: (inout SubsonicNode) throws -> Void) rethrows {
    scratch.removeAll()
    try build(&scratch)
    switch scratch.syntax {
    case .xml: scratch.appendElement(named: name, to: &bytes)
    case .json:
      if !bytes.isEmpty { bytes.append(UInt8(ascii: ",")) }
      scratch.appendObject(to: &bytes)
    }
  }
}
