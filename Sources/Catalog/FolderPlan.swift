/// What an import will write for one folder: each track's files, the track the catalog
/// already has for them, and what was read from them (nil when they did not change); and
/// what reading the folder found (counts, files skipped, notes).
struct FolderPlan {
  typealias Item = (files: TrackFiles, existing: ExistingTrack?, imported: ImportedTrack?)

  let folder: FilePath
  let root: FilePath
  /// The group an earlier import made from this folder, or nil when there is none.
  var groupID: Int64?
  var items: [Item] = []
  var report = ImportReport()

  /// True when some track of the folder is new or changed.
  var changed: Bool { items.contains { $0.imported != nil } }

  /// About how much memory the plan holds, in bytes: its tracks and their lyric rows. The
  /// import bounds what is read ahead of the writer by this, so its memory does not depend
  /// on how large the library or its lyrics are.
  var memoryEstimate: Int {
    items.reduce(0) { total, item in
      total + Self.trackMemoryEstimate
        + (item.imported?.lyricRows.memoryEstimate ?? 0)
    }
  }

  /// About how much memory a track takes besides its lyric rows, in bytes: its paths, facts,
  /// tags and the track the catalog has for it.
  private static let trackMemoryEstimate = 1024
}
