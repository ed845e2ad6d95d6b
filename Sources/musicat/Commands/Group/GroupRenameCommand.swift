import Catalog
import Listings

/// `musicat group rename NAME NEW-NAME`.
enum GroupRenameCommand: Command {
  static let name = ArgumentSpec("name", help: "The group's name.")
  static let newName = ArgumentSpec("new-name", help: "Its new name (unique).")

  static let commandName = "group rename"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Rename a group.",
    arguments: [name, newName]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let group = try context.openCatalog().write { session in
      let group = try session.groups.get(reference: arguments.value(of: name) ?? "")
      return try session.groups.rename(group.id, to: arguments.value(of: newName) ?? "")
    }
    let shownName = group.name.escapingControlCharacters
    context.output.write("Renamed group \(group.id) to '\(shownName)'.\n")
    return .success
  }
}
