import CMalloc
import CServiceLibraries
import Synchronization
import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Answers a request; runs on one of the server's threads.
package typealias HTTPHandler = @Sendable (HTTPRequest) -> HTTPResponse

/// An HTTP server: GNU libmicrohttpd parses the requests (their limits, timeouts and
/// chunking) and sends the responses (files with sendfile); `handler` decides each answer.
///
/// Requests are handled by a pool of ``HTTPLimits/threads`` threads. The boundary with the C
/// library is ``MicroHTTPDCallbacks``.
package final class HTTPServer {
  /// The port the server listens on (the one the system chose when asked for port 0).
  package let port: UInt16
  private let daemon: OpaquePointer
  private let context: Unmanaged<HTTPServerContext>

  /// Starts listening on `address` and answering with `handler`.
  package init(
    address: ListenAddress, limits: HTTPLimits, log: RequestLog?,
    handler: @escaping HTTPHandler
  ) throws(ServiceError) {
    if let failure = musicat_mhd_load() { throw .libraryMissing(String(cString: failure)) }
    // Each request writes and frees an answer of tens of KiB: with the allocator's default,
    // freeing one gave the heap's top back to the system twice a request (getPlaylist of 50
    // songs: 4,200 requests/s against 9,300 keeping it; peak RSS the same).
    musicat_keep_freed_memory(8 << 20, 4 << 20)
    var limits = limits
    limits.connections = Self.affordableConnections(limits.connections)
    let (socket, port) = try address.openSocket(backlog: 1024)
    let context = Unmanaged.passRetained(
      HTTPServerContext(handler: handler, limits: limits, log: log))
    var options = [
      MHD_OptionItem(
        option: .CONNECTION_LIMIT, value: limits.connections, ptr_value: nil),
      MHD_OptionItem(
        option: .CONNECTION_TIMEOUT, value: limits.idleTimeoutSeconds, ptr_value: nil),
      MHD_OptionItem(
        option: .CONNECTION_MEMORY_LIMIT, value: limits.requestHeadBytes,
        ptr_value: nil),
      MHD_OptionItem(option: .STRICT_FOR_CLIENT, value: 1, ptr_value: nil),
      MHD_OptionItem(option: .END, value: 0, ptr_value: nil),
    ]
    if limits.threads > 1 {
      options.insert(
        MHD_OptionItem(option: .THREAD_POOL_SIZE, value: limits.threads, ptr_value: nil),
        at: 0)
    }
    let flags = MHD_USE_AUTO_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue
    guard
      let daemon = options.withUnsafeBufferPointer({ options in
        musicat_mhd_start(
          flags, socket, MicroHTTPDCallbacks.accessHandler, context.toOpaque(),
          MicroHTTPDCallbacks.requestCompleted, context.toOpaque(), options.baseAddress)
      })
    else {
      close(socket)
      context.release()
      throw .cannotListen(address, reason: "the HTTP library could not start its threads")
    }
    self.daemon = daemon
    self.port = port
    self.context = context
  }

  /// Descriptors kept free for what is not a connection: the catalog's files, files being
  /// sent, the library's own.
  static let reservedDescriptors = 64

  /// `wanted` connections, or as many as the process may open descriptors for: the soft
  /// limit is first raised to the hard one (past the limit libmicrohttpd would stop
  /// accepting without a word, and clients would hang).
  static func affordableConnections(_ wanted: Int) -> Int {
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
      let resource = RLIMIT_NOFILE
    #endif
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else { return wanted }
    let needed = rlim_t(wanted + reservedDescriptors)
    if limit.rlim_cur < needed {
      limit.rlim_cur = min(needed, limit.rlim_max)
      _ = setrlimit(resource, &limit)
      _ = getrlimit(resource, &limit)
    }
    return max(1, min(wanted, Int(limit.rlim_cur) - reservedDescriptors))
  }

  /// Stops accepting connections, lets the requests in flight finish (for at most `grace`),
  /// then closes every connection and stops the threads.
  package func stop(grace: Duration) {
    let socket = musicat_mhd_quiesce_daemon(daemon)
    let deadline = MonotonicInstant.now + grace
    while context.takeUnretainedValue().requestsInFlight.load(ordering: .acquiring) > 0,
      MonotonicInstant.now < deadline
    {
      usleep(10_000)
    }
    musicat_mhd_stop_daemon(daemon)
    // A quiesced daemon gives its listening socket back; otherwise stopping closed it.
    if socket >= 0 { close(socket) }
    context.release()
  }
}

/// What the C callbacks reach through their context pointer: the handler and limits, the
/// log, and how many requests are being answered.
final class HTTPServerContext: Sendable {
  let handler: HTTPHandler
  let limits: HTTPLimits
  let log: RequestLog?
  let requestsInFlight = Atomic(0)

  init(handler: @escaping HTTPHandler, limits: HTTPLimits, log: RequestLog?) {
    self.handler = handler
    self.limits = limits
    self.log = log
  }
}
