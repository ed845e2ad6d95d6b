import Catalog

/// `musicat group delete NAME`: the group goes, its tracks stay.
enum GroupDeleteCommand: Command {
  static let spec = CommandSpec(
    name: "group delete",
    abstract: "Delete a group; its tracks stay in the catalog.",
    arguments: [ArgumentSpec("name", help: "The group's name.")]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let count = try context.openCatalog().write { session in
      let group = try session.groups.get(named: arguments.positionals[0])
      let count = try session.groups.trackIDs(in: group.id).count
      try session.groups.delete(group.id)
      return count
    }
    context.output.write(
      "Deleted group '\(arguments.positionals[0])' (its \(count) tracks are kept).\n")
    return .success
  }
}
