import Catalog
import LRC

/// A variant of a track's lyrics (a translation, a romanisation) as read from its file,
/// ready to be written: what the file is, and its lines.
struct ImportedVariant {
  var file: LyricsVariantFile
  /// The document without its lines (they are ``rows``), or nil when it could not be read.
  var lyrics: LRCDocument?
  var stamp: FileStamp?
  /// Why the file could not be read, or nil.
  var error: String?
  var fingerprint: Int64?
  var rows: LyricRows
}
