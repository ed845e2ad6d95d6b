import Catalog
import Listings
import Utilities

/// `musicat stats`: the catalog in numbers.
enum StatsCommand: Command {
  static let format = OutputFormat.reportOption

  static let commandName = "stats"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "The catalog in numbers: tracks, downloaded, HD by tier, lyrics, groups, size.",
    options: [format]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let stats = try context.openCatalogForReading().read { try $0.inspector.statistics() }
    if try arguments.value(of: format) == .json {
      context.output.write(StatisticsJSON.json(stats).serialized + "\n")
      return .success
    }
    let tiers = stats.tiers.map { "\($0.count) \($0.tier.rawValue)" }.joined(separator: ", ")
    let groups = stats.groups.map { "\($0.count) \($0.state.rawValue)" }.joined(separator: ", ")
    let megabytes = Double(stats.databaseBytes) / 1_048_576
    context.output.write(
      """
      Tracks:      \(stats.tracks) (\(stats.downloaded) downloaded, \(stats.hd) HD)
      Quality:     \(tiers)
      Lyrics:      \(stats.withLyrics.counted("track")) (\(stats.synced) synced), \(stats.lyricLines.counted("line"))
      Groups:      \(stats.groups.reduce(0) { $0 + $1.count }) (\(groups))
      Duration:    \(DurationText.minutesSeconds(stats.totalDurationMS))
      Database:    \((megabytes * 10).rounded() / 10) MB

      """)
    return .success
  }
}
