/// A file sent as HTTP: the whole of it, or the part a `Range` header asks for (206 with
/// `Content-Range`, or 416), with an `ETag` made of its size and modification time, so that a
/// client holding it gets 304 (`If-None-Match`) and a resumed download is refused a part of
/// a changed file (`If-Range`).
package enum FileResponse {
  /// The answer to `request` for `length` bytes of `file` from `offset` (all of it by
  /// default), of media type `mediaType`.
  package static func make(
    _ file: OpenFile, for request: HTTPRequest, mediaType: String, offset: Int64 = 0,
    length: Int64? = nil, extraHeaders: [(name: String, value: String)] = []
  ) -> HTTPResponse {
    let size = length ?? file.size - offset
    let tag =
      "\"\(String(file.size, radix: 16))-\(String(file.modifiedNanoseconds, radix: 16))"
      + (offset == 0 && size == file.size ? "" : "-\(String(offset, radix: 16))") + "\""
    var headers =
      [
        ("Content-Type", mediaType), ("ETag", tag), ("Accept-Ranges", "bytes"),
        ("Cache-Control", "private, no-cache"),
      ] + extraHeaders
    if let wanted = request.header("If-None-Match"), EntityTag.matches(wanted, tag) {
      return HTTPResponse(status: 304, headers: headers, body: .bytes([]))
    }
    var range = ByteRange(header: request.header("Range"), size: size)
    if let condition = request.header("If-Range"), condition != tag { range = .whole }
    switch range {
    case .whole:
      return HTTPResponse(
        status: 200, headers: headers, body: .file(file, offset: offset, length: size))
    case .part(let start, let count):
      headers.append(("Content-Range", "bytes \(start)-\(start + count - 1)/\(size)"))
      return HTTPResponse(
        status: 206, headers: headers, body: .file(file, offset: offset + start, length: count))
    case .unsatisfiable:
      headers.removeAll { $0.0 == "Content-Type" }
      headers.append(("Content-Range", "bytes */\(size)"))
      return HTTPResponse(status: 416, headers: headers, body: .bytes([]))
    }
  }
}
