import Catalog

/// The JSON of `musicat stats` (documented in docs/COMMANDS.md; the service's `/api/stats`).
package enum StatisticsJSON {
  package static func json(_ stats: CatalogStatistics) -> JSONValue {
    .object([
      ("tracks", .int(stats.tracks)), ("downloaded", .int(stats.downloaded)),
      ("hd", .int(stats.hd)),
      ("quality", .object(stats.tiers.map { ($0.tier.rawValue, .int($0.count)) })),
      ("with_lyrics", .int(stats.withLyrics)), ("synced", .int(stats.synced)),
      ("lyric_lines", .int(stats.lyricLines)),
      ("groups", .object(stats.groups.map { ($0.state.rawValue, .int($0.count)) })),
      ("total_duration_ms", .int(stats.totalDurationMS)),
      ("database_bytes", .int(stats.databaseBytes)),
    ])
  }
}
