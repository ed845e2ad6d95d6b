import AudioProbe
import Foundation
import LRC

/// Imports music folders into a catalog: walks them, pairs audio with lyrics, reads what
/// changed since the last import, and writes whole folders in batches of about
/// ``batchSize`` tracks, each batch one transaction, so an import stopped at any moment
/// leaves a consistent catalog that a rerun completes.
///
/// Reading and writing overlap: a second thread walks the folders and reads the files (on
/// its own connection, which WAL lets read beside the writer) while the calling thread writes
/// what was read before.
public struct Importer: Sendable {
  public let catalog: Catalog
  public let options: ImportOptions

  public init(catalog: Catalog, options: ImportOptions = ImportOptions()) {
    self.catalog = catalog
    self.options = options
  }

  /// About how many tracks one transaction writes.
  static let batchSize = 500

  /// How many tracks the reading thread may read ahead of the writer: enough to read the
  /// next batch while one is written, so neither thread waits for the other.
  static let tracksReadAhead = batchSize

  /// The extensions of the files an import looks at.
  static let extensions = FolderPairing.audioExtensions + FolderPairing.lyricsExtensions

  /// What the reading thread hands the writer.
  private enum ReadResult: Sendable {
    case folder(FolderPlan)
    case failed(any Error)
  }

