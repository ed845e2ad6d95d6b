/// What tracks can be sorted by: the names of the query language's fields, and `track` (the
/// track number) and `added`, as beets names them, so `--sort album,disc,track` is an
/// album's order.
public enum TrackSortField: String, CaseIterable, Sendable {
  case id
  case title
  case artist
  case album
  case duration
  case downloaded
  case hd
  case quality
  case year
  case genre
  case disc
  case track
  case bitrate
  case sampleRate = "sample_rate"
  case bitDepth = "bit_depth"
  case channels
  case codec
  /// When the track was first imported.
  case added
  /// The order inside the group being listed; only meaningful with a group filter.
  case position

  /// The ORDER BY terms for this field: fixed fragments, never user text. Tracks without the
  /// value (an unknown duration, year, genre...) sort after the others either way.
  func orderTerms(descending: Bool) -> String {
    let direction = descending ? " DESC" : ""
    return canBeMissing
      ? "\(orderExpression) IS NULL, \(orderExpression)\(direction)"
      : orderExpression + direction
  }

  /// Whether a track may lack the value (its column may be NULL).
  private var canBeMissing: Bool {
    switch self {
    case .id, .title, .artist, .album, .downloaded, .hd, .quality, .added, .position: false
    case .duration, .year, .genre, .disc, .track, .bitrate, .sampleRate, .bitDepth, .channels,
      .codec:
      true
    }
  }

  /// The SQL expression the field sorts by.
  private var orderExpression: String {
    switch self {
    case .id: "t.id"
    case .title: "t.title"
    case .artist: "t.artist"
    case .album: "t.album"
    case .duration: "t.duration_ms"
    case .downloaded: "t.downloaded"
    case .hd: "t.hd"
    case .quality:
      "CASE t.quality WHEN 'hires' THEN 4 WHEN 'lossless' THEN 3 WHEN 'hq' THEN 2 "
        + "WHEN 'standard' THEN 1 ELSE 0 END"
    case .year: "t.year"
    case .genre: "t.genre COLLATE NOCASE"
    case .disc: "t.disc_number"
    case .track: "t.track_number"
    case .bitrate: "t.bitrate"
    case .sampleRate: "t.sample_rate"
    case .bitDepth: "t.bit_depth"
    case .channels: "t.channels"
    case .codec: "t.codec COLLATE NOCASE"
    case .added: "t.created_at"
    case .position: "gt.position"
    }
  }
}
