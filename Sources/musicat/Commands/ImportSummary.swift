import Catalog
import Importer
import Listings
import Utilities

/// The summary `musicat import` prints, for people and for scripts.
enum ImportSummary {
  /// Writes the summary for people to `output`, line by line: a library with thousands of
  /// unreadable files lists them all without building the whole text in memory first.
  static func writeText(_ report: ImportReport, dryRun: Bool, to output: Output) {
    var totals = dryRun ? "Dry run: nothing was written. " : ""
    totals += report.filesSeen.counted("file") + ". "
    totals +=
      "Groups: \(report.groupsAdded) added, \(report.groupsUpdated) updated, \(report.groupsUnchanged) unchanged. "
    totals +=
      "Tracks: \(report.tracksAdded) added, \(report.tracksUpdated) updated, \(report.tracksUnchanged) unchanged, "
    if report.tracksMoved > 0 { totals += "\(report.tracksMoved) moved, " }
    totals += "\(report.tracksMissing) missing"
    totals += report.tracksPruned > 0 ? ", \(report.tracksPruned) pruned. " : ". "
    totals +=
      report.lyricLines.counted("lyric line")
      + "; \(report.downloaded) downloaded, \(report.hd) HD.\n"
    output.write(totals)
    if !report.notes.isEmpty {
      output.write("Notes:\n")
      for file in report.notes {
        output.write(
          "  \(file.path.description.escapingControlCharacters): \(file.reason.escapingControlCharacters)\n"
        )
      }
    }
    if !report.pruned.isEmpty {
      output.write("Pruned:\n")
      for file in report.pruned {
        output.write(
          "  \(file.path.description.escapingControlCharacters): \(file.reason.escapingControlCharacters)\n"
        )
      }
    }
    if !report.knownBad.isEmpty {
      let count = report.knownBad.count
      output.write(
        "Passed over \(count.counted("file")) that could not be read before and "
          + "\(count == 1 ? "has" : "have") not changed since (--format json lists them).\n")
    }
    if !report.skipped.isEmpty {
      output.write(
        "Skipped \(report.skipped.count.counted("file")):\n")
      for file in report.skipped {
        output.write(
          "  \(file.path.description.escapingControlCharacters): \(file.reason.escapingControlCharacters)\n"
        )
      }
    }
  }

  /// Writes the summary for scripts to `output`: one JSON object, on one line. The skipped
  /// files and the notes (its last members) are written one at a time, like the text.
  static func writeJSON(_ report: ImportReport, dryRun: Bool, to output: Output) {
    let totals = JSONValue.object([
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
          ("pruned", .int(report.tracksPruned)), ("moved", .int(report.tracksMoved)),
        ])
      ),
      ("lyric_lines", .int(report.lyricLines)),
      ("downloaded", .int(report.downloaded)),
      ("hd", .int(report.hd)),
    ]).serialized
    output.write(String(totals.dropLast()))
    for (name, files, reasonName) in [
      ("skipped", report.skipped, "reason"), ("known_bad", report.knownBad, "reason"),
      ("errors", report.rootErrors, "reason"), ("pruned_tracks", report.pruned, "reason"),
      ("notes", report.notes, "note"),
    ] {
      output.write(", \"\(name)\": [")
      for (index, file) in files.enumerated() {
        let item = JSONValue.object([
          ("path", .path(file.path)), (reasonName, .string(file.reason)),
        ])
        output.write((index == 0 ? "" : ", ") + item.serialized)
      }
      output.write("]")
    }
    output.write("}\n")
  }
}
