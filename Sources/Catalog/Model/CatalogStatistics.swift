import AudioProbe

/// The catalog in numbers, for `musicat stats`.
public struct CatalogStatistics: Equatable, Sendable {
  public var tracks = 0
  public var downloaded = 0
  public var hd = 0
  /// Tracks per quality tier, every tier listed.
  public var tiers: [(tier: QualityTier, count: Int)] = []
  /// Tracks with lyric lines, and with timed ones.
  public var withLyrics = 0
  public var synced = 0
  public var lyricLines = 0
  /// Groups per state, every state listed.
  public var groups: [(state: GroupState, count: Int)] = []
  /// The sum of the known durations, in milliseconds.
  public var totalDurationMS = 0
  /// The database file's size in bytes (pages in use and free).
  public var databaseBytes = 0

  public static func == (left: CatalogStatistics, right: CatalogStatistics) -> Bool {
    left.tracks == right.tracks && left.downloaded == right.downloaded && left.hd == right.hd
      && left.tiers.elementsEqual(right.tiers, by: ==) && left.withLyrics == right.withLyrics
      && left.synced == right.synced && left.lyricLines == right.lyricLines
      && left.groups.elementsEqual(right.groups, by: ==)
      && left.totalDurationMS == right.totalDurationMS
      && left.databaseBytes == right.databaseBytes
  }
}
