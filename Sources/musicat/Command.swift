/// A `musicat` subcommand: its names, its spec (for parsing and help) and what it does.
protocol Command: Sendable {
  /// The name the command is typed by (`lyrics`, `group show`). The dispatcher finds a command
  /// by its names alone: a spec (its options, their help) is built only for the command run.
  static var commandName: String { get }

  /// Other names the command answers to (`group list` for `groups`), not shown in the help.
  static var aliases: [String] { get }

  static var spec: CommandSpec { get }

  /// Runs the command with arguments already checked against ``spec``; throws a
  /// ``UsageError`` for a combination the spec cannot express, any other error for a failure.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode
}

extension Command {
  static var aliases: [String] { [] }

  /// True when `name` names this command.
  static func answers(to name: String) -> Bool { name == commandName || aliases.contains(name) }

  /// The name or alias by which this command is a member of command group `group` (`group
  /// list` for `group`), or nil.
  static func name(inGroup group: String) -> String? {
    ([commandName] + aliases).first { $0.hasPrefix(group + " ") }
  }
}
