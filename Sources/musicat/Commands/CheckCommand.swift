import Catalog
import Listings
import Utilities

/// `musicat check`: is the database sound, and are the imported audio files still there.
enum CheckCommand: Command {
  static let repair = Flag(
    "repair", help: "Rebuild the search index from the lyric lines, then check.")
  static let format = OutputFormat.reportOption

  static let commandName = "check"
  static let spec = CommandSpec(
    name: commandName,
    abstract:
      "Check the catalog: SQLite integrity, foreign keys, the schema, the search index, vanished audio.",
    discussion: """
      Exits 1 when the database itself has a problem (integrity, foreign keys, a schema
      that differs from musicat's, the search index); audio files that vanished since they
      were imported are listed, but are not a fault of the database (run 'musicat import'
      again to record them). --repair first rebuilds the search index from the lyric lines.
      """,
    options: [repair, format]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let repair = arguments[Self.repair]
    let (rebuilt, health) = try context.openCatalog().write { session in
      let rebuilt = try repair ? session.inspector.rebuildSearchIndex() : nil
      return (rebuilt, try session.inspector.health())
    }
    if try arguments.value(of: format) == .json {
      context.output.write(
        JSONValue.object([
          ("sound", .bool(health.isSound)),
          ("integrity", .array(health.integrity.map { .string($0) })),
          ("foreign_key_violations", .int(health.foreignKeyViolations)),
          ("schema_differences", .array(health.schemaDifferences.map { .string($0) })),
          ("schema_extras", .array(health.schemaExtras.map { .string($0) })),
          ("search_index_problems", .array(health.searchIndexProblems.map { .string($0) })),
          ("search_index_rebuilt", .int(rebuilt)),
          ("lines_searched", .int(health.linesSearched)),
          ("audio_checked", .int(health.audioChecked)),
          ("missing_audio", .array(health.missingAudio.map { .path($0) })),
        ]).serialized + "\n")
    } else {
      let integrity = health.integrity == ["ok"] ? "ok" : health.integrity.joined(separator: "; ")
      let keys =
        health.foreignKeyViolations == 0
        ? "ok"
        : health.foreignKeyViolations.counted("row") + " point"
          + (health.foreignKeyViolations == 1 ? "s" : "") + " at nothing"
      var schema =
        health.schemaDifferences.isEmpty ? "ok" : health.schemaDifferences.joined(separator: "; ")
      if !health.schemaExtras.isEmpty {
        schema += " (besides: " + health.schemaExtras.joined(separator: "; ") + ")"
      }
      var index =
        health.searchIndexProblems.isEmpty
        ? "ok (\(health.linesSearched.counted("line")) looked up)"
        : health.searchIndexProblems.joined(separator: "; ")
      if let rebuilt { index = "rebuilt from \(rebuilt.counted("line")), " + index }
      if !health.schemaDifferences.isEmpty { index = "not checked" }
      var text = """
        Integrity:    \(integrity)
        Foreign keys: \(keys)
        Schema:       \(schema)
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
