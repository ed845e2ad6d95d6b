/// What a table of tracks shows of each: the columns of `musicat tracks` and of a group's
/// page. Read on its own (``TrackRepository/summaries(_:)``), it comes from one index for
/// the everyday question of downloaded HD tracks by artist, without the track's row.
public struct TrackSummary: Equatable, Sendable, Identifiable {
  public let id: Int64
  public var title: String
  public var artist: String
  public var album: String
  public var durationMS: Int?
  public var downloaded: Bool
  public var hd: Bool

  public init(
    id: Int64, title: String, artist: String, album: String, durationMS: Int?, downloaded: Bool,
    hd: Bool
  ) {
    self.id = id
    self.title = title
    self.artist = artist
    self.album = album
    self.durationMS = durationMS
    self.downloaded = downloaded
    self.hd = hd
  }
}

extension Track {
  /// The track's summary: what a table shows of it.
  public var summary: TrackSummary {
    TrackSummary(
      id: id, title: title, artist: artist, album: album, durationMS: durationMS,
      downloaded: downloaded, hd: hd)
  }
}
