import Catalog

/// `musicat tracks`: lists tracks, filtered and sorted.
enum TracksCommand: Command {
  static let spec = CommandSpec(
    name: "tracks",
    abstract: "List tracks, filtered and sorted.",
    discussion: """
      All conditions must hold. Words must each appear in the title, artist or album
      (case-insensitive); --artist, --album and --group match the whole name.

      Examples:
        musicat tracks --downloaded --hd --sort title
        musicat tracks --group 国外单曲 --format json
        musicat tracks love --sort artist,-duration --limit 5
      """,
    arguments: [
      ArgumentSpec("words", help: "Words to find in the title, artist or album.", repeating: true)
    ],
    options: [
      .flag("downloaded", help: "Only tracks whose audio is here."),
      .flag("not-downloaded", help: "Only tracks whose audio is not here."),
      .flag("hd", help: "Only HD tracks (hires, lossless or lossy >= 320 kbps)."),
      .flag("not-hd", help: "Only tracks that are not HD."),
      .option("artist", value: "name", help: "Only tracks by this artist."),
      .option("album", value: "name", help: "Only tracks on this album."),
      .option("group", value: "name", help: "Only tracks in this group, in the group's order."),
      .option(
        "sort", value: "keys",
        help: "Sort by comma-separated keys, '-' before a key for descending: "
          + TrackSortField.allCases.map(\.rawValue).joined(separator: ", ")
          + " (position: the group's order). Default: the group's order with --group, else id."),
      .option("limit", value: "n", help: "Print at most n tracks."),
      OutputFormat.option,
    ]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    var filter = TrackFilter(
      artist: arguments.value("artist"), album: arguments.value("album"),
      words: arguments.positionals, limit: try arguments.count("limit"))
    filter.downloaded = try exclusiveFlags(arguments, "downloaded", "not-downloaded")
    filter.hd = try exclusiveFlags(arguments, "hd", "not-hd")
    if let sort = arguments.value("sort") {
      do {
        filter.sort = try TrackSortKey.parseList(sort)
      } catch {
        throw UsageError(
          "The value '\(sort)' is invalid for '--sort <keys>': \(error)", command: spec.name)
      }
    }
    let format = OutputFormat(arguments)
    let tracks = try context.openCatalog().read { session in
      var filter = filter
      if let name = arguments.value("group") {
        filter.groupID = try session.groups.get(named: name).id
      }
      return try session.tracks.list(filter)
    }
    if tracks.isEmpty, format == .table {
      context.output.writeError("No tracks match.")
      return .success
    }
    context.output.write(TrackListing.listing.render(tracks, as: format))
    return .success
  }

  /// true for `--yes`, false for `--no`, nil for neither; both is a usage error.
  private static func exclusiveFlags(_ arguments: ParsedArguments, _ yes: String, _ no: String)
    throws(UsageError) -> Bool?
  {
    switch (arguments.flag(yes), arguments.flag(no)) {
    case (true, true):
      throw UsageError("'--\(yes)' and '--\(no)' cannot be used together.", command: spec.name)
    case (true, false): return true
    case (false, true): return false
    case (false, false): return nil
    }
  }
}
