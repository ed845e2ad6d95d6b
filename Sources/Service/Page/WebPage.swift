/// musicat's page (`Sources/Service/Web/`, compiled into the binary): its few files, each
/// with the tag of its bytes (revalidated, never stale), and a policy that lets it run only
/// scripts and styles of this server (`default-src 'self'`: no inline script, nothing from
/// elsewhere).
enum WebPage {
  /// A file of the page as it is sent.
  struct File: Sendable {
    let mediaType: String
    let bytes: [UInt8]
  }

  /// The files by the path they are served at; `/` is `index.html`.
  static let files: [String: File] = {
    var files: [String: File] = [:]
    for file in EmbeddedFiles.web {
      files["/" + file.name] = File(
        mediaType: mediaType(of: file.name), bytes: Array(file.contents.utf8))
    }
    files["/"] = files["/index.html"]
    return files
  }()

  static let securityPolicy =
    "default-src 'self'; img-src 'self' data:; media-src 'self'; object-src 'none'; "
    + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  /// The answer for `request` when its path is one of the page's files, else nil.
  static func response(for request: HTTPRequest) -> HTTPResponse? {
    guard request.method == "GET" || request.method == "HEAD", let file = files[request.path]
    else { return nil }
    return HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", file.mediaType), ("Content-Security-Policy", securityPolicy),
        ("Referrer-Policy", "no-referrer"), ("X-Frame-Options", "DENY"),
      ], body: .bytes(file.bytes)
    )
    .revalidated(for: request)
  }

  private static func mediaType(of name: String) -> String {
    switch name.split(separator: ".").last {
    case "html": "text/html; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "svg": "image/svg+xml"
    default: "application/octet-stream"
    }
  }
}
