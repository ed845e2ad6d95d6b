/// An artist as the tracks' tags name it: every track whose artist folds to `key` (case and
/// accents aside, ``TextFolding``), with how many albums and tracks it has.
public struct ArtistSummary: Equatable, Sendable {
  /// The folded name, which identifies the artist ("" for tracks without one).
  public let key: String
  /// The name as the tracks write it.
  public let name: String
  public let albumCount: Int
  public let trackCount: Int
}
