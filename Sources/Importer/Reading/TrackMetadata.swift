import AudioProbe
import Catalog
import Foundation
import LRC

/// Where a track's title, artist, album and duration come from: the lyrics' tags, else the
/// audio's own tags, else the file name (`Artist - Title` when it has that shape).
struct TrackMetadata: Equatable {
  var title: String
  var artist: String
  var album: String
  var durationMS: Int?
  var trackNumber: Int?

  init(files: TrackFiles, lyrics: LRCDocument?, audio: AudioFacts?) {
    let fromName = Self.nameParts(files.sortName)
    func first(_ values: String?...) -> String? {
      values.lazy.compactMap { $0?.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
    }
    title = first(lyrics?.title, audio?.tags.title, fromName.title) ?? files.sortName
    if title.allSatisfy(\.isWhitespace) { title = "Untitled" }
    artist = first(lyrics?.artist, audio?.tags.artist, fromName.artist) ?? ""
    album = first(lyrics?.album, audio?.tags.album) ?? ""
    // A length tag past the longest real duration is no length (sums of it would overflow).
    durationMS =
      audio?.durationMS
      ?? lyrics?.lengthMS.flatMap { $0 <= AudioFacts.longestDurationMS ? $0 : nil }
    trackNumber = audio?.tags.trackNumber
  }

  /// `Artist - Title` split at the first ` - `; otherwise the whole name is the title.
  static func nameParts(_ name: String) -> (artist: String?, title: String) {
    guard let range = name.range(of: " - ") else { return (nil, name) }
    let artist = name[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
    let title = name[range.upperBound...].trimmingCharacters(in: .whitespaces)
    guard !artist.isEmpty, !title.isEmpty else { return (nil, name) }
    return (artist, title)
  }
}
