import Catalog
import Foundation
import SQLite

/// The `musicat` command line: finds the subcommand, parses its arguments, runs it, and
/// turns every outcome into output and a documented exit code (see ``ExitCode``).
@main
enum Musicat {
  static let version = "0.1.0"

  static let overview =
    "A music catalog in one SQLite file: which tracks are downloaded and HD, where a lyric "
    + "is sung, and every group as a playlist."

  static let commands: [any Command.Type] = [
    MigrateCommand.self, SeedCommand.self, TracksCommand.self, GroupsCommand.self,
  ]

  static let rootOptions: [OptionSpec] = [
    CommandSpec.commonOptions[0],
    .flag("version", help: "Show the version."),
    CommandSpec.commonOptions[1],
  ]

  static func main() {
    let output = Output()
    let code = run(Array(CommandLine.arguments.dropFirst()), output: output)
    output.flush()
    exit(code.rawValue)
  }

  /// Runs one command line and returns its exit code.
  static func run(_ arguments: [String], output: Output) -> ExitCode {
    do {
      return try dispatch(arguments, output: output)
    } catch let error as UsageError {
      output.writeError("Error: \(error.message)")
      let spec = error.command.flatMap { name in commands.first { $0.spec.name == name }?.spec }
      output.writeError("Usage: \(spec?.usage ?? "musicat [--db <path>] <subcommand>")")
      let helpCommand = spec.map { "musicat \($0.name) --help" } ?? "musicat --help"
      output.writeError("  See '\(helpCommand)' for more information.")
      return .usage
    } catch {
      output.writeError("Error: \(describe(error))")
      return .failure
    }
  }

  private static func dispatch(_ arguments: [String], output: Output) throws -> ExitCode {
    var remaining = arguments[...]
    var databasePath: String?
    // Options before the subcommand: --db, --version, --help.
    while let argument = remaining.first, argument.hasPrefix("-") {
      remaining.removeFirst()
      switch argument {
      case "--version":
        output.write(version + "\n")
        return .success
      case "-h", "--help":
        output.write(rootHelp)
        return .success
      case "--db":
        guard let path = remaining.popFirst() else {
          throw UsageError("Missing value for '--db <path>'.", command: nil)
        }
        databasePath = path
      case _ where argument.hasPrefix("--db="):
        databasePath = String(argument.dropFirst("--db=".count))
      default:
        throw UsageError("Unknown option '\(argument)'.", command: nil)
      }
    }
    guard let name = remaining.popFirst() else {
      output.write(rootHelp)
      return .success
    }
    if name == "help" {
      return try help(Array(remaining), output: output)
    }
    guard let command = commands.first(where: { $0.spec.name == name }) else {
      throw UsageError("Unknown subcommand '\(name)'.", command: nil)
    }
    let parsed = try ArgumentParser(spec: command.spec).parse(Array(remaining))
    if parsed.flag("help") {
      output.write(HelpFormatter.help(for: command.spec))
      return .success
    }
    let explicitPath = parsed.value("db") ?? databasePath
    if explicitPath == "" {
      throw UsageError(
        "The value '' is invalid for '--db <path>': expected a path.",
        command: parsed.value("db") == nil ? nil : name)
    }
    let location = DatabaseLocation(
      explicit: explicitPath, environment: ProcessInfo.processInfo.environment)
    let context = CommandContext(
      output: output, location: location, isTerminal: isatty(STDOUT_FILENO) == 1)
    return try command.run(parsed, context: context)
  }

  /// `musicat help [<subcommand>]`, the same as `musicat <subcommand> --help`.
  private static func help(_ arguments: [String], output: Output) throws -> ExitCode {
    guard let name = arguments.first else {
      output.write(rootHelp)
      return .success
    }
    guard arguments.count == 1, let command = commands.first(where: { $0.spec.name == name }) else {
      throw UsageError("Unknown subcommand '\(arguments.joined(separator: " "))'.", command: nil)
    }
    output.write(HelpFormatter.help(for: command.spec))
    return .success
  }

  private static var rootHelp: String {
    HelpFormatter.rootHelp(
      overview: overview, commands: commands.map { $0.spec }, options: rootOptions)
  }

  /// A one-line cause for an error, without the SQL an SQLite error carries.
  static func describe(_ error: any Error) -> String {
    switch error {
    case let error as SQLiteError:
      return "\(error.message) (SQLite error \(error.code.rawValue): \(error.code))"
    case let error as CatalogError:
      return error.description
    case let error as CocoaError:
      return error.localizedDescription
    default:
      return String(describing: error)
    }
  }
}
