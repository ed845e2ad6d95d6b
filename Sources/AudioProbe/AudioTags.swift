import Foundation

/// What an audio file says about itself: ID3v2, Vorbis comments, MP4 `ilst` or RIFF INFO.
public struct AudioTags: Equatable, Sendable {
  public var title: String?
  public var artist: String?
  public var album: String?
  /// The track's number on its album (`3` of `3/12`).
  public var trackNumber: Int?

  public init(
    title: String? = nil, artist: String? = nil, album: String? = nil, trackNumber: Int? = nil
  ) {
    self.title = title
    self.artist = artist
    self.album = album
    self.trackNumber = trackNumber
  }

  /// Reads a track number as tags write it: `3`, `03`, `3/12`; nil unless positive.
  static func trackNumber(from text: String) -> Int? {
    let number = text.split(separator: "/").first.map { $0.trimmingCharacters(in: .whitespaces) }
    return number.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
  }

  /// Sets the field a Vorbis-comment-style key names (TITLE, ARTIST, ALBUM, TRACKNUMBER);
  /// the first value of each key wins.
  mutating func set(key: String, value: String) {
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return }
    switch key.uppercased() {
    case "TITLE": title = title ?? trimmed
    case "ARTIST": artist = artist ?? trimmed
    case "ALBUM": album = album ?? trimmed
    case "TRACKNUMBER": trackNumber = trackNumber ?? Self.trackNumber(from: trimmed)
    default: break
    }
  }
}
