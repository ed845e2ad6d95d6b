import Foundation

/// A `musicat serve` on a catalog of the service tests' library (Tests/Service/make_library.py:
/// lyrics in Chinese, Japanese and English, tiny real audio, covers), listening on a free
/// loopback port, with an account (`me`, an API key) unless asked for none. Stopped with
/// SIGTERM when released, if still running.
public final class ServedCatalog: @unchecked Sendable {
  public let folder: TemporaryFolder
  public let library: String
  public let database: String
  public let user = "me"
  public let password = "pässwörd 1"
  public let apiKey: String
  public let port: Int
  private let process: Process
  private let logFile: URL

  /// The repository's root, found from this file's place.
  public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The Python that has py-opensonic: `$MUSICAT_TEST_PYTHON`, else the repository's
  /// `.venv` (`make venv` makes it; `.ci/run` too).
  public static var python: String {
    ProcessInfo.processInfo.environment["MUSICAT_TEST_PYTHON"]
      ?? repository.appendingPathComponent(".venv/bin/python3").path
  }

  public init(accounts: Bool = true, arguments: [String] = []) throws {
    folder = try TemporaryFolder()
    library = folder.path("library")
    database = folder.path("catalog.db")
    let made = try Musicat.runTool(
      "python3",
      [Self.repository.appendingPathComponent("Tests/Service/make_library.py").path, library])
    guard made.status == 0 else { throw Failure("make_library.py: \(made.standardError)") }
    try Self.check(Musicat.run(["--db", database, "import", library, "--quiet"], in: folder))
    if accounts {
      try Self.check(
        Musicat.runShell(
          "printf '%s\\n' '\(password)' | \"$MUSICAT\" --db '\(database)' user add \(user)",
          in: folder))
      let key = try Musicat.run(["--db", database, "user", "apikey", user], in: folder)
      try Self.check(key)
      apiKey = key.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    } else {
      apiKey = ""
    }
    logFile = folder.url.appendingPathComponent("serve.log")
    (process, port) = try Self.start(
      database: database, arguments: ["--listen", "127.0.0.1:0"] + arguments, log: logFile,
      in: folder)
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }

  /// `http://127.0.0.1:PORT`.
  public var base: String { "http://127.0.0.1:\(port)" }

  /// What the server wrote on stderr so far.
  public var log: String {
    (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
  }

  /// Sends `signal` and waits for the server to exit; returns its exit status.
  @discardableResult
  public func stop(signal: Int32 = SIGTERM) -> Int32 {
    guard process.isRunning else { return process.terminationStatus }
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Whether the server is still running.
  public var isRunning: Bool { process.isRunning }

  /// A GET of `target` (a path and query, as sent) with curl: status, headers, body.
  public func get(_ target: String, headers: [String] = [], options: [String] = []) throws
    -> HTTPAnswer
  {
    let headerFile = folder.path("headers-\(UUID().uuidString)")
    let bodyFile = folder.path("body-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(atPath: headerFile)
      try? FileManager.default.removeItem(atPath: bodyFile)
    }
    let result = try Musicat.runTool(
      "curl",
      ["-sS", "--max-time", "20", "-g", "-D", headerFile, "-o", bodyFile, "-w", "%{http_code}"]
        + headers.flatMap { ["-H", $0] } + options + [base + target])
    guard result.status == 0, let status = Int(result.standardOutput) else {
      throw Failure("curl \(target): \(result.standardError)")
    }
    return HTTPAnswer(
      status: status,
      headers: (try? String(contentsOfFile: headerFile, encoding: .utf8)) ?? "",
      body: (try? Data(contentsOf: URL(fileURLWithPath: bodyFile))).map { [UInt8]($0) } ?? [])
  }

  /// Starts `musicat serve` and waits (at most 20 s) for the line saying where it listens.
  public static func start(
    database: String, arguments: [String], log: URL, in folder: TemporaryFolder
  ) throws -> (Process, Int) {
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let process = Process()
    process.executableURL = Musicat.binary
    process.arguments = ["--db", database, "serve"] + arguments
    process.currentDirectoryURL = folder.url
    process.standardError = try FileHandle(forWritingTo: log)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      if let range = text.range(of: "Listening on http://") {
        let address = text[range.upperBound...].prefix { !$0.isWhitespace }
        if let colon = address.lastIndex(of: ":"),
          let port = Int(address[address.index(after: colon)...])
        {
          return (process, port)
        }
      }
      guard process.isRunning else {
        throw Failure("musicat serve exited \(process.terminationStatus): \(text)")
      }
      usleep(20_000)
    }
    process.terminate()
    throw Failure("musicat serve did not say where it listens within 20 s")
  }

  private static func check(_ result: CommandResult) throws {
    guard result.status == 0 else {
      throw Failure("musicat exited \(result.status): \(result.standardError)")
    }
  }

  /// A step of setting up the server that failed, with what it printed.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
  }
}

/// An HTTP answer as curl got it.
public struct HTTPAnswer: Sendable {
  public let status: Int
  /// The raw header lines.
  public let headers: String
  public let body: [UInt8]

  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The value of header `name` (any case), or nil.
  public func header(_ name: String) -> String? {
    for line in headers.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == name.lowercased() {
        return parts[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }
}
