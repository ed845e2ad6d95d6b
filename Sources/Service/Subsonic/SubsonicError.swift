/// A failed Subsonic call: the protocol's error code and a message saying what was wrong.
/// It is answered with HTTP 200 and `status="failed"`, as clients expect.
package struct SubsonicError: Error, Equatable, Sendable {
  package let code: Int
  package let message: String

  package init(_ code: Int, _ message: String) {
    self.code = code
    self.message = message
  }

  /// Code 0: a generic error.
  package static func generic(_ message: String) -> SubsonicError { .init(0, message) }

  /// Code 10: a required parameter is missing.
  package static func missing(_ parameter: String) -> SubsonicError {
    .init(10, "Required parameter '\(parameter)' is missing.")
  }

  /// Code 0, for a parameter whose value is not of its kind.
  package static func invalid(_ parameter: String, _ value: String, expected: String)
    -> SubsonicError
  {
    .init(0, "Parameter '\(parameter)' is '\(value.prefix(64))', not \(expected).")
  }

  /// Code 40: the user or the password (or token) is wrong.
  package static let wrongCredentials = SubsonicError(40, "Wrong username or password.")

  /// Code 70: the thing asked for does not exist.
  package static func notFound(_ what: String) -> SubsonicError { .init(70, what) }

  /// The error as a node of the answer.
  func node(in syntax: SubsonicNode.Syntax) -> SubsonicNode {
    var node = SubsonicNode(syntax)
    node.add("code", code)
    node.add("message", message)
    return node
  }
}
