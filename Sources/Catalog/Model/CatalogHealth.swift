/// What `musicat check` found: the database's own soundness, and the audio files that
/// vanished since they were imported (a fact about the disk, not a fault of the database).
public struct CatalogHealth: Equatable, Sendable {
  /// `PRAGMA integrity_check`: ["ok"], or the problems it lists.
  public var integrity: [String] = []
  /// Rows whose foreign key points at nothing (`PRAGMA foreign_key_check`).
  public var foreignKeyViolations = 0
  /// How the schema differs from the one musicat's migrations make: a table, index or
  /// trigger missing or changed (a dropped table once passed the check).
  public var schemaDifferences: [String] = []
  /// Tables, indexes, triggers or views that are not musicat's (made by hand, say): listed,
  /// not a fault.
  public var schemaExtras: [String] = []
  /// Problems of the lyric search index: its own integrity check, and lines it cannot find.
  public var searchIndexProblems: [String] = []
  /// How many lines were looked up in the search index.
  public var linesSearched = 0
  /// How many downloaded tracks' audio files were looked for, and those not found.
  public var audioChecked = 0
  public var missingAudio: [FilePath] = []

  /// True when the database itself has no problem.
  public var isSound: Bool {
    integrity == ["ok"] && foreignKeyViolations == 0 && schemaDifferences.isEmpty
      && searchIndexProblems.isEmpty
  }
}
