import Catalog
import LRC

/// `musicat lrc check PATH...`: reads every lyrics file and reports what it read around.
enum LRCCheckCommand: Command {
  static let spec = CommandSpec(
    name: "lrc check",
    abstract: "Check lyrics files: print each file's warnings and errors, then a summary.",
    discussion: """
      Reads the files given and every .lrc and .eslrc file in the folders given (recursively;
      hidden files skipped, links to folders not followed). Prints path:line: message for each
      warning, path: error: reason for each file that cannot be read, then a summary with the
      encodings seen. Exits 0 when every file was read (warnings allowed), 2 when some file
      could not be read or decoded; it never stops at the first bad file.
      """,
    arguments: [ArgumentSpec("paths", help: "Files and folders to check.", repeating: true)]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    guard !arguments.positionals.isEmpty else {
      throw UsageError("Missing expected argument '<paths> ...'.", command: spec.name)
    }
    let walker = FileWalker(extensions: ["lrc", "eslrc"])
    var files = 0
    var lines = 0
    var warnings = 0
    var errors = 0
    var encodings: [TextEncoding: Int] = [:]
    for argument in arguments.positionals {
      for entry in walker.walk(FilePath(argument)) {
        switch entry {
        case .problem(let path, let reason):
          errors += 1
          context.output.write("\(path.description.escapingControlCharacters): error: \(reason)\n")
        case .file(let path):
          files += 1
          let shownPath = path.description.escapingControlCharacters
          do {
            let document = try LRCFile.read(cPath: path.cString)
            lines += document.lines.count
            encodings[document.encoding, default: 0] += 1
            for warning in document.warnings {
              warnings += 1
              context.output.write(
                "\(shownPath):\(warning.line): \(warning.message.escapingControlCharacters)\n")
            }
          } catch {
            errors += 1
            context.output.write("\(shownPath): error: \(error)\n")
          }
        }
      }
    }
    let seen = TextEncoding.allCases.compactMap { encoding in
      encodings[encoding].map { "\(encoding.rawValue) \($0)" }
    }
    let counts = [(files, "file"), (lines, "line"), (warnings, "warning"), (errors, "error")]
      .map { count, noun in "\(count) \(noun)\(count == 1 ? "" : "s")" }
    context.output.write(
      counts.joined(separator: ", ")
        + (seen.isEmpty ? "" : "; encodings: " + seen.joined(separator: ", ")) + "\n")
    return errors == 0 ? .success : .someInputsFailed
  }
}
