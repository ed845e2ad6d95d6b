/// A `musicat` subcommand: its spec (for parsing and help) and what it does.
protocol Command: Sendable {
  static var spec: CommandSpec { get }

  /// Runs the command with arguments already checked against ``spec``; throws a
  /// ``UsageError`` for a combination the spec cannot express, any other error for a failure.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode
}
