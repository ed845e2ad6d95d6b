import Catalog

/// The summary `musicat import` prints, for people and for scripts.
enum ImportSummary {
  static func text(_ report: ImportReport, dryRun: Bool) -> String {
    var text = dryRun ? "Dry run: nothing was written. " : ""
    text += "\(report.filesSeen) files. "
    text +=
      "Groups: \(report.groupsAdded) added, \(report.groupsUpdated) updated, \(report.groupsUnchanged) unchanged. "
    text +=
      "Tracks: \(report.tracksAdded) added, \(report.tracksUpdated) updated, \(report.tracksUnchanged) unchanged, "
    text += "\(report.tracksMissing) missing"
    text += report.tracksPruned > 0 ? ", \(report.tracksPruned) pruned. " : ". "
    text += "\(report.lyricLines) lyric lines; \(report.downloaded) downloaded, \(report.hd) HD.\n"
    if !report.notes.isEmpty {
      text += "Notes:\n"
      for file in report.notes {
        text += "  \(file.path.escapingControlCharacters): \(file.reason)\n"
      }
    }
    if !report.skipped.isEmpty {
      text += "Skipped \(report.skipped.count) \(report.skipped.count == 1 ? "file" : "files"):\n"
      for file in report.skipped {
        text += "  \(file.path.escapingControlCharacters): \(file.reason)\n"
      }
    }
    return text
  }

  static func json(_ report: ImportReport, dryRun: Bool) -> JSONValue {
    .object([
      ("dry_run", .bool(dryRun)),
      ("files", .int(report.filesSeen)),
      (
        "groups",
        .object([
          ("added", .int(report.groupsAdded)), ("updated", .int(report.groupsUpdated)),
          ("unchanged", .int(report.groupsUnchanged)),
        ])
      ),
      (
        "tracks",
        .object([
          ("added", .int(report.tracksAdded)), ("updated", .int(report.tracksUpdated)),
          ("unchanged", .int(report.tracksUnchanged)), ("missing", .int(report.tracksMissing)),
          ("pruned", .int(report.tracksPruned)),
        ])
      ),
      ("lyric_lines", .int(report.lyricLines)),
      ("downloaded", .int(report.downloaded)),
      ("hd", .int(report.hd)),
      (
        "skipped",
        .array(
          report.skipped.map {
            .object([("path", .string($0.path)), ("reason", .string($0.reason))])
          })
      ),
      (
        "notes",
        .array(
          report.notes.map {
            .object([("path", .string($0.path)), ("note", .string($0.reason))])
          })
      ),
    ])
  }
}
