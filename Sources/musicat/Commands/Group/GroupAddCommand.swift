import Catalog
import Listings
import Utilities

/// `musicat group add NAME TRACK...`: tracks by id or by query, appended or at a position.
enum GroupAddCommand: Command {
  static let name = ArgumentSpec("name", help: "The group's name.")
  static let tracks = ArgumentSpec("tracks", help: "Track ids, or query terms.", repeating: true)
  static let at = Option.count(
    "at", help: "Insert at this position (1 = first); default: the end.")

  static let commandName = "group add"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Add tracks to a group: by id, or every track a query matches.",
    discussion: """
      Tracks already in the group are left where they are (and named on stderr).

      Examples:
        musicat group add "Night Drive" 12 7 31
        musicat group add "Night Drive" artist:zedd hd:yes
        musicat group add "Night Drive" 5 --at 1
      """,
    arguments: [name, tracks],
    options: [at],
    takesNegatedTerms: true
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    var position = try arguments.value(of: at)
    let (group, added, present) = try context.openCatalog().write { session in
      let group = try session.groups.get(reference: arguments.value(of: name) ?? "")
      let ids = try TrackSelection.ids(
        arguments.values(of: tracks), in: session, command: spec.name)
      let members = Set(try session.groups.trackIDs(in: group.id))
      var added = 0
      for id in ids where !members.contains(id) {
        try session.groups.add(trackID: id, to: group.id, at: position)
        position = position.map { $0 + 1 }
        added += 1
      }
      return (group, added, ids.filter(members.contains))
    }
    if !present.isEmpty {
      context.output.writeError(
        "Already in '\(group.name)': " + present.map(String.init).joined(separator: ", ") + ".")
    }
    context.output.write(
      "Added \(added.counted("track")) to '\(group.name.escapingControlCharacters)'.\n"
    )
    return .success
  }
}
