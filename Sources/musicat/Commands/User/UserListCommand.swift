import Catalog
import Listings

/// `musicat user list`: the accounts, without their secrets.
enum UserListCommand: Command {
  static let format = OutputFormat.listingOption

  static let commandName = "user list"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "List the accounts of 'musicat serve' (never their passwords or keys).",
    options: [format]
  )

  static let listing = Listing<User>(fields: [
    ListingField("name", heading: "NAME", json: { .string($0.name) }),
    ListingField(
      "api_key", heading: "API KEY", json: { .bool($0.apiKeySHA256 != nil) },
      cell: { $0.apiKeySHA256 == nil ? "no" : "yes" }),
    ListingField("created_at", heading: "ADDED", json: { .string($0.createdAt) }),
    ListingField("updated_at", json: { .string($0.updatedAt) }),
  ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let format = try arguments.value(of: Self.format) ?? .table
    let users = try context.openCatalogForReading().read { try $0.users.list() }
    if users.isEmpty, format == .table {
      context.output.writeError("No accounts: 'musicat user add NAME' makes one.")
      return .success
    }
    context.output.write(listing.render(users, as: format.listing))
    return .success
  }
}
