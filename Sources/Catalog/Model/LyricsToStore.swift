/// The lyric lines of one track's lyrics files, as ``LyricRepository/replaceLines(_:)``
/// stores them: its own file's as variant 0, each of its variants' (a translation, say)
/// under the variant's number.
package struct LyricsToStore: Sendable {
  package var trackID: Int64
  /// True when the track was just added, and so has no lines yet.
  package var isNew: Bool
  package var files: [(variant: Int, rows: LyricRows)]

  package init(trackID: Int64, isNew: Bool, files: [(variant: Int, rows: LyricRows)]) {
    self.trackID = trackID
    self.isNew = isNew
    self.files = files
  }
}
