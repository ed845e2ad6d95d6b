import Catalog
import Listings

/// `musicat group move NAME TRACK POSITION`.
enum GroupMoveCommand: Command {
  static let name = ArgumentSpec("name", help: "The group's name.")
  static let track = ArgumentSpec("track", help: "The track's id.")
  static let position = ArgumentSpec("position", help: "Its new position, from 1.")

  static let commandName = "group move"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Move a track to a position in its group (1 = first); the others close up.",
    arguments: [name, track, position]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let (name, trackText, positionText) = (
      arguments.value(of: Self.name) ?? "", arguments.value(of: Self.track) ?? "",
      arguments.value(of: Self.position) ?? ""
    )
    guard let track = Int64(trackText) else {
      throw UsageError(
        "The value '\(trackText)' is invalid for '<track>': expected a track id.",
        command: spec.name)
    }
    guard let position = Int(positionText) else {
      throw UsageError(
        "The value '\(positionText)' is invalid for '<position>': expected a number.",
        command: spec.name)
    }
    let group = try context.openCatalog().write { session in
      let group = try session.groups.get(reference: name)
      try session.groups.move(trackID: track, in: group.id, to: position)
      return group
    }
    let shownName = group.name.escapingControlCharacters
    context.output.write("Moved track \(track) to position \(position) of '\(shownName)'.\n")
    return .success
  }
}
