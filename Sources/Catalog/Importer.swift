import AudioProbe
import Foundation
import LRC

/// Imports music folders into a catalog: walks them, pairs audio with lyrics, reads what
/// changed since the last import, and writes whole folders in batches of about
/// ``batchSize`` tracks, each batch one transaction, so an import stopped at any moment
/// leaves a consistent catalog that a rerun completes.
public struct Importer {
  public let catalog: Catalog
  public let options: ImportOptions

  public init(catalog: Catalog, options: ImportOptions = ImportOptions()) {
    self.catalog = catalog
    self.options = options
  }

  /// About how many tracks one transaction writes.
  static let batchSize = 1_000

  /// The extensions of the files an import looks at.
  static let extensions = FolderPairing.audioExtensions + FolderPairing.lyricsExtensions

  /// Imports every root (folders or single files) and reports what it did.
  public func run(_ roots: [String], progress: (ImportProgress) -> Void = { _ in }) throws
    -> ImportReport
  {
    var report = ImportReport()
    var folders: [(root: FilePath, folder: FilePath, files: [FilePath])] = []
    var rootFolders: [FilePath] = []
    var seenFiles = Set<FilePath>()
    for root in roots {
      guard let resolved = realpath(root, nil) else {
        report.skipped.append(.init(path: root, reason: String(cString: strerror(errno))))
        continue
      }
      let rootPath = FilePath(bytes: Array(String(cString: resolved).utf8))
      free(resolved)
      rootFolders.append(rootPath)
      for entry in FileWalker(extensions: Self.extensions).walk(rootPath) {
        switch entry {
        case .problem(let path, let reason):
          report.skipped.append(.init(path: path.description, reason: reason))
        case .file(let path):
          // Roots that overlap must not import a file twice (one root cannot overlap itself).
          guard roots.count == 1 || seenFiles.insert(path).inserted else { continue }
          let folder = path.parent
          if let last = folders.last, last.folder == folder {
            folders[folders.count - 1].files.append(path)
          } else {
            folders.append((rootPath, folder, [path]))
          }
        }
      }
    }
    let total = folders.reduce(0) { $0 + $1.files.count }
    report.filesSeen = total
    var done = 0
    var seenTracks = Set<Int64>()
    var sharedGroupTracks: [Int64] = []
    // Folders are read one by one and written in batches of about `batchSize` tracks, each
    // batch one transaction: small enough to lose little to a kill, large enough that the
    // full-text index is not flushed for every folder.
    var batch: [FolderPlan] = []
    func writeBatch() throws {
      guard !batch.isEmpty else { return }
      let ids = try write { store in
        try batch.flatMap { try apply($0, store: store, report: &report) }
      }
      seenTracks.formUnion(ids)
      sharedGroupTracks += ids
      batch.removeAll()
    }
    for (root, folder, files) in folders {
      progress(ImportProgress(filesDone: done, filesTotal: total, folder: folder.description))
      let plan = try planFolder(folder, root: root, files: files, report: &report)
      done += files.count
      if options.dryRun {
        if options.groupName == nil {
          // A dry run only reads: the group would be created when the folder has none yet.
          let exists = try catalog.read { session in
            try ImportStore(database: session.database).groupID(forFolder: folder.description)
          }
          report.countGroup(created: exists == nil, changed: plan.changed)
        }
        let ids = plan.items.compactMap { $0.existing?.id }
        seenTracks.formUnion(ids)
        continue
      }
      batch.append(plan)
      if batch.reduce(0, { $0 + $1.items.count }) >= Self.batchSize { try writeBatch() }
    }
    try writeBatch()
    progress(ImportProgress(filesDone: done, filesTotal: total, folder: ""))
    if let name = options.groupName {
      try write { store in
        let (groupID, created) = try store.group(forFolder: nil, named: name)
        if created { report.groupsAdded += 1 }
        try store.append(sharedGroupTracks, to: groupID)
        try store.refreshState(of: groupID)
      }
    }
    for root in rootFolders {
      try settleMissing(under: root, seen: seenTracks, report: &report)
    }
    return report
  }

  /// Reads what changed in one folder and decides what to write; writes nothing.
  private func planFolder(
    _ folder: FilePath, root: FilePath, files: [FilePath], report: inout ImportReport
  ) throws -> FolderPlan {
    let (pairs, duplicates) = FolderPairing.pair(files)
    for (path, note) in duplicates {
      report.notes.append(.init(path: path.description, reason: note))
    }
    let folderKey = folder.description + "/"
    let existing = try catalog.read { session in
      try ImportStore(database: session.database).existingTracks(under: folderKey)
    }
    var byPath: [String: ExistingTrack] = [:]
    for track in existing {
      if let path = track.audioPath { byPath[path] = track }
      if let path = track.lyricsPath { byPath[path] = track }
    }
    // Read what changed; decide what to write.
    var plan: [FolderPlan.Item] = []
    for files in pairs {
      let audioStamp = files.audio.flatMap(FileStamp.init(of:))
      let lyricsStamp = files.lyrics.flatMap(FileStamp.init(of:))
      let known =
        files.audio.flatMap { byPath[$0.description] }
        ?? files.lyrics.flatMap { byPath[$0.description] }
      if let known, known.audioPath == files.audio?.description,
        known.lyricsPath == files.lyrics?.description,
        known.audioStamp == audioStamp, known.lyricsStamp == lyricsStamp
      {
        plan.append((files, known, nil))
        report.tracksUnchanged += 1
        if known.downloaded { report.downloaded += 1 }
        if known.hd { report.hd += 1 }
        continue
      }
      let imported = read(files, audioStamp: audioStamp, lyricsStamp: lyricsStamp, report: &report)
      plan.append((files, known, imported))
      if known == nil { report.tracksAdded += 1 } else { report.tracksUpdated += 1 }
      if imported.downloaded { report.downloaded += 1 }
      if imported.quality.isHD { report.hd += 1 }
      report.lyricLines += imported.lyrics?.lines.count ?? 0
    }
    return FolderPlan(folder: folder, root: root, items: plan)
  }

