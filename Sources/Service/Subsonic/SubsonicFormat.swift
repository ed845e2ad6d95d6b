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

  /// The whole answer: `root` as the `subsonic-response` envelope.
  package func render(_ root: SubsonicNode) -> String {
    switch self {
    case .xml:
      var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      Self.writeXML(root, named: "subsonic-response", namespace: true, to: &text)
      return text + "\n"
    case .json:
      var text = "{\"subsonic-response\":"
      Self.writeJSON(root, to: &text)
      return text + "}"
    case .jsonp(let callback):
      var text = callback + "({\"subsonic-response\":"
      Self.writeJSON(root, to: &text)
      return text + "});"
    }
  }

  private static func writeXML(
    _ node: SubsonicNode, named name: String, namespace: Bool = false, to text: inout String
  ) {
    text += "<" + name
    if namespace { text += " xmlns=\"http://subsonic.org/restapi\"" }
    var children: [(String, SubsonicNode.Member)] = []
    for (memberName, member) in node.members {
      if case .scalar(let value) = member {
        text += " " + memberName + "=\"" + xmlEscaped(plain(value), inAttribute: true) + "\""
      } else {
        children.append((memberName, member))
      }
    }
    guard !children.isEmpty || node.text != nil else {
      text += "/>"
      return
    }
    text += ">"
    if let content = node.text { text += xmlEscaped(content, inAttribute: false) }
    for (childName, member) in children {
      switch member {
      case .scalar: break
      case .node(let child): writeXML(child, named: childName, to: &text)
      case .nodes(let list):
        for child in list { writeXML(child, named: childName, to: &text) }
      case .scalars(let values):
        for value in values {
          text += "<" + childName + ">" + xmlEscaped(plain(value), inAttribute: false)
          text += "</" + childName + ">"
        }
      }
    }
    text += "</" + name + ">"
  }

  private static func writeJSON(_ node: SubsonicNode, to text: inout String) {
    text += "{"
    var first = true
    func key(_ name: String) {
      if !first { text += "," }
      first = false
      text += JSONText.quoted(name) + ":"
    }
    for (name, member) in node.members {
      key(name)
      switch member {
      case .scalar(let value): writeJSON(value, to: &text)
      case .node(let child): writeJSON(child, to: &text)
      case .nodes(let list):
        text += "["
        for (index, child) in list.enumerated() {
          if index > 0 { text += "," }
          writeJSON(child, to: &text)
        }
        text += "]"
      case .scalars(let values):
        text += "["
        for (index, value) in values.enumerated() {
          if index > 0 { text += "," }
          writeJSON(value, to: &text)
        }
        text += "]"
      }
    }
    if let content = node.text {
      key("value")
      text += JSONText.quoted(content)
    }
    text += "}"
  }

  private static func writeJSON(_ value: SubsonicNode.Scalar, to text: inout String) {
    switch value {
    case .string(let string): text += JSONText.quoted(string)
    case .int(let number): text += String(number)
    case .bool(let flag): text += flag ? "true" : "false"
    }
  }

  private static func plain(_ value: SubsonicNode.Scalar) -> String {
    switch value {
    case .string(let string): string
    case .int(let number): String(number)
    case .bool(let flag): flag ? "true" : "false"
    }
  }

  /// Text as XML 1.0 can hold it: markup characters as entities; in attributes, tab and line
  /// breaks as character references (so they survive); characters XML 1.0 cannot hold at all
  /// (other C0 controls, U+FFFE, U+FFFF) as U+FFFD.
  private static func xmlEscaped(_ value: String, inAttribute: Bool) -> String {
    guard
      value.utf8.contains(where: {
        $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<")
          || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
          || $0 == 0xEF
      })
    else { return value }
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r":
        if inAttribute {
          result += "&#\(scalar.value);"
        } else {
          result.unicodeScalars.append(scalar)
        }
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
