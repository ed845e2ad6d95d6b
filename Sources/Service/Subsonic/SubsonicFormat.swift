import Catalog

/// The shape a Subsonic answer is written in: XML (the protocol's default), JSON (`f=json`),
/// or JSON wrapped in a call of a JavaScript function (`f=jsonp&callback=name`).
package enum SubsonicFormat: Equatable, Sendable {
  case xml
  case json
  case jsonp(callback: String)

  /// The format a request asks for; XML when it asks for none or for one that does not exist,
  /// and for JSONP without a callback that is a plain JavaScript name.
  package init(_ request: HTTPRequest) {
    switch request.parameter("f") {
    case "json": self = .json
    case "jsonp":
      let callback = request.parameter("callback") ?? ""
      self = Self.isSafeCallback(callback) ? .jsonp(callback: callback) : .json
    default: self = .xml
    }
  }

  /// A callback name made only of ASCII letters, digits, `_`, `$` and dots, not starting with
  /// a digit, so the answer cannot carry a script of the request's making.
  static func isSafeCallback(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(0x30...0x39).contains(first), name.utf8.count <= 64
    else { return false }
    return name.utf8.allSatisfy {
      (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
        || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: ".")
    }
  }

  package var contentType: String {
    switch self {
    case .xml: "text/xml; charset=utf-8"
    case .json: "application/json; charset=utf-8"
    case .jsonp: "application/javascript; charset=utf-8"
    }
  }

  /// The whole answer, in UTF-8: `root` as the `subsonic-response` envelope. Written byte
  /// by byte into one buffer: a playlist of a few hundred songs is thousands of strings.
  package func render(_ root: SubsonicNode) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1024)
    switch self {
    case .xml:
      bytes += Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
      Self.writeXML(root, named: "subsonic-response", namespace: true, to: &bytes)
      bytes.append(0x0A)
    case .json:
      bytes += Array("{\"subsonic-response\":".utf8)
      Self.writeJSON(root, to: &bytes)
      bytes.append(UInt8(ascii: "}"))
    case .jsonp(let callback):
      bytes += Array((callback + "({\"subsonic-response\":").utf8)
      Self.writeJSON(root, to: &bytes)
      bytes += Array("});".utf8)
    }
    return bytes
  }

  private static func writeXML(
    _ node: SubsonicNode, named name: String, namespace: Bool = false, to bytes: inout [UInt8]
  ) {
    bytes.append(UInt8(ascii: "<"))
    bytes += name.utf8
    if namespace { bytes += " xmlns=\"http://subsonic.org/restapi\"".utf8 }
    var hasChildren = false
    for (memberName, member) in node.members {
      guard case .scalar(let value) = member else {
        hasChildren = true
        continue
      }
      bytes.append(UInt8(ascii: " "))
      bytes += memberName.utf8
      bytes += "=\"".utf8
      appendXML(value, inAttribute: true, to: &bytes)
      bytes.append(UInt8(ascii: "\""))
    }
    guard hasChildren || node.text != nil else {
      bytes += "/>".utf8
      return
    }
    bytes.append(UInt8(ascii: ">"))
    if let content = node.text { appendXMLEscaped(content, inAttribute: false, to: &bytes) }
    for (childName, member) in node.members {
      switch member {
      case .scalar: break
      case .node(let child): writeXML(child, named: childName, to: &bytes)
      case .nodes(let list):
        for child in list { writeXML(child, named: childName, to: &bytes) }
      case .scalars(let values):
        for value in values {
          bytes.append(UInt8(ascii: "<"))
          bytes += childName.utf8
          bytes.append(UInt8(ascii: ">"))
          appendXML(value, inAttribute: false, to: &bytes)
          bytes += "</".utf8
          bytes += childName.utf8
          bytes.append(UInt8(ascii: ">"))
        }
      }
    }
    bytes += "</".utf8
    bytes += name.utf8
    bytes.append(UInt8(ascii: ">"))
  }

  private static func writeJSON(_ node: SubsonicNode, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "{"))
    var first = true
    func key(_ name: String) {
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      JSONText.appendQuoted(name, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
    }
    for (name, member) in node.members {
      key(name)
      switch member {
      case .scalar(let value): writeJSON(value, to: &bytes)
      case .node(let child): writeJSON(child, to: &bytes)
      case .nodes(let list):
        bytes.append(UInt8(ascii: "["))
        for (index, child) in list.enumerated() {
          if index > 0 { bytes.append(UInt8(ascii: ",")) }
          writeJSON(child, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
      case .scalars(let values):
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
          if index > 0 { bytes.append(UInt8(ascii: ",")) }
          writeJSON(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
      }
    }
    if let content = node.text {
      key("value")
      JSONText.appendQuoted(content, to: &bytes)
    }
    bytes.append(UInt8(ascii: "}"))
  }

  private static func writeJSON(_ value: SubsonicNode.Scalar, to bytes: inout [UInt8]) {
    switch value {
    case .string(let string): JSONText.appendQuoted(string, to: &bytes)
    case .int(let number): bytes += String(number).utf8
    case .bool(let flag): bytes += (flag ? "true" : "false").utf8
    }
  }

  private static func appendXML(
    _ value: SubsonicNode.Scalar, inAttribute: Bool, to bytes: inout [UInt8]
  ) {
    switch value {
    case .string(let string): appendXMLEscaped(string, inAttribute: inAttribute, to: &bytes)
    case .int(let number): bytes += String(number).utf8
    case .bool(let flag): bytes += (flag ? "true" : "false").utf8
    }
  }

  /// Appends text as XML 1.0 can hold it: markup characters as entities; in attributes, tab
  /// and line breaks as character references (so they survive); characters XML 1.0 cannot
  /// hold at all (other C0 controls, U+FFFE, U+FFFF) as U+FFFD. Runs that need nothing are
  /// copied whole.
  private static func appendXMLEscaped(_ text: String, inAttribute: Bool, to bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { utf8 in
      var run = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        var replacement: [UInt8]?
        var width = 1
        switch byte {
        case UInt8(ascii: "&"): replacement = Array("&amp;".utf8)
        case UInt8(ascii: "<"): replacement = Array("&lt;".utf8)
        case UInt8(ascii: ">"): replacement = Array("&gt;".utf8)
        case UInt8(ascii: "\""): replacement = Array("&quot;".utf8)
        case UInt8(ascii: "'"): replacement = Array("&apos;".utf8)
        case 0x09, 0x0A, 0x0D:
          if inAttribute { replacement = Array("&#\(byte);".utf8) }
        case ..<0x20:
          replacement = [0xEF, 0xBF, 0xBD]
        case 0xEF
        where index + 2 < utf8.count && utf8[index + 1] == 0xBF
          && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF):
          replacement = [0xEF, 0xBF, 0xBD]
          width = 3
        default: break
        }
        guard let replacement else {
          index += 1
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
        bytes += replacement
        index += width
        run = index
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
    }
  }
}
