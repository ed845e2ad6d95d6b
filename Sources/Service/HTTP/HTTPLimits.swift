import Utilities

/// The bounds the server keeps every client within: connections, idle time, the size of a
/// request's head and body, and the threads that answer. Past a bound a client gets a clean
/// 4xx (or its connection closed), never more of the server.
package struct HTTPLimits: Sendable {
  /// Open connections at once; past it new ones wait in the listen queue.
  package var connections = 2048
  /// Seconds a connection may stay idle (no byte in or out) before it is closed: a client
  /// that sends its request a byte at a time (slowloris) loses its connection once it pauses
  /// this long.
  package var idleTimeoutSeconds = 30
  /// Bytes of memory for a connection's request line and headers (a longer URL is answered
  /// 414, longer headers 431) and its buffers.
  package var requestHeadBytes = 64 * 1024
  /// Bytes of a request body (a form); a larger one is answered 413.
  package var bodyBytes = 1 << 20
  /// Threads that answer requests, each with its own read connection to the catalog: one
  /// per processor (at least 2). More threads than processors answer no more requests, and
  /// make a request wait behind others while its thread is not running.
  package var threads = HTTPLimits.processors

  /// The processors online.
  static var processors: Int { max(2, availableCores) }

  package init() {}
}
