import Catalog
import Listings
import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `musicat search`: where a lyric is sung, the track and the time of each line.
enum SearchCommand: Command {
  static let text = ArgumentSpec(
    "text", help: "The words to find, and field terms to filter the tracks.", repeating: true)
  static let limit = Option.count(
    "limit", help: "Print at most n lines (default: 50; 0 for all).")
  static let offset = Option.count(
    "offset", help: "Skip the first n matching lines: with --limit, a page of them.")
  static let format = OutputFormat.option(
    [.table, .json, .csv],
    help: "A table with the matches highlighted on a terminal, a JSON object (the matches and "
      + "their count), or CSV (the matches).")

  static let commandName = "search"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Find where a lyric is sung: each matching line with its track and time.",
    discussion: """
      The text is searched literally, as a phrase of whole words, in every script: case and
      accents do not matter (cafe finds Café), and Chinese and Japanese words of any length
      are found (爱, 月亮, 月亮代表). Quotes, *, -, AND and the like are plain text. Lines
      come in catalog order (track, then line); the number of matching lines (counted up to
      10,000) follows the table, on stderr. Arguments that are field terms of the track
      query language (artist:adele, hd:yes, -group:mix; see 'musicat help query') filter
      the tracks searched; the other words are the text.

      Examples:
        musicat search love --limit 20
        musicat search love --limit 20 --offset 20
        musicat search 回忆
        musicat search "what a wonderful" --format json
        musicat search love artist:adele downloaded:yes
      """,
    arguments: [text],
    options: [limit, offset, format],
    takesNegatedTerms: true
  )

  static let defaultLimit = 50

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let words = arguments.values(of: Self.text)
    let filterTerms = words.filter(TrackQuery.isFieldTerm)
    let text = words.filter { !TrackQuery.isFieldTerm($0) }.concatenated(separator: " ")
    guard !text.trimming(where: \.isSpace).isEmpty else {
      throw UsageError(
        "Nothing to search for: give words of a lyric line (field terms such as artist:NAME "
          + "only filter the tracks searched).", command: spec.name)
    }
    let filter: TrackQuery
    do {
      filter = try TrackQuery.parse(filterTerms)
    } catch {
      throw UsageError("Bad query term \(error).", command: spec.name)
    }
    let limit = try arguments.value(of: Self.limit) ?? defaultLimit
    let offset = try arguments.value(of: Self.offset) ?? 0
    let format = try arguments.value(of: Self.format) ?? .table
    let result = try context.openCatalogForReading().read { session in
      try session.lyricSearch.search(
        text, filter: filter, limit: limit == 0 ? nil : limit, offset: offset)
    }
    switch format {
    case .json:
      context.output.write(LyricSearchJSON.json(result).serialized + "\n")
    case .csv:
      context.output.write(LyricMatchListing.listing.render(result.matches, as: .csv))
    case .table, .text, .lrc, .paths:
      let total = result.totalIsExact ? "\(result.total)" : "\(result.total)+"
      let lines = result.total == 1 && result.totalIsExact ? "line" : "lines"
      guard !result.matches.isEmpty else {
        context.output.writeError(
          result.total == 0
            ? "No lyric line matches."
            : "No match past the first \(offset): \(total) matching \(lines).")
        return .success
      }
      var rendered = LyricMatchListing.listing.render(result.matches, as: .table)
      // The line is the last column, so marking it cannot upset the alignment.
      if isatty(STDOUT_FILENO) == 1 {
        rendered =
          rendered.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            index, row in index == 0 ? String(row) : Highlight.marking(text, in: String(row))
          }.concatenated(separator: "\n")
      }
      context.output.write(rendered)
      let shown = result.matches.count
      let page = shown == 1 ? "\(offset + 1)" : "\(offset + 1) to \(offset + shown)"
      context.output.writeError(
        offset > 0
          ? "\(page) of \(total) matching \(lines)."
          : result.totalIsExact && shown == result.total
            ? "\(total) matching \(lines)." : "\(shown) of \(total) matching \(lines).")
    }
    return .success
  }
}
