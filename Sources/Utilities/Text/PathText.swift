/// The folder and the name of a path written as text, as Foundation's `NSString` path
/// methods give them (`deletingLastPathComponent`, `lastPathComponent`), without Foundation:
/// repeated slashes count as one and a trailing slash is ignored.
package enum PathText {
  /// The path less its last component: `""` for a bare name, `"/"` for a name in the root.
  package static func folder(of path: String) -> String {
    let fixed = tidied(path)
    guard fixed != "/" else { return "/" }
    guard let slash = fixed.lastIndex(of: "/") else { return "" }
    return slash == fixed.startIndex ? "/" : String(fixed[..<slash])
  }

  /// The last component of the path (`"/"` for the root, `""` for an empty path).
  package static func name(of path: String) -> String {
    let fixed = tidied(path)
    guard fixed.count > 1, let slash = fixed.lastIndex(of: "/") else { return fixed }
    return String(fixed[fixed.index(after: slash)...])
  }

  /// The path with each run of slashes made one and a trailing slash dropped (but for the
  /// root's).
  private static func tidied(_ path: String) -> String {
    var result = ""
    result.reserveCapacity(path.utf8.count)
    for character in path where !(character == "/" && result.last == "/") {
      result.append(character)
    }
    if result.count > 1, result.last == "/" { result.removeLast() }
    return result
  }
}
