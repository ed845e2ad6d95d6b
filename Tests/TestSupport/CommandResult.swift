import Foundation

/// What a run of the built `musicat` binary printed and how it exited.
public struct CommandResult: Sendable {
  public let status: Int32
  /// What stdout got, exactly (paths whose names are not UTF-8 are printed as their bytes).
  public let standardOutputBytes: [UInt8]
  public let standardError: String

  public init(status: Int32, standardOutputBytes: [UInt8], standardError: String) {
    self.status = status
    self.standardOutputBytes = standardOutputBytes
    self.standardError = standardError
  }

  /// stdout as text (bytes that are not UTF-8 shown as U+FFFD).
  public var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }
}

/// Runs the `musicat` binary that `swift build` put beside the test bundle.
public enum Musicat {
  /// The built binary: the first `musicat` found walking up from the test runner's folder.
  public static let binary: URL = {
    var folder = Bundle.main.bundleURL
    for _ in 0..<5 {
      let candidate = folder.appendingPathComponent("musicat")
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        return candidate
      }
      folder.deleteLastPathComponent()
    }
    preconditionFailure("the musicat binary is not built beside \(Bundle.main.bundleURL.path)")
  }()

  /// Runs `musicat` with `arguments` in `folder` (stdin empty), with `environment` added to a
  /// clean environment that has no MUSICAT_DB and a HOME inside `folder`.
  public static func run(
    _ arguments: [String], in folder: TemporaryFolder, environment: [String: String] = [:]
  ) throws -> CommandResult {
    try run(executable: binary, arguments, in: folder, environment: environment)
  }

  /// Runs `script` with /bin/sh in `folder`, in the environment ``run(_:in:environment:)``
  /// gives, with `$MUSICAT` the built binary: for redirections a process cannot be given
  /// (`> /dev/full`, a closed stdout). What the script's commands print is captured.
  public static func runShell(
    _ script: String, in folder: TemporaryFolder, environment: [String: String] = [:]
  ) throws -> CommandResult {
    try run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: folder,
      environment: environment.merging(["MUSICAT": binary.path]) { $1 })
  }

  private static func run(
    executable: URL, _ arguments: [String], in folder: TemporaryFolder,
    environment: [String: String]
  ) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder.url
    var base = ProcessInfo.processInfo.environment
    base["MUSICAT_DB"] = nil
    base["XDG_DATA_HOME"] = nil
    base["HOME"] = folder.path("home")
    process.environment = base.merging(environment) { $1 }
    let outputFile = folder.url.appendingPathComponent(".stdout-\(UUID().uuidString)")
    let errorFile = folder.url.appendingPathComponent(".stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outputFile)
      try? FileManager.default.removeItem(at: errorFile)
    }
    let output = try FileHandle(forWritingTo: outputFile)
    let error = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    return CommandResult(
      status: process.terminationStatus,
      standardOutputBytes: [UInt8](try Data(contentsOf: outputFile)),
      standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
  }

  /// Runs `tool` (found on PATH) with `arguments` and returns what it printed. For tools that
  /// print little: stderr is read after stdout, so more than a pipe buffer of it would block.
  public static func runTool(_ tool: String, _ arguments: [String]) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(
      status: process.terminationStatus, standardOutputBytes: [UInt8](outputData),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
