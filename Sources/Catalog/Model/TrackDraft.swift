import AudioProbe

/// The fields of a track that callers set, for adding a new track or rewriting one.
public struct TrackDraft: Equatable, Sendable {
  public var title: String
  public var artist: String
  public var album: String
  public var durationMS: Int?
  public var trackNumber: Int?
  public var audioPath: FilePath?
  public var lrcPath: FilePath?
  public var downloaded: Bool
  public var hd: Bool
  public var quality: QualityTier

  public init(
    title: String, artist: String = "", album: String = "", durationMS: Int? = nil,
    trackNumber: Int? = nil, audioPath: FilePath? = nil, lrcPath: FilePath? = nil,
    downloaded: Bool = false, hd: Bool = false, quality: QualityTier = .unknown
  ) {
    self.title = title
    self.artist = artist
    self.album = album
    self.durationMS = durationMS
    self.trackNumber = trackNumber
    self.audioPath = audioPath
    self.lrcPath = lrcPath
    self.downloaded = downloaded
    self.hd = hd
    self.quality = quality
  }

  /// Throws ``CatalogError/invalidTrack(_:)`` when a field holds a value the catalog refuses.
  func validate() throws(CatalogError) {
    if title.allSatisfy(\.isWhitespace) { throw .invalidTrack("the title is empty") }
    if let durationMS, durationMS < 0 {
      throw .invalidTrack("the duration \(durationMS) ms is negative")
    }
    if let trackNumber, trackNumber < 1 {
      throw .invalidTrack("the track number \(trackNumber) is not positive")
    }
  }
}
