import Catalog

/// What an import will write for one folder, or for one part of it: each track's files, the
/// track the catalog already has for them, and what was read from them (nil when they did
/// not change); and what reading them found (counts, files skipped, notes).
///
/// A folder whose tracks take more than a part's worth of memory is read and handed on in
/// parts, its tracks in order, each part as soon as it is read; the last one says so. What
/// an import holds then depends on the size of a part, not on how large a folder is.
struct FolderPlan {
  typealias Item = (files: TrackFiles, existing: ExistingTrack?, imported: ImportedTrack?)

  let folder: FilePath
  let root: FilePath
  /// The group an earlier import made from this folder, or nil when there is none.
  var groupID: Int64?
  /// True when some track of the folder, in this part or another, is new or changed.
  var folderChanged = false
  var items: [Item] = []
  var report = ImportReport()
  /// True for the folder's last part, and for a folder that comes whole.
  var completesFolder = true

  init(folder: FilePath, root: FilePath) {
    self.folder = folder
    self.root = root
  }

  /// About how much memory the plan holds, in bytes: its tracks and their lyric rows. The
  /// import bounds what is read ahead of the writer by this.
  var memoryEstimate: Int { items.reduce(0) { $0 + Self.memoryEstimate(of: $1) } }

  /// About how much memory one item holds, in bytes.
  static func memoryEstimate(of item: Item) -> Int {
    trackMemoryEstimate + (item.imported?.lyricRows.memoryEstimate ?? 0)
      + (item.imported?.variants.reduce(0) { $0 + $1.rows.memoryEstimate } ?? 0)
  }

  /// About how much memory a track takes besides its lyric rows, in bytes: its paths, facts,
  /// tags and the track the catalog has for it.
  private static let trackMemoryEstimate = 1024
}
