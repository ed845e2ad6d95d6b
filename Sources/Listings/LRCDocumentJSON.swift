import LRC

/// The JSON of `musicat lrc show` (documented in docs/COMMANDS.md; later commands reuse it).
package enum LRCDocumentJSON {
  /// The document read from `path` (the file as given, or as the catalog holds it).
  package static func json(
    _ document: LRCDocument, path: JSONValue, lines: some Collection<LRCLine>
  )
    -> JSONValue
  {
    .object([
      ("path", path),
      ("encoding", .string(document.encoding.rawValue)),
      ("title", .string(document.title)),
      ("artist", .string(document.artist)),
      ("album", .string(document.album)),
      ("length_ms", .int(document.lengthMS)),
      ("offset_ms", .int(document.offsetMS)),
      ("instrumental", .bool(document.isInstrumental)),
      ("synced", .bool(document.isSynced)),
      (
        "tags",
        .array(
          document.tags.map { .object([("key", .string($0.key)), ("value", .string($0.value))]) })
      ),
      ("lines", .array(lines.map(line))),
      (
        "warnings",
        .array(
          document.warnings.map {
            .object([("line", .int($0.line)), ("message", .string($0.message))])
          })
      ),
    ])
  }

  package static func line(_ line: LRCLine) -> JSONValue {
    .object([
      ("time_ms", .int(line.timeMS)),
      ("written_ms", .int(line.writtenMS)),
      ("text", .string(line.text)),
      (
        "words",
        .array(
          line.words.map { .object([("time_ms", .int($0.timeMS)), ("text", .string($0.text))]) })
      ),
    ])
  }
}
