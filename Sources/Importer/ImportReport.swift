import Catalog

/// What an import did (or, for a dry run, would do).
public struct ImportReport: Equatable, Sendable {
  /// A file that was not imported, or not wholly, and why.
  public struct SkippedFile: Equatable, Sendable {
    public var path: FilePath
    public var reason: String
  }

  public var filesSeen = 0
  public var groupsAdded = 0
  public var groupsUpdated = 0
  public var groupsUnchanged = 0
  public var tracksAdded = 0
  public var tracksUpdated = 0
  public var tracksUnchanged = 0
  /// Tracks found again at new paths (their files renamed or moved): same id, same groups.
  public var tracksMoved = 0
  /// Tracks whose files are gone (kept, not downloaded).
  public var tracksMissing = 0
  /// Tracks removed by `--prune`.
  public var tracksPruned = 0
  /// The files of the tracks `--prune` removed, each with the track it was.
  public var pruned = FileReasonList()
  /// Lyric lines written.
  public var lyricLines = 0
  /// Tracks seen by this import that are downloaded, and that are HD.
  public var downloaded = 0
  public var hd = 0
  public var skipped = FileReasonList()
  /// Files whose bytes were wrong when an earlier import read them, and that have not
  /// changed since: passed over, not read again, and not counted as skipped, so that a
  /// re-import that finds nothing new wrong succeeds.
  public var knownBad = FileReasonList()
  /// Paths given to the import that could not be resolved (they do not exist, or cannot be
  /// reached): an error, unlike a file skipped inside a folder.
  public var rootErrors = FileReasonList()
  /// Files imported in a way worth knowing, such as a second lyrics file for one audio file.
  public var notes = FileReasonList()

  public init() {}

  /// Adds what another part of the same import did.
  mutating func add(_ other: ImportReport) {
    filesSeen += other.filesSeen
    groupsAdded += other.groupsAdded
    groupsUpdated += other.groupsUpdated
    groupsUnchanged += other.groupsUnchanged
    tracksAdded += other.tracksAdded
    tracksUpdated += other.tracksUpdated
    tracksUnchanged += other.tracksUnchanged
    tracksMissing += other.tracksMissing
    tracksPruned += other.tracksPruned
    tracksMoved += other.tracksMoved
    pruned.append(contentsOf: other.pruned)
    lyricLines += other.lyricLines
    downloaded += other.downloaded
    hd += other.hd
    skipped.append(contentsOf: other.skipped)
    knownBad.append(contentsOf: other.knownBad)
    rootErrors.append(contentsOf: other.rootErrors)
    notes.append(contentsOf: other.notes)
  }

  /// Counts a folder's group as added, updated (some track new or changed) or unchanged.
  mutating func countGroup(created: Bool, changed: Bool) {
    if created {
      groupsAdded += 1
    } else if changed {
      groupsUpdated += 1
    } else {
      groupsUnchanged += 1
    }
  }
}
