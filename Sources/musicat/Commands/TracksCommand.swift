import Catalog
import Listings

/// `musicat tracks`: lists tracks, filtered and sorted.
enum TracksCommand: Command {
  static let query = ArgumentSpec(
    "query", help: "Query terms (see 'musicat help query').", repeating: true, optional: true)
  static let downloaded = Flag("downloaded", help: "Only tracks whose audio is here.")
  static let notDownloaded = Flag(
    "no-downloaded", aliases: ["not-downloaded"], help: "Only tracks whose audio is not here.")
  static let hd = Flag("hd", help: "Only HD tracks (hires, lossless or lossy >= 320 kbps).")
  static let notHD = Flag("no-hd", aliases: ["not-hd"], help: "Only tracks that are not HD.")
  static let artist = Option<String>("artist", value: "name", help: "Only tracks by this artist.")
  static let album = Option<String>("album", value: "name", help: "Only tracks on this album.")
  static let group = Option<String>(
    "group", value: "name", help: "Only tracks in this group, in the group's order.")
  static let sort = Option<[TrackSortKey]>(
    "sort", value: "keys",
    help: "Sort by comma-separated keys, '-' before a key for descending: "
      + TrackSortField.allCases.reduce("") { $0.isEmpty ? $1.rawValue : $0 + ", " + $1.rawValue }
      + " (position: the group's order). Default: the group's order with --group, else id."
  ) { text throws(InvalidValue) in
    do {
      return try TrackSortKey.parseList(text)
    } catch {
      throw InvalidValue("\(error)")
    }
  }
  static let limit = Option.count("limit", help: "Print at most n tracks.")
  static let offset = Option.count(
    "offset", help: "Skip the first n tracks of the order: with --limit, a page of them.")
  static let format = OutputFormat.option(
    [.table, .json, .csv, .paths],
    help: "An aligned table, a JSON array of objects, CSV (RFC 4180), or the audio files' "
      + "paths, one per line (tracks without audio left out).")

  static let commandName = "tracks"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "List tracks, filtered by a query and sorted.",
    discussion: """
      The query's terms must all hold: field:value (contains), field:=value (is),
      duration:3:00..4:30, downloaded:yes, hd:no, lyrics:yes, synced:yes,
      quality:lossless, format:flac, group:NAME; a leading - negates a term; a bare word
      must appear in the title, artist or album. See 'musicat help query'. The flags are
      shortcuts (--artist, --album and --group match the whole name).

      Examples:
        musicat tracks downloaded:yes hd:yes --sort title
        musicat tracks artist:adele -album:live duration:..4:00
        musicat tracks group:=国外单曲 --format json
        musicat tracks love --sort artist,-duration --limit 5
        musicat tracks hd:yes --sort title --limit 50 --offset 50
        musicat tracks format:flac --format paths | mpv --playlist=-
      """,
    arguments: [query],
    options: [
      downloaded, notDownloaded, hd, notHD, artist, album, group, sort, limit, offset, format,
    ],
    takesNegatedTerms: true
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let query: TrackQuery
    do {
      query = try TrackQuery.parse(arguments.values(of: Self.query))
    } catch {
      throw UsageError("Bad query term \(error).", command: spec.name)
    }
    var filter = TrackFilter(
      artist: try arguments.value(of: artist), album: try arguments.value(of: album),
      query: query, limit: try arguments.value(of: limit))
    filter.downloaded = try arguments.either(downloaded, or: notDownloaded)
    filter.hd = try arguments.either(hd, or: notHD)
    filter.offset = try arguments.value(of: offset) ?? 0
    if let sort = try arguments.value(of: Self.sort) { filter.sort = sort }
    // The group's order needs a group: --group, or a group:=NAME term naming it.
    var orderingGroup = try arguments.value(of: group)
    if filter.sort.contains(where: { $0.field == .position }), orderingGroup == nil {
      orderingGroup =
        query.terms.lazy.compactMap { term -> String? in
          guard !term.negated, case .equals(.group, let name) = term.condition else { return nil }
          return name
        }.first
      guard orderingGroup != nil else {
        throw UsageError(
          "'--sort position' sorts by a group's order: give '--group <name>' or group:=NAME.",
          command: spec.name)
      }
    }
    let format = try arguments.value(of: Self.format) ?? .table
    let catalog = try context.openCatalogForReading()
    func listed<Record>(_ read: (TrackRepository, TrackFilter) throws -> [Record]) throws
      -> [Record]
    {
      try catalog.read { session in
        var filter = filter
        if let name = orderingGroup {
          filter.groupID = try session.groups.get(reference: name).id
        }
        return try read(session.tracks, filter)
      }
    }
    // A table shows the tracks' summaries: read only those.
    if format == .table {
      let summaries = try listed { try $0.summaries($1) }
      guard !summaries.isEmpty else {
        context.output.writeError(
          filter.offset > 0 ? "No tracks past the first \(filter.offset)." : "No tracks match.")
        return .success
      }
      context.output.write(TrackListing.table(of: summaries))
      return .success
    }
    let tracks = try listed { try $0.list($1) }
    if format == .paths {
      // Each path as its bytes (a name that is not UTF-8 still opens), one per line; a path
      // that a line cannot hold (a line break in it) is left out and named on stderr.
      for path in tracks.compactMap(\.audioPath) {
        guard !path.bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
          context.output.writeError(
            "Left out \(path.description): its path holds a line break "
              + "or another control character (--format json has it).")
          continue
        }
        context.output.write(bytes: path.bytes + [UInt8(ascii: "\n")])
      }
      return .success
    }
    context.output.write(TrackListing.listing.render(tracks, as: format.listing))
    return .success
  }

}
