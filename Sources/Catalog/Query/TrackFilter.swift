/// Which tracks to list, in what order, and how many. Every condition set must hold.
public struct TrackFilter: Equatable, Sendable {
  /// Only tracks whose audio is (true) or is not (false) here.
  public var downloaded: Bool?
  /// Only HD (true) or non-HD (false) tracks.
  public var hd: Bool?
  /// Only tracks by this artist (the whole name; case and accents folded, ``TextFolding``).
  public var artist: String?
  /// Only tracks on this album (the whole name; case and accents folded).
  public var album: String?
  /// Only tracks in this group.
  public var groupID: Int64?
  /// Words that must each appear in the title, the artist or the album (case and accents
  /// folded).
  public var words: [String]
  /// Terms of the query language (``TrackQuery``); all must hold, with the other conditions.
  public var query: TrackQuery
  /// The sort order; empty means the group's order with a group filter, else by id.
  public var sort: [TrackSortKey]
  /// At most this many tracks.
  public var limit: Int?
  /// Leave out this many tracks first (a page after the first).
  public var offset = 0

  public init(
    downloaded: Bool? = nil, hd: Bool? = nil, artist: String? = nil, album: String? = nil,
    groupID: Int64? = nil, words: [String] = [], query: TrackQuery = TrackQuery(),
    sort: [TrackSortKey] = [], limit: Int? = nil
  ) {
    self.query = query
    self.downloaded = downloaded
    self.hd = hd
    self.artist = artist
    self.album = album
    self.groupID = groupID
    self.words = words
    self.sort = sort
    self.limit = limit
  }
}
