import Catalog
import Service

/// `musicat user passwd NAME`: a new password for an account.
enum UserPasswdCommand: Command {
  static let name = ArgumentSpec("name", help: "The user's name.")

  static let commandName = "user passwd"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Set a user's password anew.",
    discussion: """
      The password is asked on the terminal, or read as the first line of stdin. When the
      key file beside the catalog was lost, a new key is made; the other users' passwords
      must then be set again too.

      Examples:
        musicat user passwd me
      """,
    arguments: [name],
    options: [UserAddCommand.password]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let user = arguments.value(of: name) ?? ""
    let catalog = try context.openCatalog()
    _ = try catalog.read { try $0.users.get(named: user) }
    let secret =
      try arguments.value(of: UserAddCommand.password)
      ?? PasswordInput.read(for: user, command: spec.name, output: context.output)
    let vault = try PasswordVault(catalogPath: try context.catalogPath, create: true)
    let sealed = try vault.seal(secret, for: user)
    try catalog.write { try $0.users.setPassword(of: user, sealed: .init(sealed)) }
    context.output.write("Set the password of user '\(user)'.\n")
    return .success
  }
}
