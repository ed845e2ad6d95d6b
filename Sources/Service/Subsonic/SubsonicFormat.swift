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

  /// The syntax of the nodes of an answer in this format.
  package var syntax: SubsonicNode.Syntax {
    switch self {
    case .xml: .xml
    case .json, .jsonp: .json
    }
  }

  /// The whole answer, in UTF-8: `root` (built in this format's ``syntax``) as the
  /// `subsonic-response` envelope.
  func render(_ root: SubsonicNode) -> ByteWriter {
    precondition(root.syntax == syntax, "a node is rendered in the syntax it was built in")
    var bytes = ByteWriter()
    bytes.reserve(root.head.count + root.body.count + 128)
    switch self {
    case .xml:
      bytes.append(literal: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
      root.appendElement(
        named: "subsonic-response", to: &bytes,
        leading: " xmlns=\"http://subsonic.org/restapi\"")
      bytes.append(0x0A)
    case .json:
      bytes.append(literal: "{\"subsonic-response\":")
      root.appendObject(to: &bytes)
      bytes.append(UInt8(ascii: "}"))
    case .jsonp(let callback):
      var callback = callback
      callback.withUTF8 { bytes.append($0) }
      bytes.append(literal: "({\"subsonic-response\":")
      root.appendObject(to: &bytes)
      bytes.append(literal: "});")
    }
    return bytes
  }
}
