import Catalog
import Listings

/// `musicat group create NAME`: a new, empty group.
enum GroupCreateCommand: Command {
  static let name = ArgumentSpec("name", help: "The new group's name (unique).")
  static let state = Option.choice(
    "state", value: "state", among: GroupState.allCases,
    help: "normal (the default), downloading or downloaded.")

  static let commandName = "group create"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Create an empty group.",
    discussion: """
      Examples:
        musicat group create "Night Drive"
        musicat group create Wishlist --state downloading
      """,
    arguments: [name],
    options: [state]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let state = try arguments.value(of: Self.state) ?? .normal
    let group = try context.openCatalog().write { session in
      try session.groups.create(named: arguments.value(of: name) ?? "", state: state)
    }
    let shownName = group.name.escapingControlCharacters
    context.output.write("Created group \(group.id) '\(shownName)' (\(group.state.rawValue)).\n")
    return .success
  }
}
