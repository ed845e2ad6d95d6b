import Catalog
import Importer
import Listings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `musicat import PATH...`: imports music folders into the catalog.
enum ImportCommand: Command {
  static let paths = ArgumentSpec(
    "paths", help: "Folders (or files) to import.", repeating: true, paths: true)
  static let group = Option<String>(
    "group", value: "name",
    help: "Put every track into this group instead of one group per folder.")
  static let dryRun = Flag(
    "dry-run", help: "Read everything and report what would change; write nothing.")
  static let prune = Flag("prune", help: "Remove tracks none of whose files exist any more.")
  static let format = OutputFormat.option(
    [.text, .json], help: "The summary's form (default: text).")
  static let quiet = Flag(
    "quiet", help: "No progress line, and a summary only when files were skipped.")

  static let commandName = "import"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Import music folders: audio headers, lyrics, one group per folder.",
    discussion: """
      Walks the folders (hidden files skipped, links to folders not followed), pairs each
      audio file with the lyrics file of the same stem, reads the audio headers (downloaded,
      HD) and the lyrics, and writes whole folders in transactions of about 500 tracks
      (a killed import leaves a consistent catalog; rerun it to finish). Files unchanged
      since the last import (same size and modification time) are not read again; tracks
      whose audio is gone stay, not downloaded (and not HD). Exits 0 when every file was
      imported, 2 when some were skipped (each is listed with its reason; files that could
      not be read before and have not changed are passed over and do not count), 1 when a
      path given does not exist, or on a fatal error.

      Examples:
        musicat import ~/Music
        musicat import ~/Downloads/album --group "New arrivals"
        musicat import ~/Music --dry-run --format json
      """,
    arguments: [paths],
    options: [group, dryRun, prune, format, quiet]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let format = try arguments.value(of: Self.format) ?? .text
    let options = ImportOptions(
      groupName: try arguments.value(of: group), dryRun: arguments[dryRun],
      prune: arguments[prune])
    let catalog: Catalog
    if options.dryRun {
      // A dry run never writes, not even to create or migrate the catalog.
      let path = try context.catalogPath
      catalog =
        access(path, F_OK) == 0
        ? try Catalog.open(path: path, readOnly: true) : try Catalog.inMemory()
    } else {
      catalog = try context.openCatalog()
    }
    let showsProgress = !arguments[quiet] && isatty(STDERR_FILENO) == 1
    let progress = ProgressLine(enabled: showsProgress, output: context.output)
    // Without a progress line the files are not counted first.
    let report = try Importer(catalog: catalog, options: options).run(
      paths: arguments.paths(of: paths), progress: showsProgress ? { progress.show($0) } : nil)
    progress.finish()
    switch format {
    case .json:
      ImportSummary.writeJSON(report, dryRun: options.dryRun, to: context.output)
    case .text, .table, .lrc, .csv, .paths:
      if !arguments[quiet] || !report.skipped.isEmpty {
        ImportSummary.writeText(report, dryRun: options.dryRun, to: context.output)
      }
    }
    for root in report.rootErrors {
      context.output.writeError(
        "Error: \(root.path.description): \(root.reason)")
    }
    guard report.rootErrors.isEmpty else { return .failure }
    return report.skipped.isEmpty ? .success : .someInputsFailed
  }
}
