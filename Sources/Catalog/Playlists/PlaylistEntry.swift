/// One track of a playlist as written: where its audio is (a path or URI reference, already
/// made relative or absolute) and what players show.
public struct PlaylistEntry: Equatable, Sendable {
  /// The audio file's path as the playlist refers to it: its bytes (M3U, PLS), or a URI
  /// reference (XSPF).
  public var path: FilePath
  public var title: String
  public var artist: String
  public var album: String
  public var durationMS: Int?
  public var trackNumber: Int?

  public init(
    path: FilePath, title: String, artist: String, album: String, durationMS: Int?,
    trackNumber: Int?
  ) {
    self.path = path
    self.title = title
    self.artist = artist
    self.album = album
    self.durationMS = durationMS
    self.trackNumber = trackNumber
  }

  /// `Artist - Title`, or the title alone when the artist is unknown.
  var displayName: String { artist.isEmpty ? title : artist + " - " + title }

  /// Whole seconds, rounded; -1 when the duration is unknown (M3U and PLS's convention).
  var seconds: Int { durationMS.map { ($0 + 500) / 1000 } ?? -1 }
}