  /// Imports every root (folders or single files) and reports what it did. `progress`, when
  /// given, is called on this thread as folders are done; the files are then counted first,
  /// so it can tell how many remain.
  public func run(_ roots: [String], progress: ((ImportProgress) -> Void)? = nil) throws
    -> ImportReport
  {
    var report = ImportReport()
    let rootFolders = resolve(roots, report: &report)
    let walker = FileWalker(extensions: Self.extensions)
    var total = 0
    if progress != nil {
      for root in rootFolders {
        walker.walkFolders(root) { _, entries in
          total += entries.count(where: { if case .file = $0 { true } else { false } })
        }
      }
    }
    let reading = try catalog.catalogForAnotherThread()
    let queue = BoundedQueue<ReadResult>(capacity: Self.tracksReadAhead)
    let readerDone = DispatchSemaphore(value: 0)
    Thread { [self] in
      defer {
        queue.finish()
        readerDone.signal()
      }
      do {
        for root in rootFolders {
          try walker.walkFolders(root) { folder, entries in
            let plan = try planFolder(folder, root: root, entries: entries, catalog: reading)
            guard queue.put(.folder(plan), weight: plan.items.count) else {
              throw CancellationError()
            }
          }
        }
      } catch is CancellationError {
        // The writer stopped first; it has its own error to report.
      } catch {
        _ = queue.put(.failed(error), weight: 0)
      }
    }.start()
    // However the writer ends, the reader stops and is waited for before returning: no
    // thread touches the catalog after this call.
    defer {
      queue.cancel()
      readerDone.wait()
    }

    var done = 0
    var seenTracks = Set<Int64>()
    var sharedGroupTracks: [Int64] = []
    // Folders are written in batches of about `batchSize` tracks, each batch one
    // transaction: small enough to lose little to a kill, large enough that commits are few.
    var batch: [FolderPlan] = []
    func writeBatch() throws {
      guard !batch.isEmpty else { return }
      let ids = try write { store in
        try batch.flatMap { try apply($0, store: store, report: &report) }
      }
      seenTracks.formUnion(ids)
      if options.groupName != nil { sharedGroupTracks += ids }
      batch.removeAll()
    }
    var batchTracks = 0
    while let result = queue.take() {
      let plan: FolderPlan
      switch result {
      case .folder(let folderPlan): plan = folderPlan
      case .failed(let error): throw error
      }
      report.add(plan.report)
      done += plan.report.filesSeen
      progress?(ImportProgress(filesDone: done, filesTotal: total, folder: plan.folder.description))
      guard !plan.items.isEmpty else { continue }
      if options.dryRun {
        if options.groupName == nil {
          // A dry run only reads: the group would be created when the folder has none yet.
          let exists = try catalog.read { session in
            try ImportStore(database: session.database).groupID(
              forFolder: plan.folder.description)
          }
          report.countGroup(created: exists == nil, changed: plan.changed)
        }
        seenTracks.formUnion(plan.items.compactMap { $0.existing?.id })
        continue
      }
      batch.append(plan)
      batchTracks += plan.items.count
      if batchTracks >= Self.batchSize {
        try writeBatch()
        batchTracks = 0
      }
    }
    try writeBatch()
    progress?(ImportProgress(filesDone: done, filesTotal: total, folder: ""))
    if let name = options.groupName, !options.dryRun {
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

  /// The roots as absolute paths without links, each once; a root inside another is left to
  /// that one (its files are imported once, grouped from the outer root). Roots that do not
  /// exist are reported.
  private func resolve(_ roots: [String], report: inout ImportReport) -> [FilePath] {
    var resolved: [FilePath] = []
    for root in roots {
      guard let real = realpath(root, nil) else {
        report.skipped.append(.init(path: root, reason: String(cString: strerror(errno))))
        continue
      }
      let path = FilePath(bytes: Array(String(cString: real).utf8))
      free(real)
      if !resolved.contains(path) { resolved.append(path) }
    }
    return resolved.filter { path in
      !resolved.contains { other in other != path && path.isInside(other) }
    }
  }

  /// Reads what changed in one folder and decides what to write; writes nothing.
  private func planFolder(
    _ folder: FilePath, root: FilePath, entries: [FileWalker.Entry], catalog: Catalog
  ) throws -> FolderPlan {
    var plan = FolderPlan(folder: folder, root: root)
    var files: [FilePath] = []
    for entry in entries {
      switch entry {
      case .file(let path): files.append(path)
      case .problem(let path, let reason):
        plan.report.skipped.append(.init(path: path.description, reason: reason))
      }
    }
    plan.report.filesSeen = files.count
    guard !files.isEmpty else { return plan }
    let (pairs, duplicates) = FolderPairing.pair(files)
    for (path, note) in duplicates {
      plan.report.notes.append(.init(path: path.description, reason: note))
    }
    let existing = try catalog.read { session in
      try ImportStore(database: session.database).existingTracks(in: folder.description)
    }
    var byPath: [String: ExistingTrack] = [:]
    for track in existing {
      if let path = track.audioPath { byPath[path] = track }
      if let path = track.lyricsPath { byPath[path] = track }
    }
    // Read what changed; decide what to write.
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
        plan.items.append((files, known, nil))
        plan.report.tracksUnchanged += 1
        if known.downloaded { plan.report.downloaded += 1 }
        if known.hd { plan.report.hd += 1 }
        continue
      }
      let imported = read(
        files, audioStamp: audioStamp, lyricsStamp: lyricsStamp, report: &plan.report)
      plan.items.append((files, known, imported))
      if known == nil { plan.report.tracksAdded += 1 } else { plan.report.tracksUpdated += 1 }
      if imported.downloaded { plan.report.downloaded += 1 }
      if imported.quality.isHD { plan.report.hd += 1 }
      plan.report.lyricLines += imported.lyricRows.count
    }
    return plan
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
    var lyricsToWrite: [(trackID: Int64, rows: [LyricRow], isNew: Bool)] = []
    for item in plan {
      let id: Int64
      if let imported = item.imported {
        if let existing = item.existing {
          id = existing.id
          try store.update(id, with: imported)
        } else {
          id = try store.insert(imported)
        }
        if imported.lyrics != nil {
          lyricsToWrite.append((id, imported.lyricRows, item.existing == nil))
        }
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
    let metadata = TrackMetadata(files: files, lyrics: lyrics, audio: audio)
    // The lines travel to the writer as rows only; the document keeps its tags.
    let rows = lyrics?.lines.map(LyricRow.init) ?? []
    lyrics?.lines = []
    // A file that could not be read keeps no stamp, so the next import reads (and reports)
    // it again instead of taking it for unchanged.
    return ImportedTrack(
      files: files, audio: audio, audioStamp: audio == nil ? nil : audioStamp, lyrics: lyrics,
      lyricsStamp: lyrics == nil ? nil : lyricsStamp, metadata: metadata, lyricRows: rows)
  }

  /// Tracks under `root` not seen by this import: marked not downloaded when their audio is
  /// gone, removed with `--prune` when all their files are.
  private func settleMissing(under root: FilePath, seen: Set<Int64>, report: inout ImportReport)
    throws
  {
    let prefix = root.description + "/"
    let candidates = try catalog.read { session in
      try ImportStore(database: session.database).existingTracks(under: prefix) {
        !seen.contains($0.id)
      }
    }
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
