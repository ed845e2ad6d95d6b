import Catalog
import Utilities

/// `musicat mark QUERY --downloaded|--no-downloaded|--hd|--no-hd`: track states by hand.
enum MarkCommand: Command {
  static let tracks = ArgumentSpec("tracks", help: "Track ids, or query terms.", repeating: true)
  static let downloaded = Flag("downloaded", help: "Mark as downloaded.")
  static let notDownloaded = Flag(
    "no-downloaded", aliases: ["not-downloaded"], help: "Mark as not downloaded.")
  static let hd = Flag("hd", help: "Mark as HD.")
  static let notHD = Flag("no-hd", aliases: ["not-hd"], help: "Mark as not HD.")

  static let commandName = "mark"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Set tracks as downloaded or not, HD or not, by hand (by id or query).",
    discussion: """
      For catalogs without files (the demo catalog) or corrections; the next import of a
      track's files sets them from the files again.

      Examples:
        musicat mark 12 --downloaded --hd
        musicat mark artist:adele --no-downloaded
      """,
    arguments: [tracks],
    options: [downloaded, notDownloaded, hd, notHD],
    takesNegatedTerms: true
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let downloaded = try arguments.either(Self.downloaded, or: notDownloaded)
    let hd = try arguments.either(Self.hd, or: notHD)
    guard downloaded != nil || hd != nil else {
      throw UsageError(
        "Give at least one of --downloaded, --no-downloaded, --hd, --no-hd.", command: spec.name)
    }
    let count = try context.openCatalog().write { session in
      let ids = try TrackSelection.ids(
        arguments.values(of: tracks), in: session, command: spec.name)
      for id in ids {
        var draft = try session.tracks.get(id).draft
        if let downloaded { draft.downloaded = downloaded }
        if let hd { draft.hd = hd }
        _ = try session.tracks.update(id, with: draft)
      }
      return ids.count
    }
    context.output.write("Marked \(count.counted("track")).\n")
    return .success
  }

}
