import AudioProbe
import CMalloc
import Catalog
import LRC
import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Imports music folders into a catalog: walks them, pairs audio with lyrics, reads what
/// changed since the last import, and writes whole folders in batches of about
/// ``batchSize`` tracks, each batch one transaction, so an import stopped at any moment
/// leaves a consistent catalog that a rerun completes.
///
/// Reading and writing overlap: other threads walk the folders and read the files
/// (``FolderReadAhead``) while the calling thread writes what was read before.
public struct Importer: Sendable {
  public let catalog: Catalog
  public let options: ImportOptions

  /// How many threads read folders: one per core but the writer's.
  var readingWorkers = availableCores - 1

  public init(catalog: Catalog, options: ImportOptions = ImportOptions()) {
    self.catalog = catalog
    self.options = options
  }

  /// About how many tracks one transaction writes.
  static let batchSize = 500

  /// The writer's page cache, in KiB. Each track adds an entry to every index of `tracks`,
  /// most at a random place, so a small cache makes entries read their page again, from the
  /// system's cache: at 1 MiB that costs no measurable time on the bench's 100,000 tracks,
  /// and a 4 MiB cache took 3.5 MB more at the peak (docs/PERFORMANCE.md).
  static let writerPageCacheKiB = 1 << 10

  /// The extensions of the files an import looks at.
  static let extensions = FolderPairing.audioExtensions + FolderPairing.lyricsExtensions

  /// Imports every root (folders or single files) and reports what it did. `progress`, when
  /// given, is called on this thread as folders are done; the files are then counted first,
  /// so it can tell how many remain.
  public func run(_ roots: [String], progress: ((ImportProgress) -> Void)? = nil) throws
    -> ImportReport
  {
    try run(paths: roots.map { FilePath($0) }, progress: progress)
  }

