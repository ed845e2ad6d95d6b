import AudioProbe
import CMalloc
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

  /// How many files the walker may list ahead of the readers.
  static let filesListedAhead = 1000

  /// How much the readers may read ahead of the writer, in bytes of what they read (see
  /// ``FolderPlan/memoryEstimate``): enough that the writer, which writes each folder as it
  /// comes, seldom waits for them (1 MiB holds some 180 tracks of the benchmark corpus; 4 MiB
  /// imported no faster); bounded so that an import's memory does not grow with the library.
  static let bytesReadAhead = 1 << 20

  /// How many files each reading worker plans in one go: the planned folders wait, beside
  /// what ``bytesReadAhead`` holds, until the whole chunk is done, so a chunk is kept small.
  static let filesPlannedPerWorker = 64

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
    let queue = try startReading(rootFolders, walker: walker)
    // However the writer ends, the readers stop and are waited for before returning: no
    // thread touches the catalog after this call.
    defer { queue.cancel() }

    var done = 0
    // The tracks this import saw (found again, or added), and how many under each root.
    var seenTracks = TrackIDSet()
    var seenUnderRoot: [FilePath: Int] = [:]
    func see(_ ids: [Int64], under root: FilePath) {
      for id in ids { seenTracks.insert(id) }
      seenUnderRoot[root, default: 0] += ids.count
    }
    var sharedGroupTracks: [Int64] = []
    // The next folder that has something to write, waiting for the readers or, when not
    // `waiting`, nil when they have nothing ready; folders with nothing to write (a dry run,
    // or tracks and group as they were) are counted on the way.
    func nextFolderToWrite(waiting: Bool) throws -> FolderPlan? {
      while let result = waiting ? queue.take() : queue.takeIfReady() {
        let plan: FolderPlan
        switch result {
        case .folder(let folderPlan): plan = folderPlan
        case .failed(let error): throw error
        }
        report.add(plan.report)
        done += plan.report.filesSeen
        progress?(
          ImportProgress(filesDone: done, filesTotal: total, folder: plan.folder.description))
        guard !plan.items.isEmpty else { continue }
        if options.dryRun || (!plan.changed && plan.groupID != nil && options.groupName == nil) {
          if options.groupName == nil {
            report.countGroup(created: plan.groupID == nil, changed: plan.changed)
          }
          see(plan.items.compactMap { $0.existing?.id }, under: plan.root)
          continue
        }
        return plan
      }
      return nil
    }
    // Whole folders are written in transactions of about `batchSize` tracks: small enough to
    // lose little to a kill, large enough that commits are few. Each folder is written as it
    // arrives, so the writer never holds more than the folder at hand and the readers need
    // to read only a little ahead of it. A transaction never waits for the readers (on a
    // slow disk, say): it commits what it has, so other writers wait for the catalog only
    // while it is being written.
    while let first = try nextFolderToWrite(waiting: true) {
      try write { store in
        var plan = first
        var tracks = 0
        while true {
          let ids = try apply(plan, store: store, report: &report)
          see(ids, under: plan.root)
          if options.groupName != nil { sharedGroupTracks += ids }
          tracks += plan.items.count
          guard tracks < Self.batchSize, let following = try nextFolderToWrite(waiting: false)
          else { return }
          plan = following
        }
      }
      // glibc keeps the pages of freed memory, and its heaps fragment as the import goes on
      // (the writer frees what the readers allocated; SQLite's index grows and flushes):
      // handing free pages back after each transaction halved how far a long import's peak
      // memory crept up (large corpus: about 1 MB above medium without it, 0.5 MB with it).
      // Well under a millisecond a call.
      musicat_return_free_memory()
    }
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
      try settleMissing(
        under: root, seen: seenTracks, seenCount: seenUnderRoot[root] ?? 0, report: &report)
    }
    return report
  }

  /// Starts reading `roots` on other threads and returns the queue their folder plans come
  /// through, in walk order.
  ///
  /// One thread walks the folders (listing, file status) and hands their entries on; a
  /// second plans them a few hundred files at a time, on every core, each worker with its own
  /// connection (WAL lets it read beside the writer). The queue's ``BoundedQueue/cancel()``
  /// stops both threads and returns once they have finished.
  private func startReading(_ roots: [FilePath], walker: FileWalker) throws
    -> BoundedQueue<ReadResult>
  {
    typealias Listing = (root: FilePath, folder: FilePath, entries: [FileWalker.Entry])
    let listings = BoundedQueue<Listing>(capacity: Self.filesListedAhead)
    let plans = BoundedQueue<ReadResult>(capacity: Self.bytesReadAhead)
    let workers = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
    let catalogs = try (0..<workers).map { _ in try catalog.catalogForAnotherThread() }
    let reader = FolderReader()
    let stopped = DispatchGroup()
    stopped.enter()
    Thread {
      defer {
        listings.finish()
        stopped.leave()
      }
      do {
        for root in roots {
          try walker.walkFolders(root) { folder, entries in
            guard listings.put((root, folder, entries), weight: entries.count) else {
              throw CancellationError()
            }
          }
        }
      } catch {
        // Only a cancelled put throws: the readers have stopped.
      }
    }.start()
    stopped.enter()
    Thread {
      defer {
        plans.finish()
        stopped.leave()
      }
      var chunk: [Listing] = []
      var chunkFiles = 0
      var walking = true
      while walking {
        if let listing = listings.take() {
          chunk.append(listing)
          chunkFiles += listing.entries.count
          if chunkFiles < Self.filesPlannedPerWorker * workers { continue }
        } else {
          walking = false
        }
        let results = parallelMap(chunk, workers: workers) { listing, worker -> ReadResult in
          do {
            return .folder(
              try reader.plan(
                listing.folder, root: listing.root, entries: listing.entries,
                catalog: catalogs[worker]))
          } catch {
            return .failed(error)
          }
        }
        for result in results {
          let weight = if case .folder(let plan) = result { plan.memoryEstimate } else { 0 }
          guard plans.put(result, weight: weight) else {
            listings.cancel()
            return
          }
        }
        chunk.removeAll()
        chunkFiles = 0
      }
    }.start()
    plans.onCancel { stopped.wait() }
    return plans
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
    var lyricsToWrite: [(trackID: Int64, rows: LyricRows, isNew: Bool)] = []
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

  /// Tracks under `root` not seen by this import: marked not downloaded when their audio is
  /// gone, removed with `--prune` when all their files are.
  ///
  /// `seenCount` is how many tracks under `root` the import saw: when the catalog has no
  /// more than that, none is missing, and the tracks are not even read.
  private func settleMissing(
    under root: FilePath, seen: TrackIDSet, seenCount: Int, report: inout ImportReport
  ) throws {
    let prefix = root.description + "/"
    let known = try catalog.read { session in
      try ImportStore(database: session.database).countTracks(under: prefix)
    }
    guard known > seenCount else { return }
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