  /// Writes one folder's plan: its tracks, their lyrics, and its group; returns the ids of
  /// its tracks.
  private func apply(_ folderPlan: FolderPlan, store: ImportStore, report: inout ImportReport)
    throws -> [Int64]
  {
    let (folder, root, plan, changed) = (
      folderPlan.folder, folderPlan.root, folderPlan.items, folderPlan.changed
    )
    var ids: [Int64] = []
    var ordered: [(id: Int64, number: Int?, name: String)] = []
    var lyricsToWrite: [(trackID: Int64, document: LRCDocument)] = []
    for item in plan {
      let id: Int64
      if let imported = item.imported {
        if let existing = item.existing {
          id = existing.id
          try store.update(id, with: imported)
        } else {
          id = try store.insert(imported)
        }
        if let lyrics = imported.lyrics { lyricsToWrite.append((id, lyrics)) }
      } else {
        id = item.existing?.id ?? 0
      }
      let number = item.imported.map(\.metadata.trackNumber) ?? item.existing?.trackNumber
      ordered.append((id, number, item.files.sortName))
      ids.append(id)
    }
    _ = try store.replaceLyrics(lyricsToWrite)
    guard options.groupName == nil else { return ids }
    let name =
      folder == root
      ? String(decoding: root.lastComponent, as: UTF8.self) : folder.relative(to: root)
    let (groupID, created) = try store.group(forFolder: folder.description, named: name)
    report.countGroup(created: created, changed: changed)
    if created || changed {
      // Track number first when the audio carries one, then natural file-name order.
      let order = ordered.sorted { left, right in
        switch (left.number, right.number) {
        case (let l?, let r?) where l != r: return l < r
        case (.some, nil): return true
        case (nil, .some): return false
        default: return NaturalOrder.areInIncreasingOrder(left.name, right.name)
        }
      }
      try store.arrange(order.map(\.id), in: groupID)
      try store.refreshState(of: groupID)
    }
    return ids
  }

  /// Reads a track's files: probes the audio, parses the lyrics. Files that cannot be read
  /// are reported; the track is kept with what could be read.
  private func read(
    _ files: TrackFiles, audioStamp: FileStamp?, lyricsStamp: FileStamp?, report: inout ImportReport
  )
    -> ImportedTrack
  {
    var audio: AudioFacts?
    if let path = files.audio {
      do {
        audio = try AudioProbe.probe(path: path.cString)
      } catch {
        report.skipped.append(.init(path: path.description, reason: error.description))
      }
    }
    var lyrics: LRCDocument?
    if let path = files.lyrics {
      do {
        lyrics = try LRCFile.read(cPath: path.cString)
      } catch {
        report.skipped.append(.init(path: path.description, reason: error.description))
      }
    }
    // A file that could not be read keeps no stamp, so the next import reads (and reports)
    // it again instead of taking it for unchanged.
    return ImportedTrack(
      files: files, audio: audio, audioStamp: audio == nil ? nil : audioStamp, lyrics: lyrics,
      lyricsStamp: lyrics == nil ? nil : lyricsStamp,
      metadata: TrackMetadata(files: files, lyrics: lyrics, audio: audio))
  }

  /// Tracks under `root` not seen by this import: marked not downloaded when their audio is
  /// gone, removed with `--prune` when all their files are.
  private func settleMissing(under root: FilePath, seen: Set<Int64>, report: inout ImportReport)
    throws
  {
    let prefix = root.description + "/"
    let candidates = try catalog.read { session in
      try ImportStore(database: session.database).existingTracks(under: prefix)
    }.filter { !seen.contains($0.id) }
    var missing: [Int64] = []
    var gone: [Int64] = []
    for track in candidates {
      let audioExists = track.audioPath.map { FileStamp(of: FilePath($0)) != nil } ?? false
      let lyricsExists = track.lyricsPath.map { FileStamp(of: FilePath($0)) != nil } ?? false
      if !audioExists && !lyricsExists && options.prune {
        gone.append(track.id)
      } else if !audioExists {
        missing.append(track.id)
      }
    }
    report.tracksMissing += missing.count
    report.tracksPruned += gone.count
    guard !options.dryRun, !(missing.isEmpty && gone.isEmpty) else { return }
    try catalog.write { session in
      let store = ImportStore(database: session.database)
      var groups = Set<Int64>()
      for id in missing + gone {
        groups.formUnion(
          try session.database.rows("SELECT group_id FROM group_tracks WHERE track_id = ?", [id]) {
            try $0.get(0, as: Int64.self)
          })
      }
      for id in missing { try store.markMissing(id) }
      for id in gone { try session.tracks.delete(id) }
      for group in groups { try store.refreshState(of: group) }
    }
  }

  private func write<T>(_ body: (ImportStore) throws -> T) throws -> T {
    try catalog.write { session in try body(ImportStore(database: session.database)) }
  }
}
