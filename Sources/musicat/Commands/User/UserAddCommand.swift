import Catalog
import Service

/// `musicat user add NAME`: an account of `musicat serve`.
enum UserAddCommand: Command {
  static let name = ArgumentSpec("name", help: "The user's name (1 to 64 characters, no colon).")
  static let password = Option<String>(
    "password", value: "password",
    help: "The password (else asked on the terminal, or read as the first line of stdin).")

  static let commandName = "user add"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Add an account of 'musicat serve' (for players and the JSON API).",
    discussion: """
      The password is kept sealed (AES-256-GCM) with a key in a file beside the catalog,
      CATALOG-users.key (mode 600), made with the first account: Subsonic players log in with
      a token made from the password itself, so it cannot be kept as a hash alone. Keep the
      key file as private as the catalog.

      Examples:
        musicat user add me
        echo 'secret' | musicat user add me
      """,
    arguments: [name],
    options: [password]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let user = arguments.value(of: name) ?? ""
    let catalog = try context.openCatalog()
    if try catalog.read({ try $0.users.find(named: user) }) != nil {
      throw CatalogError.duplicateUser(user)
    }
    let secret =
      try arguments.value(of: password)
      ?? PasswordInput.read(for: user, command: spec.name, output: context.output)
    let vault = try PasswordVault(catalogPath: try context.catalogPath, create: true)
    let sealed = try vault.seal(secret, for: user)
    _ = try catalog.write { try $0.users.add(named: user, sealedPassword: .init(sealed)) }
    context.output.write("Added user '\(user)'. Players log in as \(user) with this password.\n")
    return .success
  }
}
