import Catalog

/// `musicat group set-state NAME STATE`.
enum GroupSetStateCommand: Command {
  static let spec = CommandSpec(
    name: "group set-state",
    abstract: "Set a group's state: normal, downloading or downloaded.",
    arguments: [
      ArgumentSpec("name", help: "The group's name."),
      ArgumentSpec("state", help: "normal, downloading or downloaded."),
    ]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    guard let state = GroupState(rawValue: arguments.positionals[1]) else {
      throw UsageError(
        "The value '\(arguments.positionals[1])' is invalid for '<state>'. Please provide one of "
          + "'normal', 'downloading' or 'downloaded'.", command: spec.name)
    }
    let group = try context.openCatalog().write { session in
      try session.groups.setState(
        try session.groups.get(named: arguments.positionals[0]).id, to: state)
    }
    context.output.write("Group '\(group.name)' is \(group.state.rawValue).\n")
    return .success
  }
}
