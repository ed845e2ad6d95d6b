import Catalog

/// `musicat export`: a group as a playlist file that mpv, VLC and MPD open.
enum ExportCommand: Command {
  static let group = ArgumentSpec("group", help: "The group's name.", optional: true)
  static let format = Option<String>(
    "format", value: "format", allowed: PlaylistFormat.allCases.map(\.rawValue) + ["json"],
    help: "m3u8, xspf, pls or json (the tracks as 'musicat tracks --format json')."
  ) { $0 }
  static let output = Option<String>(
    "output", short: "o", value: "file", help: "Write to this file instead of stdout.")
  static let absolute = Flag("absolute", help: "Write absolute paths (file:// URIs in XSPF).")
  static let relativeTo = Option<String>(
    "relative-to", value: "dir", help: "Write paths relative to this folder.")
  static let includeMissing = Flag(
    "include-missing", help: "Keep tracks whose audio is not here.")
  static let all = Flag("all", help: "Write every group, into --dir.")
  static let dir = Option<String>(
    "dir", value: "dir", help: "The folder --all writes into (created if missing).")

  static let commandName = "export"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Write a group as a playlist: M3U8, XSPF, PLS or JSON.",
    discussion: """
      The format comes from --format, else from the -o file's extension, else M3U8. Paths
      are relative to the playlist's folder (to the current folder on stdout), or to
      --relative-to DIR, or absolute with --absolute. Tracks whose audio is not here are
      left out, with a note on stderr, unless --include-missing. With --all, every group is
      written into --dir DIR, one file each, named after the group (characters a file name
      cannot hold replaced, clashes numbered); nothing is written outside DIR.

      Examples:
        musicat export "Night Drive" -o ~/Music/night-drive.m3u8
        musicat export 国外单曲 --format xspf --absolute > songs.xspf
        musicat export --all --dir ~/Music/Playlists --format pls
      """,
    arguments: [group],
    options: [format, output, absolute, relativeTo, includeMissing, all, dir]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let name = arguments.value(of: group)
    let all = arguments[Self.all]
    let output = try arguments.value(of: Self.output)
    let dir = try arguments.value(of: Self.dir)
    let relativeTo = try arguments.value(of: relativeTo)
    func usage(_ message: String) -> UsageError { UsageError(message, command: spec.name) }
    if all {
      guard name == nil else { throw usage("Give a group or --all, not both.") }
      guard output == nil else { throw usage("'--output' writes one group; --all uses --dir.") }
      guard dir != nil else { throw usage("'--all' needs '--dir <dir>'.") }
    } else {
      guard name != nil else { throw usage("Missing expected argument '<group>' (or --all).") }
      guard dir == nil else { throw usage("'--dir' goes with --all.") }
    }
    if arguments[absolute], relativeTo != nil {
      throw usage("'--absolute' and '--relative-to' cannot be used together.")
    }
    let format =
      try arguments.value(of: Self.format) ?? output.flatMap {
        PlaylistFormat(fileName: $0)?.rawValue
      }
      ?? PlaylistFormat.m3u8.rawValue
    let catalog = try context.openCatalogForReading()
    let groups = try catalog.read { session in
      let chosen =
        try all
        ? session.groups.summaries().map(\.group) : [session.groups.get(reference: name ?? "")]
      return try chosen.map { ($0, try session.groups.tracks(in: $0.id)) }
    }
    let exporter = PlaylistExport(
      format: format, absolute: arguments[absolute], relativeTo: relativeTo,
      includeMissing: arguments[includeMissing],
      output: context.output)
    guard all, let dir else {
      let (group, tracks) = groups[0]
      return try exporter.export(group, tracks, to: output)
    }
    guard !groups.isEmpty else {
      context.output.writeError("No groups to export.")
      return .success
    }
    return try exporter.exportAll(groups, into: dir)
  }
}
