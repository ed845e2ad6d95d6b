import AudioProbe

/// A track in the catalog: what it is, where its files are, and whether its audio is here
/// (downloaded) and of high quality (hd).
public struct Track: Equatable, Sendable, Identifiable {
  public let id: Int64
  public var title: String
  public var artist: String
  public var album: String
  public var durationMS: Int?
  /// The number the audio file carries (TRCK, trkn), used to order imported albums.
  public var trackNumber: Int?
  public var audioPath: FilePath?
  public var lrcPath: FilePath?
  public var downloaded: Bool
  public var hd: Bool
  public var quality: QualityTier
  /// The disc of a set the track is on, its year and genre, from its tags or names.
  public var discNumber: Int?
  public var year: Int?
  public var genre: String?
  /// What the audio's headers say, while the audio is here: the container (`flac`, `mp4`,
  /// `ogg`...), the codec (`flac`, `aac`, `alac`, `mp3`, `opus`...), the sample rate in Hz,
  /// the bits per sample (lossless audio only), the channels, the bitrate in bit/s.
  public var container: String?
  public var codec: String?
  public var sampleRate: Int?
  public var bitDepth: Int?
  public var channels: Int?
  public var bitrate: Int?
  /// The audio file's size in bytes when it was last read.
  public var audioSize: Int?
  /// The artist and album folded as queries compare them (``TextFolding``), as stored: what
  /// makes two tracks the same artist or album.
  public let artistKey: String
  public let albumKey: String
  /// When the track was created and last changed (UTC, ISO 8601).
  public let createdAt: String
  public let updatedAt: String

  /// The fields a caller sets, as a draft for ``TrackRepository/update(_:with:)``.
  public var draft: TrackDraft {
    TrackDraft(
      title: title, artist: artist, album: album, durationMS: durationMS, trackNumber: trackNumber,
      audioPath: audioPath, lrcPath: lrcPath, downloaded: downloaded, hd: hd, quality: quality)
  }
}
