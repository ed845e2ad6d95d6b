import Catalog
import Service

/// `musicat user apikey NAME`: a new API key for an account (OpenSubsonic's `apiKey`, or
/// `Authorization: Bearer` on the JSON API).
enum UserAPIKeyCommand: Command {
  static let name = ArgumentSpec("name", help: "The user's name.")
  static let revoke = Flag("revoke", help: "Remove the user's API key instead.")

  static let commandName = "user apikey"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Make a new API key for a user (the old one stops working), or revoke it.",
    discussion: """
      The key is printed once: only its SHA-256 is kept.

      Examples:
        musicat user apikey me
        curl -H "Authorization: Bearer KEY" http://127.0.0.1:4533/api/stats
      """,
    arguments: [name],
    options: [revoke]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let user = arguments.value(of: name) ?? ""
    let catalog = try context.openCatalog()
    if arguments[revoke] {
      try catalog.write { try $0.users.setAPIKey(of: user, sha256: nil) }
      context.output.write("Revoked the API key of user '\(user)'.\n")
      return .success
    }
    let key = "mc" + Digest.hex(try Digest.randomBytes(24))
    guard let hash = Digest.sha256(Array(key.utf8)) else {
      throw ServiceError.cryptography("SHA-256 is not available")
    }
    try catalog.write { try $0.users.setAPIKey(of: user, sha256: hash) }
    context.output.write(key + "\n")
    return .success
  }
}
