import Catalog

/// `musicat mark QUERY --downloaded|--not-downloaded|--hd|--not-hd`: track states by hand.
enum MarkCommand: Command {
  static let spec = CommandSpec(
    name: "mark",
    abstract: "Set tracks as downloaded or not, HD or not, by hand (by id or query).",
    discussion: """
      For catalogs without files (the demo catalog) or corrections; the next import of a
      track's files sets them from the files again.

      Examples:
        musicat mark 12 --downloaded --hd
        musicat mark artist:adele --not-downloaded
      """,
    arguments: [ArgumentSpec("tracks", help: "Track ids, or query terms.", repeating: true)],
    options: [
      .flag("downloaded", help: "Mark as downloaded."),
      .flag("not-downloaded", help: "Mark as not downloaded."),
      .flag("hd", help: "Mark as HD."),
      .flag("not-hd", help: "Mark as not HD."),
    ],
    takesNegatedTerms: true
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    guard !arguments.positionals.isEmpty else {
      throw UsageError("Missing expected argument '<tracks> ...'.", command: spec.name)
    }
    let downloaded = try arguments.either("downloaded", or: "not-downloaded")
    let hd = try arguments.either("hd", or: "not-hd")
    guard downloaded != nil || hd != nil else {
      throw UsageError(
        "Give at least one of --downloaded, --not-downloaded, --hd, --not-hd.", command: spec.name)
    }
    let count = try context.openCatalog().write { session in
      let ids = try TrackSelection.ids(arguments.positionals, in: session, command: spec.name)
      for id in ids {
        var draft = try session.tracks.get(id).draft
        if let downloaded { draft.downloaded = downloaded }
        if let hd { draft.hd = hd }
        _ = try session.tracks.update(id, with: draft)
      }
      return ids.count
    }
    context.output.write("Marked \(count) \(count == 1 ? "track" : "tracks").\n")
    return .success
  }

}
