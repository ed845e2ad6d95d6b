#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the server listens: a host (an IPv4 or IPv6 address, or `localhost`) and a port,
/// as `--listen HOST:PORT` spells it (`127.0.0.1:4533`, `[::1]:4533`, `0.0.0.0:4533`; port 0
/// asks the system for a free one).
package struct ListenAddress: Equatable, Sendable, CustomStringConvertible {
  package let host: String
  package let port: UInt16

  /// Navidrome's address, on the loopback interface only.
  package static let standard = ListenAddress(host: "127.0.0.1", port: 4533)

  package init(host: String, port: UInt16) {
    self.host = host
    self.port = port
  }

  /// Reads `HOST:PORT`; nil when it is not one, or when the host is neither an address nor
  /// `localhost` (a name would be looked up, and `999.1.1.1` was taken for a remote host).
  package init?(_ text: String) {
    guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...])
    else { return nil }
    var host = String(text[..<colon])
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    guard host == "localhost" || Self.isAddress(host) else { return nil }
    self.init(host: host, port: port)
  }

  /// True for an IPv4 address in dotted decimal or an IPv6 address, as `inet_pton` reads them.
  private static func isAddress(_ host: String) -> Bool {
    var v4 = in_addr()
    var v6 = in6_addr()
    return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
  }

  /// `HOST:PORT`, with an IPv6 address in brackets, as a URL writes it.
  package var description: String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }

  /// True when the host is a loopback address (127.0.0.0/8, ::1) or `localhost`: only
  /// programs on this machine can connect.
  package var isLoopback: Bool {
    if host == "localhost" { return true }
    var v4 = in_addr()
    if inet_pton(AF_INET, host, &v4) == 1 {
      return UInt32(bigEndian: v4.s_addr) >> 24 == 127
    }
    var v6 = in6_addr()
    if inet_pton(AF_INET6, host, &v6) == 1 {
      return withUnsafeBytes(of: &v6) { $0.dropLast().allSatisfy { $0 == 0 } && $0.last == 1 }
    }
    return false
  }

  /// A socket bound to this address and listening, and the port it got; throws
  /// ``ServiceError/cannotListen(_:reason:)`` with the system's reason.
  package func openSocket(backlog: Int32) throws(ServiceError) -> (descriptor: Int32, port: UInt16)
  {
    var hints = addrinfo()
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    var found: UnsafeMutablePointer<addrinfo>?
    let lookup = getaddrinfo(host == "localhost" ? "127.0.0.1" : host, String(port), &hints, &found)
    guard lookup == 0, let address = found else {
      throw .cannotListen(self, reason: String(cString: gai_strerror(lookup)))
    }
    defer { freeaddrinfo(found) }
    let descriptor = socket(address.pointee.ai_family, hints.ai_socktype, 0)
    guard descriptor >= 0 else { throw .cannotListen(self, reason: Self.lastError) }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    guard bind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0,
      listen(descriptor, backlog) == 0
    else {
      let reason = Self.lastError
      close(descriptor)
      throw .cannotListen(self, reason: reason)
    }
    var bound = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &bound) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    let port = withUnsafeBytes(of: &bound) { bytes -> UInt16 in
      // sin_port and sin6_port sit at the same offset, in network order.
      let offset = MemoryLayout<sockaddr_in>.offset(of: \.sin_port) ?? 2
      return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }
    return (descriptor, port)
  }

  private static var lastError: String { String(cString: strerror(errno)) }
}
