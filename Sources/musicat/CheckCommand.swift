import Catalog

/// `musicat check`: is the database sound, and are the imported audio files still there.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check",
    abstract:
      "Check the catalog: SQLite integrity, foreign keys, the search index, vanished audio.",
    discussion: """
      Exits 1 when the database itself has a problem (integrity, foreign keys, the search
      index); audio files that vanished since they were imported are listed, but are not
      a fault of the database (run 'musicat import' again to record them).
      """,
    options: [ReportFormat.option]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let health = try context.openCatalog().write { try $0.inspector.health() }
    if ReportFormat(arguments) == .json {
      context.output.write(
        JSONValue.object([
          ("sound", .bool(health.isSound)),
          ("integrity", .array(health.integrity.map { .string($0) })),
          ("foreign_key_violations", .int(health.foreignKeyViolations)),
          ("search_index_problems", .array(health.searchIndexProblems.map { .string($0) })),
          ("lines_searched", .int(health.linesSearched)),
          ("audio_checked", .int(health.audioChecked)),
          ("missing_audio", .array(health.missingAudio.map { .path($0) })),
        ]).serialized + "\n")
    } else {
      let integrity = health.integrity == ["ok"] ? "ok" : health.integrity.joined(separator: "; ")
      let keys =
        health.foreignKeyViolations == 0
        ? "ok" : "\(health.foreignKeyViolations) rows point at nothing"
      let index =
        health.searchIndexProblems.isEmpty
        ? "ok (\(health.linesSearched) lines looked up)"
        : health.searchIndexProblems.joined(separator: "; ")
      var text = """
        Integrity:    \(integrity)
        Foreign keys: \(keys)
        Search index: \(index)
        Audio files:  \(health.audioChecked - health.missingAudio.count) of \(health.audioChecked) downloaded tracks' files found

        """
      for path in health.missingAudio {
        text += "  missing: \(path.description.escapingControlCharacters)\n"
      }
      context.output.write(text)
    }
    return health.isSound ? .success : .failure
  }
}
