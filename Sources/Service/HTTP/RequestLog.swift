import Listings
import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes one line per request to standard error when it completes: the method, the path
/// and query without credentials, the status and the time it took (`GET
/// /rest/search3.view?query=love&f=json 200 0.8 ms`). Lines from the server's threads never
/// mix.
package final class RequestLog: Sendable {
  /// The parameters that carry credentials, never written: the Subsonic user, password,
  /// token, salt and API key.
  static let credentialParameters: Set<String> = ["u", "p", "t", "s", "apiKey"]
  /// How much of a parameter's value a line shows.
  static let shownValueLength = 80

  /// The descriptor lines go to; written to by one thread at a time.
  private let output: Locked<Int32>

  package init(descriptor: Int32 = STDERR_FILENO) {
    output = Locked(descriptor)
  }

  /// The request's target as the log shows it: the path, then the query's parameters but the
  /// credentials, each value cut to ``shownValueLength`` characters, control characters
  /// escaped.
  static func target(path: String, query: some Collection<(name: String, value: String)>)
    -> String
  {
    let shown = query.filter { !credentialParameters.contains($0.name) }.map { name, value in
      let cut = value.count > shownValueLength ? value.prefix(shownValueLength) + "…" : value[...]
      return escaped(name) + "=" + escaped(String(cut))
    }
    return escaped(path) + (shown.isEmpty ? "" : "?" + shown.joined(separator: "&"))
  }

  func record(_ state: RequestState, completed: Bool) {
    let elapsed = MonotonicInstant.now - state.started
    let milliseconds =
      Double(elapsed.components.attoseconds) / 1e15
      + Double(elapsed.components.seconds) * 1000
    let rounded = (milliseconds * 10).rounded() / 10
    let method = Self.escaped(state.method)
    var line = "\(method) \(state.logTarget) \(state.status) \(rounded) ms"
    if !completed { line += " (connection closed before the end)" }
    line += "\n"
    output.withLock { descriptor in
      var bytes = Array(line.utf8)
      var written = 0
      while written < bytes.count {
        let result = bytes.withUnsafeMutableBytes {
          write(descriptor, $0.baseAddress! + written, $0.count - written)
        }
        if result < 0, errno == EINTR { continue }
        guard result > 0 else { return }
        written += result
      }
    }
  }

  /// Text with control characters and bidirectional overrides shown as `\u{1B}`
  /// (``Unicode/Scalar/isEscapedInLines``), so a request cannot forge log lines or turn one
  /// around, and spaces as `%20`, so a line's fields stay apart.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == " " {
        result += "%20"
      } else if scalar.isEscapedInLines {
        result += scalar.escapeSequence
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
