/// An HTTP request as the service's routes see it: the method, the decoded path, the
/// parameters of the query string and of a form body (in that order), and the headers.
///
/// Every value is text: a parameter or header whose bytes are not UTF-8, or hold a NUL, never
/// reaches a route (the request is answered 400 before).
package struct HTTPRequest: Sendable {
  /// `GET`, `HEAD` or `POST` (the server answers other methods 405 itself).
  package let method: String
  /// The path, percent-decoded, without the query string (`/rest/ping.view`).
  package let path: String
  /// The query string's parameters, then the form body's, in the order sent; a name may come
  /// several times (`songId=1&songId=2`).
  package let parameters: [(name: String, value: String)]
  /// The headers, as sent.
  package let headers: [(name: String, value: String)]

  package init(
    method: String, path: String, parameters: [(name: String, value: String)] = [],
    headers: [(name: String, value: String)] = []
  ) {
    self.method = method
    self.path = path
    self.parameters = parameters
    self.headers = headers
  }

  /// The first value of parameter `name`, or nil.
  package func parameter(_ name: String) -> String? {
    parameters.first { $0.name == name }?.value
  }

  /// Every value of parameter `name`, in order.
  package func parameters(named name: String) -> [String] {
    parameters.filter { $0.name == name }.map(\.value)
  }

  /// The value of header `name` (any case), or nil.
  package func header(_ name: String) -> String? {
    headers.first {
      $0.name.utf8.count == name.utf8.count && $0.name.lowercased() == name.lowercased()
    }?.value
  }
}
