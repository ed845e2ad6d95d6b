import Catalog
import Importer
import LRC
import Listings
import Utilities

/// `musicat lrc check PATH...`: reads every lyrics file and reports what it read around.
enum LRCCheckCommand: Command {
  static let paths = ArgumentSpec(
    "paths", help: "Files and folders to check.", repeating: true, paths: true)
  static let jobs = Option<Int>(
    "jobs", value: "n", help: "Read and parse on n threads (default: one per core)."
  ) { text throws(InvalidValue) in
    guard let number = Int(text), number >= 1 else {
      throw InvalidValue("expected a whole number 1 or more.")
    }
    return number
  }

  static let commandName = "lrc check"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Check lyrics files: print each file's warnings and errors, then a summary.",
    discussion: """
      Reads the files given and every .lrc and .eslrc file in the folders given (recursively;
      hidden files skipped, links to folders not followed). Prints path:line: message for each
      warning, path: error: reason for each file that cannot be read, then a summary with the
      encodings seen. Exits 0 when every file was read (warnings allowed), 2 when some file
      could not be read or decoded; it never stops at the first bad file. The output is the
      same whatever --jobs is.
      """,
    arguments: [paths],
    options: [jobs]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    // The files are only read (their type checked as they are opened): no stamp is needed.
    var walker = FileWalker(extensions: ["lrc", "eslrc"])
    walker.readsStamps = false
    var files = 0
    var lines = 0
    var warnings = 0
    var errors = 0
    // How many files of each encoding, in `TextEncoding.allCases` order.
    var encodings = [Int](repeating: 0, count: TextEncoding.allCases.count)
    let workers = try arguments.value(of: jobs) ?? availableCores
    // Files are read and parsed on every core, a batch at a time, each through the folder the
    // walk opened; what each found is printed in walk order.
    var batch: [(entry: FileWalker.Entry, folder: FolderHandle?)] = []
    func readBatch() {
      let outcomes = parallelMap(batch, workers: workers) { item, _ -> FileOutcome in
        guard case .file(let path, _) = item.entry else { return .notRead }
        do {
          // Only counts and warnings are kept: no string is made of a line.
          let lyrics: ParsedLyrics
          if let folder = item.folder {
            // The name, NUL-terminated, on the stack: no array is made for each file.
            let name = path.lastComponent
            lyrics = try withUnsafeTemporaryAllocation(of: CChar.self, capacity: name.count + 1) {
              cName in
              for (offset, byte) in name.enumerated() { cName[offset] = CChar(bitPattern: byte) }
              cName[name.count] = 0
              return try LRCFile.readLyrics(named: cName.baseAddress!, in: folder.descriptor)
            }
          } else {
            lyrics = try LRCFile.readLyrics(cPath: path.cString)
          }
          return .read(
            lines: lyrics.lines.count, encoding: lyrics.encoding, warnings: lyrics.warnings)
        } catch {
          return .failed("\(error)")
        }
      }
      for ((entry, _), outcome) in zip(batch, outcomes) {
        switch (entry, outcome) {
        case (.problem(let path, let reason), _):
          errors += 1
          context.output.write(
            "\(path.description.escapingControlCharacters): error: \(reason.escapingControlCharacters)\n"
          )
        case (.file(let path, _), .read(let lineCount, let encoding, let fileWarnings)):
          files += 1
          lines += lineCount
          encodings[TextEncoding.allCases.firstIndex(of: encoding)!] += 1
          // Most files have no warning: their path is never shown.
          guard !fileWarnings.isEmpty else { continue }
          let shownPath = path.description.escapingControlCharacters
          // Written a piece at a time into the output's buffer: no string is built per line.
          for warning in fileWarnings {
            warnings += 1
            context.output.write(shownPath)
            context.output.write(":")
            context.output.write(String(warning.line))
            context.output.write(": ")
            context.output.write(warning.message.escapingControlCharacters)
            context.output.write("\n")
          }
        case (.file(let path, _), .failed(let reason)):
          files += 1
          errors += 1
          context.output.write(
            "\(path.description.escapingControlCharacters): error: \(reason.escapingControlCharacters)\n"
          )
        case (.file, .notRead):
          continue
        }
      }
      batch.removeAll(keepingCapacity: true)
    }
    for path in arguments.paths(of: paths) {
      walker.walkFolders(path) { _, entries, folder in
        batch += entries.map { ($0, folder) }
        if batch.count >= Self.batchSize { readBatch() }
      }
    }
    readBatch()
    let seen = zip(TextEncoding.allCases, encodings).compactMap { encoding, count in
      count == 0 ? nil : "\(encoding.rawValue) \(count)"
    }
    let counts = [(files, "file"), (lines, "line"), (warnings, "warning"), (errors, "error")]
      .map { count, noun in count.counted(noun) }
    context.output.write(
      counts.joined(separator: ", ")
        + (seen.isEmpty ? "" : "; encodings: " + seen.joined(separator: ", ")) + "\n")
    return errors == 0 ? .success : .someInputsFailed
  }

  /// How many files are read at a time: enough to keep every core busy, few enough that the
  /// folders they are read through stay open a short while.
  static let batchSize = 512

  /// What reading one file gave.
  private enum FileOutcome: Sendable {
    case read(lines: Int, encoding: TextEncoding, warnings: [LRCWarning])
    case failed(String)
    case notRead
  }
}
