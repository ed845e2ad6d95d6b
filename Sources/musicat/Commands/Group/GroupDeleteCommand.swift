import Catalog
import Listings
import Utilities

/// `musicat group delete NAME`: the group goes, its tracks stay.
enum GroupDeleteCommand: Command {
  static let name = ArgumentSpec("name", help: "The group's name.")

  static let commandName = "group delete"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Delete a group; its tracks stay in the catalog.",
    arguments: [name]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let name = arguments.value(of: Self.name) ?? ""
    let (group, count) = try context.openCatalog().write { session in
      let group = try session.groups.get(reference: name)
      let count = try session.groups.trackIDs(in: group.id).count
      try session.groups.delete(group.id)
      return (group, count)
    }
    context.output.write(
      "Deleted group '\(group.name.escapingControlCharacters)' (its "
        + (count == 1 ? "track is" : "\(count) tracks are") + " kept).\n")
    return .success
  }
}
