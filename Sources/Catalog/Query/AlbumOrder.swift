/// Which albums a listing of albums gives, in which order (Subsonic's album list types).
public enum AlbumOrder: Equatable, Sendable {
  /// The most recently added first.
  case newest
  /// By album name.
  case name
  /// By artist, then album name.
  case artist
  /// In a random order.
  case random
  /// Albums of the years `from` to `to` (both included), in that direction.
  case years(from: Int, to: Int)
  /// Albums that hold a track of this genre (case aside), by name.
  case genre(String)
}
