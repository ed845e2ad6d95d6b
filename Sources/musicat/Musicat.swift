import Catalog
import SQLite
import Service

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `musicat` command line: finds the subcommand, parses its arguments, runs it, and
/// turns every outcome into output and a documented exit code (see ``ExitCode``).
@main
enum Musicat {
  static let versionNumber = "0.1.0"

  static let overview =
    "A music catalog in one SQLite file: which tracks are downloaded and HD, where a lyric "
    + "is sung, and every group as a playlist."

  static let commands: [any Command.Type] = [
    MigrateCommand.self, SeedCommand.self, ImportCommand.self, TracksCommand.self,
    TrackCommand.self,
    SearchCommand.self, LyricsCommand.self, GroupsCommand.self, GroupShowCommand.self,
    GroupCreateCommand.self, GroupRenameCommand.self, GroupDeleteCommand.self,
    GroupAddCommand.self, GroupRemoveCommand.self, GroupMoveCommand.self,
    GroupSetStateCommand.self, MarkCommand.self, ExportCommand.self, StatsCommand.self,
    CheckCommand.self, LRCShowCommand.self, LRCCheckCommand.self, ServeCommand.self,
    UserAddCommand.self, UserListCommand.self, UserPasswdCommand.self, UserAPIKeyCommand.self,
    UserRemoveCommand.self,
  ]

  /// The commands whose names have two words, by their first: what the root help says of each.
  static let commandGroups: KeyValuePairs<String, String> = [
    "group":
      "Groups (albums, playlists): list (also 'musicat groups'), show, create, rename, delete, "
      + "add, remove, move, set-state.",
    "lrc": "Lyrics files on disk, as musicat reads them: show, check.",
    "user": "Accounts of 'musicat serve': add, list, passwd, apikey, remove.",
  ]

  static let version = Flag("version", help: "Show the version.")

  static let rootOptions = [CommandSpec.database.spec, version.spec, CommandSpec.help.spec]

  static func main() {
    let output = Output()
    var code = run(CommandArgument.processArguments, output: output)
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
  static func run(_ arguments: [CommandArgument], output: Output) -> ExitCode {
    do {
      return try dispatch(arguments, output: output)
    } catch let error as UsageError {
      output.writeError("Error: \(error.message)")
      let spec = error.command.flatMap { name in
        commands.first { $0.answers(to: name) }?.spec.named(name)
      }
      output.writeError("Usage: \(spec?.usage ?? "musicat [--db <path>] <subcommand>")")
      let helpCommand = spec.map { "musicat \($0.name) --help" } ?? "musicat --help"
      output.writeError("  See '\(helpCommand)' for more information.")
      return .usage
    } catch {
      output.writeError("Error: \(describe(error))")
      return .failure
    }
  }

  private static func dispatch(_ arguments: [CommandArgument], output: Output) throws -> ExitCode {
    var remaining = arguments[...]
    var databasePath: String?
    // Options before the subcommand: --db, --version, --help.
    while let given = remaining.first, given.text.hasPrefix("-") {
      remaining.removeFirst()
      let argument = given.text
      switch argument {
      case "--version":
        output.write(versionNumber + "\n")
        return .success
      case "-h", "--help":
        output.write(rootHelp)
        return .success
      case "--db":
        guard let path = remaining.popFirst() else {
          throw UsageError("Missing value for '--db <path>'.", command: nil)
        }
        guard path.isUTF8 else { throw ArgumentParser.notUTF8(path.text, "--db <path>", nil) }
        databasePath = path.text
      case _ where argument.hasPrefix("--db="):
        let path = String(argument.dropFirst("--db=".count))
        guard given.isUTF8 else { throw ArgumentParser.notUTF8(path, "--db <path>", nil) }
        databasePath = path
      default:
        throw UsageError("Unknown option '\(argument)'.", command: nil)
      }
    }
    guard let name = remaining.popFirst()?.text else {
      output.write(rootHelp)
      return .success
    }
    if name == "help" {
      return try help(remaining.map(\.text), output: output)
    }
    guard let (command, spec) = try command(named: name, remaining: &remaining, output: output)
    else {
      return .success
    }
    let parsed = try ArgumentParser(spec: spec).parse(Array(remaining))
    if parsed[CommandSpec.help] {
      output.write(HelpFormatter.help(for: spec))
      return .success
    }
    let explicitPath = try parsed.value(of: CommandSpec.database) ?? databasePath
    if explicitPath == "" {
      throw UsageError("The value '' is invalid for '--db <path>': it is empty.", command: nil)
    }
    let location = Result { () throws(EnvironmentTextError) in
      try DatabaseLocation(explicit: explicitPath, environment: DatabaseLocation.processEnvironment)
    }
    let context = CommandContext(
      output: output, location: location, isTerminal: isatty(STDOUT_FILENO) == 1)
    return try command.run(parsed, context: context)
  }

  /// The command `name` names, with its spec under the name typed; for a group of commands
  /// (`lrc`), the one named by the next argument. Prints the group's help and returns nil for
  /// `musicat lrc` or `musicat lrc -h`.
  private static func command(
    named name: String, remaining: inout ArraySlice<CommandArgument>, output: Output
  ) throws -> (any Command.Type, CommandSpec)? {
    if let command = commands.first(where: { $0.answers(to: name) }) {
      return (command, command.spec.named(name))
    }
    guard commands.contains(where: { $0.name(inGroup: name) != nil }) else {
      throw UsageError("Unknown subcommand '\(name)'.", command: nil)
    }
    guard let next = remaining.first?.text, !next.hasPrefix("-") else {
      output.write(HelpFormatter.groupHelp(name, commands: members(of: name).map(\.spec)))
      return nil
    }
    remaining.removeFirst()
    let fullName = name + " " + next
    guard let command = commands.first(where: { $0.answers(to: fullName) }) else {
      throw UsageError("Unknown subcommand '\(fullName)'.", command: nil)
    }
    return (command, command.spec.named(fullName))
  }

  /// The commands of command group `group` (`lrc`), each with its spec under its name there.
  private static func members(of group: String) -> [(command: any Command.Type, spec: CommandSpec)]
  {
    commands.compactMap { command in
      command.name(inGroup: group).map { (command, command.spec.named($0)) }
    }
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
    guard let command = commands.first(where: { $0.answers(to: fullName) }) else {
      let members = members(of: fullName)
      guard members.isEmpty else {
        output.write(HelpFormatter.groupHelp(fullName, commands: members.map(\.spec)))
        return .success
      }
      throw UsageError("Unknown subcommand '\(fullName)'.", command: nil)
    }
    output.write(HelpFormatter.help(for: command.spec.named(fullName)))
    return .success
  }

  private static var rootHelp: String {
    var entries: [(name: String, abstract: String)] = []
    for command in commands {
      let words = command.spec.name.split(separator: " ", maxSplits: 1)
      guard words.count == 2 else {
        entries.append((command.spec.name, command.spec.abstract))
        continue
      }
      let group = String(words[0])
      if !entries.contains(where: { $0.name == group }),
        let abstract = commandGroups.first(where: { $0.key == group })?.value
      {
        entries.append((group, abstract))
      }
    }
    return HelpFormatter.rootHelp(overview: overview, entries: entries, options: rootOptions)
  }

  /// A one-line cause for an error, without the SQL an SQLite error carries.
  static func describe(_ error: any Error) -> String {
    switch error {
    case let error as SQLiteError:
      return "\(error.message) (SQLite error \(error.code.rawValue): \(error.code))"
    case let error as CatalogError:
      return error.description
    case let error as ServiceError:
      return error.description
    default:
      return String(describing: error)
    }
  }
}
