import Catalog

/// `musicat group rename NAME NEW-NAME`.
enum GroupRenameCommand: Command {
  static let spec = CommandSpec(
    name: "group rename",
    abstract: "Rename a group.",
    arguments: [
      ArgumentSpec("name", help: "The group's name."),
      ArgumentSpec("new-name", help: "Its new name (unique)."),
    ]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let group = try context.openCatalog().write { session in
      let group = try session.groups.get(named: arguments.positionals[0])
      return try session.groups.rename(group.id, to: arguments.positionals[1])
    }
    context.output.write("Renamed group \(group.id) to '\(group.name)'.\n")
    return .success
  }
}
