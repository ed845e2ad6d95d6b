import Catalog

/// `musicat group remove NAME TRACK...`: tracks leave the group (not the catalog).
enum GroupRemoveCommand: Command {
  static let spec = CommandSpec(
    name: "group remove",
    abstract: "Remove tracks from a group (by id or query); they stay in the catalog.",
    arguments: [
      ArgumentSpec("name", help: "The group's name."),
      ArgumentSpec("tracks", help: "Track ids, or query terms.", repeating: true),
    ],
    takesNegatedTerms: true
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    guard arguments.positionals.count >= 2 else {
      throw UsageError("Missing expected argument '<tracks> ...'.", command: spec.name)
    }
    let byID = arguments.positionals.dropFirst().allSatisfy { Int64($0) != nil }
    let (group, removed) = try context.openCatalog().write { session in
      let group = try session.groups.get(named: arguments.positionals[0])
      let ids = try TrackSelection.ids(
        Array(arguments.positionals.dropFirst()), in: session, command: spec.name)
      let members = Set(try session.groups.trackIDs(in: group.id))
      // Ids given one by one must be members; a query removes the members it matches.
      let chosen = byID ? ids : ids.filter(members.contains)
      for id in chosen { try session.groups.remove(trackID: id, from: group.id) }
      return (group, chosen.count)
    }
    context.output.write("Removed \(removed) tracks from '\(group.name)'.\n")
    return .success
  }
}
