import Catalog

/// `musicat group move NAME TRACK POSITION`.
enum GroupMoveCommand: Command {
  static let spec = CommandSpec(
    name: "group move",
    abstract: "Move a track to a position in its group (1 = first); the others close up.",
    arguments: [
      ArgumentSpec("name", help: "The group's name."),
      ArgumentSpec("track", help: "The track's id."),
      ArgumentSpec("position", help: "Its new position, from 1."),
    ]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let values = arguments.positionals
    guard let track = Int64(values[1]) else {
      throw UsageError(
        "The value '\(values[1])' is invalid for '<track>': expected a track id.",
        command: spec.name)
    }
    guard let position = Int(values[2]) else {
      throw UsageError(
        "The value '\(values[2])' is invalid for '<position>': expected a number.",
        command: spec.name)
    }
    try context.openCatalog().write { session in
      try session.groups.move(
        trackID: track, in: try session.groups.get(named: values[0]).id, to: position)
    }
    context.output.write("Moved track \(track) to position \(position) of '\(values[0])'.\n")
    return .success
  }
}
