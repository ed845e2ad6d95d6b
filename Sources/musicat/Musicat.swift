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
    MigrateCommand.self, SeedCommand.self, ImportCommand.self, TracksCommand.self,
    SearchCommand.self, LyricsCommand.self, GroupsCommand.self, GroupShowCommand.self,
    GroupCreateCommand.self, GroupRenameCommand.self, GroupDeleteCommand.self,
    GroupAddCommand.self, GroupRemoveCommand.self, GroupMoveCommand.self,
    GroupSetStateCommand.self, MarkCommand.self, ExportCommand.self, StatsCommand.self,
    CheckCommand.self,
    LRCShowCommand.self, LRCCheckCommand.self,
  ]

  static let rootOptions: [OptionSpec] = [
    CommandSpec.commonOptions[0],
    .flag("version", help: "Show the version."),
    CommandSpec.commonOptions[1],
  ]

  static func main() {
    let output = Output()
    var code = run(Array(CommandLine.arguments.dropFirst()), output: output)
    output.flush()
    // Output that did not go out is a failure, whatever the command did (a full disk, a
    // closed stdout): said on stderr when that still works.
    if let failure = output.failure {
      output.writeError("Error: cannot write to \(failure)")
      code = .failure
    }
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
    guard let command = try command(named: name, remaining: &remaining, output: output) else {
      return .success
    }
    let parsed = try ArgumentParser(spec: command.spec).parse(Array(remaining))
    if parsed.flag("help") {
      output.write(HelpFormatter.help(for: command.spec))
      return .success
    }
    let explicitPath = parsed.value("db") ?? databasePath
    if explicitPath == "" {
      throw UsageError("The value '' is invalid for '--db <path>': it is empty.", command: nil)
    }
    let location = DatabaseLocation(
      explicit: explicitPath, environment: ProcessInfo.processInfo.environment)
    let context = CommandContext(
      output: output, location: location, isTerminal: isatty(STDOUT_FILENO) == 1)
    return try command.run(parsed, context: context)
  }

  /// The command `name` names; for a group of commands (`lrc`), the one named by the next
  /// argument. Prints the group's help and returns nil for `musicat lrc` or `musicat lrc -h`.
  private static func command(
    named name: String, remaining: inout ArraySlice<String>, output: Output
  ) throws -> (any Command.Type)? {
    if let command = commands.first(where: { $0.spec.name == name }) { return command }
    let members = commands.filter { $0.spec.name.hasPrefix(name + " ") }
    guard !members.isEmpty else { throw UsageError("Unknown subcommand '\(name)'.", command: nil) }
    guard let next = remaining.first, !next.hasPrefix("-") else {
      output.write(groupHelp(name, members: members))
      return nil
    }
    remaining.removeFirst()
    guard let command = members.first(where: { $0.spec.name == name + " " + next }) else {
      throw UsageError("Unknown subcommand '\(name) \(next)'.", command: nil)
    }
    return command
  }

  private static func groupHelp(_ name: String, members: [any Command.Type]) -> String {
    HelpFormatter.groupHelp(name, commands: members.map { $0.spec })
  }

  /// `musicat help [<subcommand>]`, the same as `musicat <subcommand> --help`.
  private static func help(_ arguments: [String], output: Output) throws -> ExitCode {
    guard !arguments.isEmpty else {
      output.write(rootHelp)
      return .success
    }
    let fullName = arguments.joined(separator: " ")
    if fullName == "query" {
      output.write(QueryHelp.text)
      return .success
    }
    guard let command = commands.first(where: { $0.spec.name == fullName }) else {
      let members = commands.filter { $0.spec.name.hasPrefix(fullName + " ") }
      guard members.isEmpty else {
        output.write(groupHelp(fullName, members: members))
        return .success
      }
      throw UsageError("Unknown subcommand '\(fullName)'.", command: nil)
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
