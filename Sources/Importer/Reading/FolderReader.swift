import AudioProbe
import Catalog
import LRC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The reading half of an import: for one folder, pairs its files, finds the tracks the
/// catalog has for them, and reads (probes, parses) the files that are new or changed. It
/// writes nothing, so several folders can be read at once on other threads.
struct FolderReader: Sendable {
  /// Reads what changed in one folder and decides what to write; writes nothing. The plan
  /// goes to `emit` in parts of about `partBytes` (see ``FolderPlan/memoryEstimate``), each
  /// as soon as it is read, the last one marked ``FolderPlan/completesFolder``; when `emit`
  /// returns false (the import stopped), reading stops.
  func plan(
    _ folder: FilePath, root: FilePath, handle: FolderHandle?, entries: [FileWalker.Entry],
    catalog: Catalog, partBytes: Int, emit: (FolderPlan) -> Bool
  ) throws {
    var plan = FolderPlan(folder: folder, root: root)
    var files: [FilePath] = []
    var stamps: [NameKey: FileStamp] = [:]
    stamps.reserveCapacity(entries.count)
    for entry in entries {
      switch entry {
      case .file(let path, let stamp):
        // A walker that reads no stamps leaves them to be read here.
        guard let stamp = stamp ?? FileStamp(of: path) else {
          plan.report.skipped.append(path: path, reason: String(cString: strerror(errno)))
          continue
        }
        files.append(path)
        stamps[NameKey(path)] = stamp
      case .problem(let path, let reason):
        plan.report.skipped.append(path: path, reason: reason)
      }
    }
    guard !files.isEmpty else {
      _ = emit(plan)
      return
    }
    var (pairs, duplicates) = FolderPairing.pair(files)
    // A file imported alone came with the files beside it, to pair as its folder pairs it:
    // only its own track is imported.
    if folder == root.parent {
      pairs = pairs.filter { $0.audio == root || $0.lyrics == root }
      let kept = Set(pairs.flatMap { [$0.audio, $0.lyrics].compactMap { $0 } })
      duplicates = duplicates.filter { kept.contains($0.0) }
      plan.report.filesSeen = kept.count
    } else {
      plan.report.filesSeen = files.count
    }
    for (path, note) in duplicates {
      plan.report.notes.append(path: path, reason: note)
    }
    let existing = try catalog.read { session in
      plan.groupID = try session.groups.groupID(
        forFolder: FolderName.groupFolder(of: folder, root: root))
      return try ImportStore(session: session).existingTracks(in: folder)
    }
    // Keyed by the paths' bytes: hashing them as strings would normalize them first, for
    // every file of every folder of an unchanged re-import.
    var byPath: [NameKey: ExistingTrack] = [:]
    byPath.reserveCapacity(existing.count * 2)
    for track in existing {
      if let path = track.audioPath { byPath[NameKey(path)] = track }
      if let path = track.lyricsPath { byPath[NameKey(path)] = track }
    }
    // A variant's file finds its track too (`x.eslrc` becomes the track's own lyrics when
    // `x.lrc` goes), unless another track has that path as its own.
    for track in existing {
      for variant in track.variants where byPath[NameKey(variant.path)] == nil {
        byPath[NameKey(variant.path)] = track
      }
    }
    func knownTrack(_ path: FilePath) -> ExistingTrack? { byPath[NameKey(path)] }
    // Each stored track is one pair's at most: the pair with its audio file first, else the
    // first with its lyrics file. (When files pair anew, `x.flac` taking the `x.lrc` that
    // `x.mp3` had, the track of `x.mp3` stays that file's; the new pair is a new track.)
    let byAudio = pairs.map { $0.audio.flatMap(knownTrack) }
    var claimed = Set(byAudio.compactMap { $0?.id })
    let knownTracks = zip(pairs, byAudio).map { files, audioTrack -> ExistingTrack? in
      if let audioTrack { return audioTrack }
      guard let lyricsTrack = files.lyrics.flatMap(knownTrack),
        claimed.insert(lyricsTrack.id).inserted
      else { return nil }
      return lyricsTrack
    }
    // Which tracks are as the catalog has them is known before any is read, so every part
    // can tell whether the folder changed.
    let tracks = zip(pairs, knownTracks).map { files, known in
      let audioStamp = files.audio.flatMap { stamps[NameKey($0)] }
      let lyricsStamp = files.lyrics.flatMap { stamps[NameKey($0)] }
      let unchanged =
        known.map {
          files.audio == $0.audioPath && files.lyrics == $0.lyricsPath
            && $0.audioStamp == audioStamp && $0.lyricsStamp == lyricsStamp
            && files.variants.map(\.path) == $0.variants.map(\.path)
            && files.variants.map { stamps[NameKey($0.path)] } == $0.variants.map(\.stamp)
        } ?? false
      return (
        files: files, audioStamp: audioStamp, lyricsStamp: lyricsStamp, known: known,
        unchanged: unchanged
      )
    }
    plan.folderChanged = tracks.contains { !$0.unchanged }
    // Read what changed; decide what to write; hand on a part whenever one is full.
    var partSize = 0
    for (index, (files, audioStamp, lyricsStamp, known, unchanged)) in tracks.enumerated() {
      if let known, unchanged {
        plan.items.append((files, known, nil))
        plan.report.tracksUnchanged += 1
        // Files whose bytes were wrong still are: passed over, not read again.
        let errors =
          [(files.audio, known.audioError), (files.lyrics, known.lyricsError)]
          + known.variants.map { ($0.path, $0.error) }
        for (path, error) in errors {
          if let path, let error {
            plan.report.knownBad.append(path: path, reason: error)
          }
        }
        if known.downloaded { plan.report.downloaded += 1 }
        if known.hd { plan.report.hd += 1 }
      } else {
        let imported = read(
          files, in: handle, root: root, audioStamp: audioStamp, lyricsStamp: lyricsStamp,
          variantStamps: files.variants.map { stamps[NameKey($0.path)] }, report: &plan.report)
        plan.items.append((files, known, imported))
        if known == nil { plan.report.tracksAdded += 1 } else { plan.report.tracksUpdated += 1 }
        if imported.downloaded { plan.report.downloaded += 1 }
        if imported.quality.isHD { plan.report.hd += 1 }
        plan.report.lyricLines +=
          imported.lyricRows.count + imported.variants.reduce(0) { $0 + $1.rows.count }
      }
      partSize += FolderPlan.memoryEstimate(of: plan.items[plan.items.count - 1])
      if partSize >= partBytes, index < tracks.count - 1 {
        plan.completesFolder = false
        guard emit(plan) else { return }
        plan.items.removeAll()
        plan.report = ImportReport()
        partSize = 0
      }
    }
    plan.completesFolder = true
    _ = emit(plan)
  }

