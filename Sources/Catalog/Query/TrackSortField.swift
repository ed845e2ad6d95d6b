/// What tracks can be sorted by.
public enum TrackSortField: String, CaseIterable, Sendable {
  case id
  case title
  case artist
  case album
  case duration
  case downloaded
  case hd
  case quality
  /// The order inside the group being listed; only meaningful with a group filter.
  case position

  /// The ORDER BY terms for this field: fixed fragments, never user text.
  func orderTerms(descending: Bool) -> String {
    let direction = descending ? " DESC" : ""
    switch self {
    // Tracks of unknown duration sort after the known ones either way.
    case .duration: return "t.duration_ms IS NULL, t.duration_ms" + direction
    default: return orderExpression + direction
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
    case .position: "gt.position"
    }
  }
}
