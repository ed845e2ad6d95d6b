import Catalog

/// What the catalog holds of a track found again by its files, to tell whether they changed.
struct ExistingTrack {
  let id: Int64
  let audioPath: FilePath?
  let lyricsPath: FilePath?
  let audioStamp: FileStamp?
  let lyricsStamp: FileStamp?
  /// Why the files could not be read at the last import (nil when they were).
  let audioError: String?
  let lyricsError: String?
  let downloaded: Bool
  let hd: Bool
  let trackNumber: Int?
  let discNumber: Int?
  /// The variants of its lyrics (``LyricsVariantFile``) as stored: each file, its size and
  /// time, and why it could not be read; filled in for the tracks of one folder.
  var variants: [(path: FilePath, stamp: FileStamp?, error: String?)] = []
}
