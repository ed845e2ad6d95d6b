import Catalog
import Listings
import Utilities

/// `musicat group show NAME`: a group's tracks in order.
enum GroupShowCommand: Command {
  static let name = ArgumentSpec("name", help: "The group's name.")
  static let format = OutputFormat.listingOption

  static let commandName = "group show"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "List a group's tracks in order, with their downloaded and HD marks.",
    arguments: [name],
    options: [format]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let format = try arguments.value(of: Self.format) ?? .table
    let (group, tracks) = try context.openCatalogForReading().read { session in
      let group = try session.groups.get(reference: arguments.value(of: name) ?? "")
      return (group, try session.groups.tracks(in: group.id))
    }
    if format == .table {
      context.output.writeError(
        "\(group.name) (\(group.state.rawValue)): \(tracks.count.counted("track"))")
    }
    let positioned = tracks.enumerated().map { (position: $0.offset + 1, track: $0.element) }
    context.output.write(GroupTrackListing.listing.render(positioned, as: format.listing))
    return .success
  }
}
