/// An album as the tracks' tags make it: the tracks whose artist and album fold to
/// `artistKey` and `albumKey`. Its names, year, genre and time are those of its first track
/// (the one added first); its count and duration are its tracks'.
public struct AlbumSummary: Equatable, Sendable {
  public let artistKey: String
  /// The folded album name ("" for tracks without one).
  public let albumKey: String
  /// The album and artist names as the tracks write them.
  public let name: String
  public let artist: String
  public let trackCount: Int
  /// The sum of the tracks' known durations.
  public let durationMS: Int
  public let year: Int?
  public let genre: String?
  /// When its first track was added (UTC, ISO 8601).
  public let createdAt: String
  /// Its track with the smallest id, whose folder or file holds its cover.
  public let firstTrackID: Int64
}
