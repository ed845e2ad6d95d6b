import Catalog
import Listings

/// `musicat group set-state NAME STATE`.
enum GroupSetStateCommand: Command {
  static let name = ArgumentSpec("name", help: "The group's name.")
  static let state = ArgumentSpec("state", help: "normal, downloading or downloaded.")

  static let commandName = "group set-state"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Set a group's state: normal, downloading or downloaded.",
    arguments: [name, state]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let stateText = arguments.value(of: Self.state) ?? ""
    guard let state = GroupState(rawValue: stateText) else {
      throw UsageError(
        "The value '\(stateText)' is invalid for '<state>'. Please provide one of "
          + "'normal', 'downloading' or 'downloaded'.", command: spec.name)
    }
    let group = try context.openCatalog().write { session in
      try session.groups.setState(
        try session.groups.get(reference: arguments.value(of: name) ?? "").id, to: state)
    }
    let shownName = group.name.escapingControlCharacters
    context.output.write("Group '\(shownName)' is \(group.state.rawValue).\n")
    return .success
  }
}
