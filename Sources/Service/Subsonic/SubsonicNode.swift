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
  /// with its leading space. (After a list's earlier elements when built in place.)
  private(set) var head = ByteWriter()
  /// Where the node's own members or attributes start in `head`.
  private var headStart = 0
  /// XML: the child elements. (JSON keeps its children among the members.)
  private(set) var body = ByteWriter()
  /// The element's text content (XML), or its member `value` (JSON).
  package var text: String?

  package init(_ syntax: Syntax) {
    self.syntax = syntax
  }

  /// A node written in place: as the element `name` after the elements already in `bytes`,
  /// which it takes until ``finishElement(named:into:)`` gives them back with it.
  init(_ syntax: Syntax, element name: StaticString, after bytes: inout ByteWriter) {
    self.syntax = syntax
    swap(&head, &bytes)
    switch syntax {
    case .xml:
      head.append(UInt8(ascii: "<"))
      head.append(literal: name)
    case .json:
      if !head.isEmpty { head.append(UInt8(ascii: ",")) }
      head.append(UInt8(ascii: "{"))
    }
    headStart = head.count
  }

  /// Ends the element `name` begun in place in `bytes`, and gives `bytes` back.
  mutating func finishElement(named name: StaticString, into bytes: inout ByteWriter) {
    var output = ByteWriter()
    swap(&output, &head)
    switch syntax {
    case .xml: appendContent(named: name, to: &output)
    case .json: appendValueAndClose(hasMembers: output.count > headStart, to: &output)
    }
    swap(&output, &bytes)
  }

  package mutating func add(_ name: StaticString, _ value: String?) {
    guard var value else { return }
    value.withUTF8 { addValid(name, utf8: $0) }
  }

  /// A field of text given as UTF-8 bytes (read in place from the catalog): written as is
  /// when they are valid, else repaired (U+FFFD) as a `String` made of them would be.
  package mutating func add(_ name: StaticString, utf8 value: UnsafeBufferPointer<UInt8>?) {
    guard let value else { return }
    guard UTF8Validation.isValid(value) else {
      return add(name, String(decoding: value, as: UTF8.self))
    }
    addValid(name, utf8: value)
  }

  /// A text field whose bytes need no escape in either syntax (ids).
  package mutating func add(_ name: StaticString, unescaped value: UnsafeBufferPointer<UInt8>) {
    let syntax = syntax
    field(name, valueAtMost: value.count + 2) { start in
      let quote = syntax == .json ? 1 : 0
      start[0] = UInt8(ascii: "\"")
      if let source = value.baseAddress { (start + quote).update(from: source, count: value.count) }
      start[quote + value.count] = UInt8(ascii: "\"")
      return value.count + quote * 2
    }
  }

  /// A text field whose value is a literal that needs no escape in either syntax.
  package mutating func add(_ name: StaticString, unescaped value: StaticString) {
    add(
      name, unescaped: UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
  }

  /// A text field of the decimal digits of `value` (an id given as a string).
  package mutating func add(_ name: StaticString, digitsOf value: Int64) {
    let syntax = syntax
    field(name, valueAtMost: SubsonicEscaping.decimalDigitsAtMost + 2) { start in
      let quote = syntax == .json ? 1 : 0
      start[0] = UInt8(ascii: "\"")
      let count = SubsonicEscaping.writeDecimal(value, to: start + quote)
      start[quote + count] = UInt8(ascii: "\"")
      return count + quote * 2
    }
  }

  package mutating func add(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    add(name, Int64(value))
  }

  package mutating func add(_ name: StaticString, _ value: Int64?) {
    guard let value else { return }
    field(name, valueAtMost: SubsonicEscaping.decimalDigitsAtMost) {
      SubsonicEscaping.writeDecimal(value, to: $0)
    }
  }

  package mutating func add(_ name: StaticString, _ value: Bool?) {
    guard let value else { return }
    let literal: StaticString = value ? "true" : "false"
    field(name, valueAtMost: literal.utf8CodeUnitCount) { start in
      // Byte by byte: four or five bytes, fewer than a call to copy them costs.
      for index in 0..<literal.utf8CodeUnitCount { start[index] = literal.utf8Start[index] }
      return literal.utf8CodeUnitCount
    }
  }

  package mutating func add(_ name: StaticString, node: SubsonicNode) {
    switch syntax {
    case .xml: node.appendElement(named: name, to: &body)
    case .json:
      field(name, valueAtMost: 0) { _ in 0 }
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
    case .xml:
      body.reserve(list.bytes.count)
      body.append(list.bytes)
    case .json:
      field(list.name, valueAtMost: 1) { start in
        start[0] = UInt8(ascii: "[")
        return 1
      }
      head.reserve(list.bytes.count + 1)
      head.append(list.bytes)
      head.append(UInt8(ascii: "]"))
    }
  }

  /// Elements of one name holding a value each (`<versions>1</versions>`; a JSON array).
  package mutating func add(_ name: StaticString, scalars: [Scalar]) {
    switch syntax {
    case .xml:
      var list = SubsonicNodeList(name, syntax)
      for scalar in scalars {
        list.append { node in
          switch scalar {
          case .string(let value): node.text = value
          case .int(let value): node.text = String(value)
          case .bool(let value): node.text = value ? "true" : "false"
          }
        }
      }
      add(list)
    case .json:
      field(name, valueAtMost: 1) { start in
        start[0] = UInt8(ascii: "[")
        return 1
      }
      for (index, scalar) in scalars.enumerated() {
        if index > 0 { head.append(UInt8(ascii: ",")) }
        switch scalar {
        case .string(var value):
          value.withUTF8 { utf8 in
            head.write(atMost: JSONText.quotedBytesAtMost(utf8.count)) {
              JSONText.writeQuoted(utf8: utf8, to: $0)
            }
          }
        case .int(let value):
          head.write(atMost: SubsonicEscaping.decimalDigitsAtMost) {
            SubsonicEscaping.writeDecimal(value, to: $0)
          }
        case .bool(let value): head.append(literal: value ? "true" : "false")
        }
      }
      head.append(UInt8(ascii: "]"))
    }
  }

  /// Appends the node as the XML element `name`: its attributes (after `leading` ones), then
  /// its text and children.
  func appendElement(
    named name: StaticString, to output: inout ByteWriter, leading: StaticString = ""
  ) {
    output.append(UInt8(ascii: "<"))
    output.append(literal: name)
    output.append(literal: leading)
    output.append(head)
    appendContent(named: name, to: &output)
  }

  /// Appends the node as a JSON object: its members, then its text as `value`.
  func appendObject(to output: inout ByteWriter) {
    output.append(UInt8(ascii: "{"))
    output.append(head)
    appendValueAndClose(hasMembers: !head.isEmpty, to: &output)
  }

  /// XML, after the attributes: the text and children and the end tag, or `/>` for none.
  private func appendContent(named name: StaticString, to output: inout ByteWriter) {
    guard !body.isEmpty || text != nil else {
      output.append(literal: "/>")
      return
    }
    output.append(UInt8(ascii: ">"))
    if var text {
      text.withUTF8 { utf8 in
        output.write(atMost: SubsonicEscaping.xmlEscapedBytesAtMost(utf8.count)) {
          SubsonicEscaping.writeXMLEscaped(utf8, inAttribute: false, to: $0)
        }
      }
    }
    output.append(body)
    output.append(literal: "</")
    output.append(literal: name)
    output.append(UInt8(ascii: ">"))
  }

  /// JSON, after the members: the text as the member `value`, and the closing brace.
  private func appendValueAndClose(hasMembers: Bool, to output: inout ByteWriter) {
    if var text {
      if hasMembers { output.append(UInt8(ascii: ",")) }
      output.append(literal: "\"value\":")
      text.withUTF8 { utf8 in
        output.write(atMost: JSONText.quotedBytesAtMost(utf8.count)) {
          JSONText.writeQuoted(utf8: utf8, to: $0)
        }
      }
    }
    output.append(UInt8(ascii: "}"))
  }

  /// A text field of valid UTF-8, escaped as its syntax needs.
  private mutating func addValid(_ name: StaticString, utf8 value: UnsafeBufferPointer<UInt8>) {
    switch syntax {
    case .xml:
      field(name, valueAtMost: SubsonicEscaping.xmlEscapedBytesAtMost(value.count)) {
        SubsonicEscaping.writeXMLEscaped(value, inAttribute: true, to: $0)
      }
    case .json:
      field(name, valueAtMost: JSONText.quotedBytesAtMost(value.count)) {
        JSONText.writeQuoted(utf8: value, to: $0)
      }
    }
  }

  /// Writes a field whole: ` name="`, the value and `"` in XML; `"name":` (after a comma but
  /// for the first), where a member of any kind starts so, and the value in JSON. `value`
  /// writes the value (in JSON with its quotes, if any) in up to `maximum` bytes and returns
  /// how many it wrote.
  @inline(__always)
  private mutating func field(
    _ name: StaticString, valueAtMost maximum: Int,
    _ value: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    let nameCount = name.utf8CodeUnitCount
    let syntax = syntax
    let isFirst = head.count == headStart
    head.write(atMost: nameCount + 5 + maximum) { start in
      var count = 0
      switch syntax {
      case .xml:
        start[0] = UInt8(ascii: " ")
        count = 1
      case .json:
        if !isFirst {
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
      if syntax == .xml {
        start[count] = UInt8(ascii: "\"")
        count += 1
      }
      return count
    }
  }
}
