import Catalog

/// `musicat user remove NAME`.
enum UserRemoveCommand: Command {
  static let name = ArgumentSpec("name", help: "The user's name.")

  static let commandName = "user remove"
  static let spec = CommandSpec(
    name: commandName,
    abstract:
      "Remove an account (a running server stops taking its password and key within a second).",
    arguments: [name]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let user = arguments.value(of: name) ?? ""
    try context.openCatalog().write { try $0.users.remove(named: user) }
    context.output.write("Removed user '\(user)'.\n")
    return .success
  }
}
