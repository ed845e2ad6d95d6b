import Catalog

/// `musicat group create NAME`: a new, empty group.
enum GroupCreateCommand: Command {
  static let spec = CommandSpec(
    name: "group create",
    abstract: "Create an empty group.",
    discussion: """
      Examples:
        musicat group create "Night Drive"
        musicat group create Wishlist --state downloading
      """,
    arguments: [ArgumentSpec("name", help: "The new group's name (unique).")],
    options: [
      .option(
        "state", value: "state", allowed: GroupState.allCases.map(\.rawValue),
        help: "normal (the default), downloading or downloaded.")
    ]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let state = arguments.value("state").flatMap(GroupState.init(rawValue:)) ?? .normal
    let group = try context.openCatalog().write { session in
      try session.groups.create(named: arguments.positionals[0], state: state)
    }
    context.output.write("Created group \(group.id) '\(group.name)' (\(group.state.rawValue)).\n")
    return .success
  }
}