  /// Imports every root given as the bytes of its path (a root recorded in the catalog, whose
  /// name need not be UTF-8), as ``run(_:progress:)`` does.
  public func run(paths roots: [FilePath], progress: ((ImportProgress) -> Void)? = nil) throws
    -> ImportReport
  {
    if let name = options.groupName, name.allSatisfy(\.isWhitespace) {
      throw CatalogError.invalidGroupName(name)
    }
    // One import writes a catalog at a time (a dry run writes nothing, and needs no lock).
    let lock =
      try options.dryRun || catalog.path == ":memory:"
      ? nil : ImportLock.acquire(forCatalogAt: catalog.path)
    defer { withExtendedLifetime(lock) {} }
    if !options.dryRun { try catalog.setPageCache(kibibytes: Self.writerPageCacheKiB) }
    var report = ImportReport()
    let rootFolders = resolve(roots, report: &report)
    // The roots are kept, so a rescan (musicat serve's startScan) can import them again.
    if !options.dryRun, !rootFolders.isEmpty {
      try catalog.write { try $0.roots.record(rootFolders) }
    }
    let walker = FileWalker(extensions: Self.extensions)
    var total = 0
    if progress != nil {
      for root in rootFolders {
        walker.walkFolders(root) { _, entries, _ in
          total += entries.count(where: { if case .file = $0 { true } else { false } })
        }
      }
    }
    let queue = try FolderReadAhead.start(
      rootFolders, walker: walker, catalog: catalog, workers: readingWorkers)
    // However the writer ends, the readers stop and are waited for before returning: no
    // thread touches the catalog after this call.
    defer { queue.cancel() }

    // The tracks stored before this import, up to this id: only they can have moved.
    let formerLastID =
      options.dryRun ? 0 : try catalog.read { try ImportStore(session: $0).lastTrackID() }
    var done = 0
    // The tracks this import saw (found again, or added), and how many under each root.
    var seenTracks = TrackIDSet()
    var seenUnderRoot: [FilePath: Int] = [:]
    func see(_ ids: [Int64], under root: FilePath) {
      for id in ids { seenTracks.insert(id) }
      seenUnderRoot[root, default: 0] += ids.count
    }
    var sharedGroupTracks: [Int64] = []
    // The tracks of the folder being written, from its parts so far, for the group's order.
    var folderTracks: [GroupedTrack] = []
    // The groups this import counted in its report.
    var countedGroups = Set<Int64>()
    // The next folder, or part of one, that has something to write, waiting for the readers
    // or, when not `waiting`, nil when they have nothing ready; folders with nothing to
    // write (a dry run, or tracks and group as they were) are counted on the way.
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
        if options.dryRun
          || (!plan.folderChanged && plan.groupID != nil && options.groupName == nil)
        {
          // A group is counted once (an album's discs are its folders).
          if options.groupName == nil && plan.completesFolder
            && plan.groupID.map({ countedGroups.insert($0).inserted }) ?? true
          {
            report.countGroup(created: plan.groupID == nil, changed: plan.folderChanged)
          }
          see(plan.items.compactMap { $0.existing?.id }, under: plan.root)
          continue
        }
        return plan
      }
      return nil
    }
    // Whole folders are written in transactions of about `batchSize` tracks: small enough to
    // lose little to a kill, large enough that commits are few. Each part is written as it
    // arrives, so the writer never holds more than the part at hand and the readers need
    // to read only a little ahead of it. A transaction waits for the readers only for the
    // rest of a folder it has begun (on a slow disk, say): else it commits what it has, so
    // other writers wait for the catalog only while it is being written.
    var namesWritten = false
    while let first = try nextFolderToWrite(waiting: true) {
      try write { store in
        var plan = first
        var tracks = 0
        var named = NamedTracks()
        while true {
          let ids = try apply(
            plan, store: store, formerLastID: formerLastID, folderTracks: &folderTracks,
            countedGroups: &countedGroups, named: &named, report: &report)
          see(ids, under: plan.root)
          if options.groupName != nil { sharedGroupTracks += ids }
          tracks += plan.items.count
          let inFolder = !plan.completesFolder
          guard inFolder || tracks < Self.batchSize,
            let following = try nextFolderToWrite(waiting: inFolder)
          else { break }
          plan = following
        }
        // Once per transaction, last: FTS5 flushes the terms its indexes hold pending at
        // every statement that opens a savepoint, and a flush per folder made the lyric
        // index's segments, and its merging, grow tenfold.
        let names = NameIndex(database: store.session.database)
        try names.index(named.added, replacing: false)
        try names.index(named.changed, replacing: true)
        try AlbumSummaries(database: store.session.database).refresh(
          albumsOf: named.added + named.changed, former: named.formerAlbums)
        if !named.added.isEmpty || !named.changed.isEmpty { namesWritten = true }
      }
      // glibc keeps the pages of freed memory, and its heaps fragment as the import goes on
      // (the writer frees what the readers allocated; SQLite's index grows and flushes):
      // handing free pages back after each transaction keeps a long import's peak memory
      // from creeping up with its length.
      musicat_return_free_memory()
    }
    progress?(ImportProgress(filesDone: done, filesTotal: total, folder: ""))
    if let name = options.groupName, !options.dryRun {
      try write { store in
        let (groupID, created) = try store.session.groups.group(forFolder: nil, named: name)
        if created { report.groupsAdded += 1 }
        try store.session.groups.append(sharedGroupTracks, to: groupID)
        try store.session.groups.refreshState(of: groupID)
      }
    }
    for root in rootFolders {
      try settleMissing(
        under: root, seen: seenTracks, seenCount: seenUnderRoot[root] ?? 0, report: &report)
    }
    // Artists and albums no track names any more (renamed, moved, pruned) leave the search,
    // and the name indexes an import wrote to are merged into one segment each.
    if !options.dryRun {
      try write { store in
        let names = NameIndex(database: store.session.database)
        try names.tidy()
        if namesWritten { try names.optimize() }
      }
    }
    return report
  }

  /// The roots as absolute paths without links, each once; a root inside another is left to
  /// that one (its files are imported once, grouped from the outer root). Roots that do not
  /// exist are reported.
  private func resolve(_ roots: [FilePath], report: inout ImportReport) -> [FilePath] {
    var resolved: [FilePath] = []
    for root in roots {
      guard let real = realpath(root.cString, nil) else {
        report.rootErrors.append(path: root, reason: String(cString: strerror(errno)))
        continue
      }
      // The resolved path's bytes as they are (a name that is not UTF-8 too).
      let path = FilePath(
        bytes: UnsafeBufferPointer(start: real, count: strlen(real)).map {
          UInt8(bitPattern: $0)
        })
      free(real)
      if !resolved.contains(path) { resolved.append(path) }
    }
    return resolved.filter { path in
      !resolved.contains { other in other != path && path.isInside(other) }
    }
  }

  /// Writes one folder's plan, or one part of it: its tracks (a track whose files moved
  /// keeps its id; only those up to `formerLastID` can have) and their lyrics, and with the
  /// folder's last part, its group (``writeGroup(of:tracks:store:countedGroups:report:)``)
  /// ordered from `folderTracks` (the tracks of the folder's parts, which this adds to, and
  /// empties once the group is written). Adds the tracks it wrote to `named`. Returns the
  /// ids of the part's tracks.
  private func apply(
    _ folderPlan: FolderPlan, store: ImportStore, formerLastID: Int64,
    folderTracks: inout [GroupedTrack],
    countedGroups: inout Set<Int64>, named: inout NamedTracks, report: inout ImportReport
  ) throws -> [Int64] {
    let plan = folderPlan.items
    var ids: [Int64] = []
    var movedIDs: [Int64] = []
    var lyricsToWrite: [LyricsToStore] = []
    var regrouped = Set<Int64>()
    // The tracks whose names go into the name index when the transaction ends.
    var added: [Int64] = []
    var changed: [Int64] = []
    for item in plan {
      let id: Int64
      if let imported = item.imported {
        // Files new at their paths may be a stored track's, moved: it keeps its id.
        let moved =
          item.existing == nil
          ? try store.movedTrack(for: imported, formerLastID: formerLastID) : nil
        let known = item.existing?.id ?? moved
        let losers = try store.takeFiles(imported.files, from: known)
        if let known {
          id = known
          if let album = try AlbumSummaries(database: store.session.database).album(of: id) {
            named.formerAlbums.insert(album)
          }
          try store.update(id, with: imported)
          changed.append(id)
        } else {
          id = try store.insert(imported)
          added.append(id)
        }
        if let moved {
          movedIDs.append(moved)
          report.tracksAdded -= 1
          report.tracksMoved += 1
        }
        regrouped.formUnion(try store.absorb(losers, into: id))
        try store.replaceVariants(of: id, isNew: known == nil, with: imported.variants)
        let variantLines = imported.variants.enumerated().compactMap { index, variant in
          variant.lyrics == nil ? nil : (variant: index + 1, rows: variant.rows)
        }
        // Its lines are written anew when a lyrics file of it was read; and when its lyrics
        // file or variants are no longer its own, or gone, their lines go.
        let lostLyrics =
          (imported.files.lyrics == nil && item.existing?.lyricsPath != nil)
          || !(item.existing?.variants.isEmpty ?? true) || moved != nil
        if imported.lyrics != nil || !variantLines.isEmpty || lostLyrics {
          let own = imported.lyrics == nil ? [] : [(variant: 0, rows: imported.lyricRows)]
          lyricsToWrite.append(
            LyricsToStore(trackID: id, isNew: known == nil, files: own + variantLines))
        }
      } else {
        id = item.existing?.id ?? 0
      }
      ids.append(id)
      if options.groupName == nil {
        let number = item.imported.map(\.metadata.trackNumber) ?? item.existing?.trackNumber
        let disc = item.imported.map(\.metadata.discNumber) ?? item.existing?.discNumber
        folderTracks.append(
          GroupedTrack(
            id: id, disc: disc, number: number, name: item.files.sortName,
            isNew: item.existing == nil && !movedIDs.contains(id),
            wasMoved: movedIDs.contains(id)))
      }
    }
    _ = try store.session.lyrics.replaceLines(lyricsToWrite)
    named.added += added
    named.changed += changed
    for groupID in regrouped { try store.session.groups.refreshState(of: groupID) }
    guard options.groupName == nil, folderPlan.completesFolder else { return ids }
    try writeGroup(
      of: folderPlan, tracks: folderTracks, store: store, countedGroups: &countedGroups,
      report: &report)
    folderTracks = []
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
    let prefix = root.appending([])
    let known = try catalog.read { session in
      try ImportStore(session: session).countTracks(under: prefix)
    }
    guard known > seenCount else { return }
    let candidates = try catalog.read { session in
      try ImportStore(session: session).existingTracks(under: prefix) {
        !seen.contains($0.id)
      }
    }
    var missing: [Int64] = []
    var gone: [Int64] = []
    for track in candidates {
      let audioExists = track.audioPath.map { FileStamp(of: $0) != nil } ?? false
      let lyricsExists = track.lyricsPath.map { FileStamp(of: $0) != nil } ?? false
      if !audioExists && !lyricsExists && options.prune {
        gone.append(track.id)
        if let path = track.audioPath ?? track.lyricsPath {
          report.pruned.append(path: path, reason: "track \(track.id): none of its files exist")
        }
      } else if !audioExists {
        missing.append(track.id)
      }
    }
    report.tracksMissing += missing.count
    report.tracksPruned += gone.count
    guard !options.dryRun, !(missing.isEmpty && gone.isEmpty) else { return }
    try catalog.write { session in
      let store = ImportStore(session: session)
      var groups = Set<Int64>()
      for id in missing + gone {
        groups.formUnion(try session.groups.groupIDs(holding: id))
      }
      for id in missing { try store.markMissing(id) }
      for id in gone { try session.tracks.delete(id) }
      for group in groups { try session.groups.refreshState(of: group) }
    }
  }

  private func write<T>(_ body: (ImportStore) throws -> T) throws -> T {
    try catalog.write { session in try body(ImportStore(session: session)) }
  }
}
