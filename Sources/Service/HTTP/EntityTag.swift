/// Entity tags (RFC 9110, 8.8.3): what makes a client's copy of an answer revalidate with a
/// 304 instead of a second download.
package enum EntityTag {
  /// The strong tag of `bytes`: their 64-bit FNV-1a hash, quoted.
  package static func of(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return "\"" + String(hash, radix: 16) + "\""
  }

  /// True when an `If-None-Match` value (`*`, or tags separated by commas, weak or not)
  /// names `tag`.
  package static func matches(_ header: String, _ tag: String) -> Bool {
    header.split(separator: ",").contains { candidate in
      var candidate = candidate.drop(while: { $0 == " " || $0 == "\t" })
      if candidate.hasPrefix("W/") { candidate = candidate.dropFirst(2) }
      let trimmed = String(candidate).split(separator: " ").first.map(String.init) ?? ""
      return trimmed == tag || trimmed == "*"
    }
  }
}

extension HTTPResponse {
  /// This answer with the tag of its bytes, to be asked again each time (`no-cache`), and
  /// 304 without them when `request` already holds them. Other answers stay as they are.
  package func revalidated(for request: HTTPRequest) -> HTTPResponse {
    guard status == 200, case .bytes(let bytes) = body else { return self }
    let tag = EntityTag.of(bytes)
    var answer = self
    answer.headers += [("ETag", tag), ("Cache-Control", "no-cache")]
    if let held = request.header("If-None-Match"), EntityTag.matches(held, tag) {
      answer.status = 304
      answer.body = .bytes([])
    }
    return answer
  }
}
