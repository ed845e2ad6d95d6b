import Catalog
import Listings
import Utilities

/// `musicat group remove NAME TRACK...`: tracks leave the group (not the catalog).
enum GroupRemoveCommand: Command {
  static let name = ArgumentSpec("name", help: "The group's name.")
  static let tracks = ArgumentSpec("tracks", help: "Track ids, or query terms.", repeating: true)

  static let commandName = "group remove"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Remove tracks from a group (by id or query); they stay in the catalog.",
    arguments: [name, tracks],
    takesNegatedTerms: true
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let given = arguments.values(of: tracks)
    let byID = given.allSatisfy { Int64($0) != nil }
    let (group, removed) = try context.openCatalog().write { session in
      let group = try session.groups.get(reference: arguments.value(of: name) ?? "")
      let ids = try TrackSelection.ids(given, in: session, command: spec.name)
      let members = Set(try session.groups.trackIDs(in: group.id))
      // Ids given one by one must be members; a query removes the members it matches.
      let chosen = byID ? ids : ids.filter(members.contains)
      for id in chosen { try session.groups.remove(trackID: id, from: group.id) }
      return (group, chosen.count)
    }
    let shownName = group.name.escapingControlCharacters
    context.output.write("Removed \(removed.counted("track")) from '\(shownName)'.\n")
    return .success
  }
}
