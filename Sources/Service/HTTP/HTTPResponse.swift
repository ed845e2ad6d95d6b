/// What the service answers a request with: a status, headers, and a body of bytes or a
/// range of an open file (sent with sendfile(2) where the system has it).
package struct HTTPResponse: Sendable {
  /// What a response carries after its headers.
  package enum Body: Sendable {
    case bytes([UInt8])
    /// Bytes written by the service, handed to the library as they lie (no copy).
    case written(ByteWriter)
    /// `length` bytes of `file` from `offset`.
    case file(OpenFile, offset: Int64, length: Int64)
  }

  package var status: Int
  package var headers: [(name: String, value: String)]
  package var body: Body

  package init(status: Int, headers: [(name: String, value: String)] = [], body: Body) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A response whose body is `text` in UTF-8, of type `contentType`.
  package init(
    status: Int, contentType: String, text: String,
    headers: [(name: String, value: String)] = []
  ) {
    self.init(
      status: status, headers: [("Content-Type", contentType)] + headers,
      body: .bytes(Array(text.utf8)))
  }

  /// A response whose body is `bytes`, of type `contentType`.
  package init(status: Int, contentType: String, bytes: [UInt8]) {
    self.init(status: status, headers: [("Content-Type", contentType)], body: .bytes(bytes))
  }

  /// A response whose body is `written`, of type `contentType`.
  init(status: Int, contentType: String, written: ByteWriter) {
    self.init(status: status, headers: [("Content-Type", contentType)], body: .written(written))
  }

  /// A plain-text error: the status and a sentence saying what is wrong.
  package static func error(_ status: Int, _ message: String) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", text: message + "\n")
  }
}
