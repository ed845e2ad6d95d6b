import Catalog
import Utilities

/// One element of a Subsonic answer, written as XML (fields are attributes, nodes child
/// elements, text the element's content) or as JSON (an object: fields and nodes are
/// members, lists arrays, text the member `value`), the two shapes of the protocol.
///
/// Fields keep the order they were added in. A field given nil is left out, as the protocol
/// leaves out what a server does not know.
///
/// A node is written in its syntax as it is built, and a child is copied in whole when it is
/// added: an answer of hundreds of songs is a few buffers of bytes, not a tree of thousands
/// of values written out afterwards.
package struct SubsonicNode: Sendable {
  /// The two shapes of an answer.
  package enum Syntax: Sendable {
    case xml
    case json
  }

  /// A value of a field.
  package enum Scalar: Sendable, Equatable {
    case string(String)
    case int(Int64)
    case bool(Bool)
  }

  package let syntax: Syntax
  /// JSON: the members so far, comma-separated, without braces. XML: the attributes, each
  /// with its leading space.
  private(set) var head: [UInt8] = []
  /// XML: the child elements. (JSON keeps its children among the members.)
  private(set) var body: [UInt8] = []
  /// The element's text content (XML), or its member `value` (JSON).
  package var text: String?

  package init(_ syntax: Syntax) {
    self.syntax = syntax
    head.reserveCapacity(256)
  }

  package mutating func add(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    beginField(name)
    switch syntax {
    case .xml: SubsonicEscaping.appendXML(value, inAttribute: true, to: &head)
    case .json: JSONText.appendQuoted(value, to: &head)
    }
    endField()
  }

  /// A field of text given as UTF-8 bytes (read in place from the catalog): written as is
  /// when they are valid, else repaired (U+FFFD) as a `String` made of them would be.
  package mutating func add(_ name: StaticString, utf8 value: UnsafeBufferPointer<UInt8>?) {
    guard let value else { return }
    guard UTF8Validation.isValid(value) else {
      return add(name, String(decoding: value, as: UTF8.self))
    }
    beginField(name)
    switch syntax {
    case .xml: SubsonicEscaping.appendXMLEscaped(value, inAttribute: true, to: &head)
    case .json: JSONText.appendQuoted(utf8: value, to: &head)
    }
    endField()
  }

  /// A text field whose value `write` appends: bytes that need no escape in either syntax
  /// (ids, digits), written with no copy in between.
  package mutating func add(_ name: StaticString, unescaped write: (inout [UInt8]) -> Void) {
    beginField(name)
    if syntax == .json { head.append(UInt8(ascii: "\"")) }
    write(&head)
    if syntax == .json { head.append(UInt8(ascii: "\"")) }
    endField()
  }

  package mutating func add(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    add(name, Int64(value))
  }

  package mutating func add(_ name: StaticString, _ value: Int64?) {
    guard let value else { return }
    beginField(name, valueAtMost: SubsonicEscaping.decimalDigitsAtMost) {
      SubsonicEscaping.writeDecimal(value, to: $0)
    }
    endField()
  }

  package mutating func add(_ name: StaticString, _ value: Bool?) {
    guard let value else { return }
    let literal: StaticString = value ? "true" : "false"
    beginField(name, valueAtMost: literal.utf8CodeUnitCount) { start in
      start.update(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
      return literal.utf8CodeUnitCount
    }
    endField()
  }

  package mutating func add(_ name: StaticString, node: SubsonicNode) {
    switch syntax {
    case .xml: node.appendElement(named: name, to: &body)
    case .json:
      beginField(name)
      node.appendObject(to: &head)
    }
  }

  /// Child elements of one name (a JSON array even with one or no element).
  package mutating func add(_ name: StaticString, nodes: [SubsonicNode]) {
    var list = SubsonicNodeList(name, syntax)
    for node in nodes { list.append(node) }
    add(list)
  }

  /// The elements of `list`, under its name (a JSON array even with one or no element).
  package mutating func add(_ list: SubsonicNodeList) {
    switch syntax {
    case .xml: body += list.bytes
    case .json:
      beginField(list.name)
      head.append(UInt8(ascii: "["))
      head += list.bytes
      head.append(UInt8(ascii: "]"))
    }
  }

  /// Empties the node, keeping the room its buffers have, to build another in it.
  package mutating func removeAll() {
    head.removeAll(keepingCapacity: true)
    body.removeAll(keepingCapacity: true)
    text = nil
  }

  /// Elements of one name holding a value each (`<versions>1</versions>`; a JSON array).
  package mutating func add(_ name: StaticString, scalars: [Scalar]) {
    switch syntax {
    case .xml:
      for scalar in scalars {
        body.append(UInt8(ascii: "<"))
        body.append(literal: name)
        body.append(UInt8(ascii: ">"))
        switch scalar {
        case .string(let value): SubsonicEscaping.appendXML(value, inAttribute: false, to: &body)
        case .int(let value): SubsonicEscaping.appendDecimal(value, to: &body)
        case .bool(let value): body.append(literal: value ? "true" : "false")
        }
        body.append(literal: "</")
        body.append(literal: name)
        body.append(UInt8(ascii: ">"))
      }
    case .json:
      beginField(name)
      head.append(UInt8(ascii: "["))
      for (index, scalar) in scalars.enumerated() {
        if index > 0 { head.append(UInt8(ascii: ",")) }
        switch scalar {
        case .string(let value): JSONText.appendQuoted(value, to: &head)
        case .int(let value): SubsonicEscaping.appendDecimal(value, to: &head)
        case .bool(let value): head.append(literal: value ? "true" : "false")
        }
      }
      head.append(UInt8(ascii: "]"))
    }
  }

  /// Appends the node as the XML element `name`: its attributes (after `leading` ones), then
  /// its text and children.
  func appendElement(
    named name: StaticString, to output: inout [UInt8], leading: StaticString = ""
  ) {
    output.append(UInt8(ascii: "<"))
    output.append(literal: name)
    output.append(literal: leading)
    output += head
    guard !body.isEmpty || text != nil else {
      output.append(literal: "/>")
      return
    }
    output.append(UInt8(ascii: ">"))
    if let text { SubsonicEscaping.appendXML(text, inAttribute: false, to: &output) }
    output += body
    output.append(literal: "</")
    output.append(literal: name)
    output.append(UInt8(ascii: ">"))
  }

  /// Appends the node as a JSON object: its members, then its text as `value`.
  func appendObject(to output: inout [UInt8]) {
    output.append(UInt8(ascii: "{"))
    output += head
    if let text {
      if !head.isEmpty { output.append(UInt8(ascii: ",")) }
      output.append(literal: "\"value\":")
      JSONText.appendQuoted(text, to: &output)
    }
    output.append(UInt8(ascii: "}"))
  }

  /// Starts a field: ` name="` in XML, `"name":` (after a comma but for the first) in JSON,
  /// where a member of any kind starts so. Then `value` may write up to `maximum` bytes of
  /// the value (it returns how many it wrote): all in one append, as an answer of songs
  /// starts thousands of fields and each append to an array is a call of its own.
  private mutating func beginField(
    _ name: StaticString, valueAtMost maximum: Int = 0,
    _ value: (UnsafeMutablePointer<UInt8>) -> Int = { _ in 0 }
  ) {
    let nameCount = name.utf8CodeUnitCount
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: nameCount + 4 + maximum) { buffer in
      let start = buffer.baseAddress!
      var count = 0
      switch syntax {
      case .xml:
        start[0] = UInt8(ascii: " ")
        count = 1
      case .json:
        if !head.isEmpty {
          start[0] = UInt8(ascii: ",")
          count = 1
        }
        start[count] = UInt8(ascii: "\"")
        count += 1
      }
      // Byte by byte: names are a few bytes, fewer than a call to copy them costs.
      for index in 0..<nameCount { start[count + index] = name.utf8Start[index] }
      count += nameCount
      start[count] = syntax == .xml ? UInt8(ascii: "=") : UInt8(ascii: "\"")
      start[count + 1] = syntax == .xml ? UInt8(ascii: "\"") : UInt8(ascii: ":")
      count += 2
      count += value(start + count)
      head.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
    }
  }

  private mutating func endField() {
    if syntax == .xml { head.append(UInt8(ascii: "\"")) }
  }
}

extension [UInt8] {
  /// Appends the bytes of a string literal.
  mutating func append(literal: StaticString) {
    append(
      contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }
}
