import Catalog
import Service

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `musicat serve`: the catalog as a music service (OpenSubsonic and musicat's JSON API),
/// until SIGINT or SIGTERM.
enum ServeCommand: Command {
  static let listen = Option<ListenAddress>(
    "listen", value: "host:port",
    help: "Where to listen (default: 127.0.0.1:4533, this machine only; port 0: any free port)."
  ) { text throws(InvalidValue) in
    guard let address = ListenAddress(text) else {
      throw InvalidValue(
        "expected HOST:PORT, the host an IP address or localhost, such as 127.0.0.1:4533, "
          + "0.0.0.0:4533 or [::1]:4533.")
    }
    return address
  }
  static let quiet = Flag("quiet", short: "q", help: "Do not log each request on stderr.")
  static let threads = Option.count(
    "threads", in: 1...64,
    help:
      "Threads that answer requests, 1 to 64 (default: one per processor, at least 2), each"
      + " with its own read connection.")
  static let connections = Option.count(
    "max-connections", in: 1...65_536, help: "Open connections at once (default: 2048).")
  static let timeout = Option.count(
    "timeout", in: 1...86_400,
    help: "Seconds a connection may stay idle before it is closed, up to a day (default: 30).")

  static let commandName = "serve"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Serve the catalog to music players (OpenSubsonic) and scripts (JSON API).",
    discussion: """
      Players that speak Subsonic (DSub, Symfonium, Feishin, Sonixd...) connect to
      http://HOST:PORT with a user of 'musicat user add'; scripts read /api/. Audio is sent
      as it is on disk (no transcoding). Each request is logged on stderr (method, path
      without credentials, status, time) unless --quiet. SIGINT or SIGTERM stops the server
      once the requests in flight are answered.

      Without accounts the server listens on this machine only (loopback); on any other
      address it needs one.

      Examples:
        musicat user add me && musicat serve
        musicat serve --listen 0.0.0.0:4533
        curl 'http://127.0.0.1:4533/api/search?q=回忆'
      """,
    options: [listen, quiet, threads, connections, timeout]
  )

  /// How long requests in flight may take to finish once a stop is asked for.
  static let grace = Duration.seconds(10)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let address = try arguments.value(of: listen) ?? .standard
    var limits = HTTPLimits()
    if let threads = try arguments.value(of: threads) { limits.threads = threads }
    if let connections = try arguments.value(of: connections) { limits.connections = connections }
    if let timeout = try arguments.value(of: timeout) { limits.idleTimeoutSeconds = timeout }
    let catalogPath = try context.catalogPath
    guard access(catalogPath, F_OK) == 0 else { throw CatalogError.noCatalog(path: catalogPath) }
    let service = try CatalogService(
      catalogPath: catalogPath, version: Musicat.versionNumber,
      openWithoutAccounts: address.isLoopback)
    try service.checkAccounts(exposed: !address.isLoopback, address: address)
    SignalWaiter.blockStopSignals()
    let server = try HTTPServer(
      address: address, limits: limits, log: arguments[quiet] ? nil : RequestLog(),
      handler: service.handle)
    let shown = ListenAddress(host: address.host, port: server.port)
    context.output.writeError("Listening on http://\(shown) (catalog \(catalogPath))")
    let signal = SignalWaiter.waitForStopSignal()
    context.output.writeError("Stopping (\(signal)): answering the requests in flight.")
    server.stop(grace: grace)
    return .success
  }
}
