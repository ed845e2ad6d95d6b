import Catalog
import Listings

/// `musicat groups`: every group with its state and counts.
enum GroupsCommand: Command {
  static let format = OutputFormat.listingOption

  static let commandName = "groups"
  static let aliases = ["group list"]
  static let spec = CommandSpec(
    name: commandName,
    abstract: "List the groups (albums, playlists) with their state, track and downloaded counts.",
    options: [format]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let format = try arguments.value(of: Self.format) ?? .table
    let summaries = try context.openCatalogForReading().read { try $0.groups.summaries() }
    if summaries.isEmpty, format == .table {
      context.output.writeError("No groups. Load the demo catalog with 'musicat seed'.")
      return .success
    }
    context.output.write(GroupListing.listing.render(summaries, as: format.listing))
    return .success
  }
}