  /// Reads a track's files (through `folder`, the walk's handle of their folder; see
  /// ``LibraryFile``): probes the audio, parses the lyrics. Files that cannot be read are
  /// reported; the track is kept with what could be read.
  private func read(
    _ files: TrackFiles, in folder: FolderHandle?, root: FilePath, audioStamp: FileStamp?,
    lyricsStamp: FileStamp?, variantStamps: [FileStamp?], report: inout ImportReport
  ) -> ImportedTrack {
    var audioFingerprint: Int64?
    let (audio, audioError) = attempt(files.audio, report: &report, \.isAboutContent) {
      path throws(AudioProbeError) in
      let descriptor = try LibraryFile.open(path, in: folder, root: root) {
        AudioProbeError.unreadable($0)
      }
      audioFingerprint = FileFingerprint.ofEnds(descriptor: descriptor)
      return try AudioProbe.probe(descriptor: descriptor)
    }
    // A lyrics file's lines travel to the writer as rows only; its document keeps the tags.
    func readLyrics(_ path: FilePath?) -> (LRCDocument?, LyricRows, Int64?, (String, Bool)?) {
      var fingerprint: Int64?
      let (lyrics, error) = attempt(path, report: &report, \.isAboutContent) {
        path throws(LRCReadError) in
        let bytes = try LRCFile.bytes(
          ofDescriptor: try LibraryFile.open(path, in: folder, root: root) {
            LRCReadError.unreadable($0)
          })
        fingerprint = FileFingerprint.of(bytes)
        return try LRCParser.parseLyrics(bytes: bytes)
      }
      let document = lyrics.map {
        LRCDocument(tags: $0.tags.map($0.tag), warnings: $0.warnings, encoding: $0.encoding)
      }
      return (
        document, lyrics.map(LyricRows.init) ?? LyricRows(), fingerprint,
        error.map { ($0.reason, $0.isAboutContent) }
      )
    }
    let (lyrics, rows, lyricsFingerprint, lyricsError) = readLyrics(files.lyrics)
    let variants = zip(files.variants, variantStamps).map { file, stamp in
      let (document, rows, fingerprint, error) = readLyrics(file.path)
      return ImportedVariant(
        file: file, lyrics: document, stamp: error?.1 == false ? nil : stamp,
        error: error?.0, fingerprint: document == nil ? nil : fingerprint, rows: rows)
    }
    let folderName = FolderName.of((files.audio ?? files.lyrics)?.parent ?? root)
    let metadata = TrackMetadata(files: files, lyrics: lyrics, audio: audio, folder: folderName)
    // A file whose bytes are wrong keeps its stamp and its error: until it changes, the
    // next import reports it again without reading it. A file that could not be read at all
    // keeps no stamp, so the next import tries again.
    return ImportedTrack(
      files: files, audio: audio,
      audioStamp: audioError?.isAboutContent == false ? nil : audioStamp,
      audioError: audioError?.reason, lyrics: lyrics,
      lyricsStamp: lyricsError?.1 == false ? nil : lyricsStamp,
      lyricsError: lyricsError?.0, metadata: metadata, lyricRows: rows,
      audioFingerprint: audio == nil ? nil : audioFingerprint,
      lyricsFingerprint: lyrics == nil ? nil : lyricsFingerprint, variants: variants)
  }

  /// Reads the file at `path` (when there is one) with `read`; a failure is reported and
  /// returned with its reason and whether it is about the file's bytes.
  private func attempt<Value, Failure: Error & CustomStringConvertible>(
    _ path: FilePath?, report: inout ImportReport, _ isAboutContent: (Failure) -> Bool,
    _ read: (FilePath) throws(Failure) -> Value
  ) -> (Value?, (reason: String, isAboutContent: Bool)?) {
    guard let path else { return (nil, nil) }
    do throws(Failure) {
      return (try read(path), nil)
    } catch {
      report.skipped.append(path: path, reason: error.description)
      return (nil, (error.description, isAboutContent(error)))
    }
  }

  /// A path as a key of the dictionaries of one folder's files: equal when the paths are,
  /// hashed by the last component only, since the folder before it is the same.
  private struct NameKey: Hashable {
    let path: FilePath

    init(_ path: FilePath) { self.path = path }

    func hash(into hasher: inout Hasher) {
      path.lastComponent.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
}
