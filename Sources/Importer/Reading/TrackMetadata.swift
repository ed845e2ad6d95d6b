import AudioProbe
import Catalog
import LRC
import Utilities

/// A track's title, artist, album, numbers, year, genre and duration: from the lyrics' tags,
/// else the audio's own tags, else the file's name (``TrackName``) and its folder's
/// (``FolderName``). Texts are composed (``CanonicalComposition``): a name macOS decomposed
/// is found by the name typed.
struct TrackMetadata: Equatable {
  var title: String
  var artist: String
  var album: String
  var durationMS: Int?
  var trackNumber: Int?
  var discNumber: Int?
  var year: Int?
  var genre: String?

  init(files: TrackFiles, lyrics: LRCDocument?, audio: AudioFacts?, folder: FolderName) {
    let fromName = TrackName(files.sortName)
    func first(_ values: String?...) -> String? {
      values.lazy.compactMap { $0.map(CanonicalComposition.composed)?.trimming(where: \.isSpace) }
        .first { !$0.isEmpty }
    }
    title =
      first(lyrics?.title, audio?.tags.title, fromName.title)
      ?? CanonicalComposition.composed(files.sortName)
    if title.allSatisfy(\.isWhitespace) { title = "Untitled" }
    artist = first(lyrics?.artist, audio?.tags.artist, fromName.artist, folder.artist) ?? ""
    album = first(lyrics?.album, audio?.tags.album, folder.album) ?? ""
    // A length tag past the longest real duration is no length (sums of it would overflow).
    durationMS =
      audio?.durationMS
      ?? lyrics?.lengthMS.flatMap { $0 <= AudioFacts.longestDurationMS ? $0 : nil }
    trackNumber = audio?.tags.trackNumber ?? fromName.trackNumber
    discNumber = audio?.tags.discNumber ?? folder.disc ?? fromName.discNumber
    year = audio?.tags.year ?? folder.year
    genre = audio?.tags.genre.flatMap { first($0) }
  }
}
