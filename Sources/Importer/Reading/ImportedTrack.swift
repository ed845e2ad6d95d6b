import AudioProbe
import Catalog
import LRC

/// A track as read from its files, ready to be written.
struct ImportedTrack {
  var files: TrackFiles
  var audio: AudioFacts?
  var audioStamp: FileStamp?
  /// Why the audio file could not be probed, or nil.
  var audioError: String?
  var lyrics: LRCDocument?
  var lyricsStamp: FileStamp?
  /// Why the lyrics file could not be read, or nil.
  var lyricsError: String?
  var metadata: TrackMetadata
  /// The lyrics' lines, ready to be written.
  var lyricRows: LyricRows
  /// What identifies the files by their content (``FileFingerprint``), to find a track
  /// whose files were moved.
  var audioFingerprint: Int64?
  var lyricsFingerprint: Int64?
  /// The track's other lyrics files, read.
  var variants: [ImportedVariant] = []

  /// The audio file exists and probes as audio.
  var downloaded: Bool { audio != nil }
  var quality: QualityTier { audio?.quality ?? .unknown }
}
