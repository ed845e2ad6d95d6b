/// What an import will write for one folder: each track's files, the track the catalog
/// already has for them, and what was read from them (nil when they did not change).
struct FolderPlan {
  typealias Item = (files: TrackFiles, existing: ExistingTrack?, imported: ImportedTrack?)

  let folder: FilePath
  let root: FilePath
  let items: [Item]

  /// True when some track of the folder is new or changed.
  var changed: Bool { items.contains { $0.imported != nil } }
}
