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
  static let format = OutputFormat.reportOption

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
      same whatever --jobs is. --format json prints one object: "problems" (each with path,
      line, null for a file that could not be read, severity and message, in the same order),
      then the counts and "encodings".
      """,
    arguments: [paths],
    options: [jobs, format]
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
    let json = try arguments.value(of: format) == .json
    // A problem as a line for people, or as the next item of the JSON's "problems" (written
    // as found: a folder of broken files never waits in memory).
    var problems = 0
    func report(_ path: FilePath, line: Int?, _ message: String) {
      problems += 1
      guard json else {
        // Written a piece at a time into the output's buffer: no string is built per line.
        context.output.write(path.description.escapingControlCharacters)
        if let line {
          context.output.write(":")
          context.output.write(String(line))
          context.output.write(": ")
        } else {
          context.output.write(": error: ")
        }
        context.output.write(message.escapingControlCharacters)
        context.output.write("\n")
        return
      }
      let item = JSONValue.object([
        ("path", .path(path)), ("line", .int(line)),
        ("severity", .string(line == nil ? "error" : "warning")), ("message", .string(message)),
      ])
      context.output.write((problems == 1 ? "\n  " : ",\n  ") + item.serialized)
    }
    if json { context.output.write("{\"problems\": [") }
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
          report(path, line: nil, reason)
        case (.file(let path, _), .read(let lineCount, let encoding, let fileWarnings)):
          files += 1
          lines += lineCount
          encodings[TextEncoding.allCases.firstIndex(of: encoding)!] += 1
          // Most files have no warning: their path is never shown.
          for warning in fileWarnings {
            warnings += 1
            report(path, line: warning.line, warning.message)
          }
        case (.file(let path, _), .failed(let reason)):
          files += 1
          errors += 1
          report(path, line: nil, reason)
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
    if json {
      let counts = JSONValue.object([
        ("files", .int(files)), ("lines", .int(lines)), ("warnings", .int(warnings)),
        ("errors", .int(errors)),
        (
          "encodings",
          .object(
            zip(TextEncoding.allCases, encodings).filter { $0.1 > 0 }.map {
              ($0.0.rawValue, .int($0.1))
            })
        ),
      ]).serialized
      // The counts' members follow the problems in the same object.
      context.output.write((problems == 0 ? "" : "\n") + "], " + counts.dropFirst() + "\n")
      return errors == 0 ? .success : .someInputsFailed
    }
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
