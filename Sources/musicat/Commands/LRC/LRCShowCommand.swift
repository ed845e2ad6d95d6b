import Catalog
import LRC
import Listings

/// `musicat lrc show FILE`: a lyrics file as musicat reads it.
enum LRCShowCommand: Command {
  static let file = ArgumentSpec("file", help: "The .lrc file.", paths: true)
  static let format = OutputFormat.option(
    [.text, .json, .lrc], help: "What to print (default: text).")
  static let at = Option.time(
    "at", help: "Only the line sung at this time: 100, 100.5, 1:40, 1:40.50 or 01:40.500.")

  static let commandName = "lrc show"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Show a lyrics file as musicat reads it: as text, JSON, or canonical LRC.",
    discussion: """
      text prints one lyric line per line; json the whole parsed document (encoding, tags,
      lines with effective and written times, word timings, warnings); lrc the canonical
      LRC (UTF-8, tags first, one timestamp per line). With --at, only the line sung at that
      time (and the lines that share its time, such as a translation).

      Examples:
        musicat lrc show song.lrc
        musicat lrc show song.lrc --format json
        musicat lrc show song.lrc --at 1:40
      """,
    arguments: [file],
    options: [format, at]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let path = arguments.paths(of: file).first ?? FilePath("")
    let shownPath = path.description.escapingControlCharacters
    let format = try arguments.value(of: Self.format) ?? .text
    let at = try arguments.value(of: Self.at)
    let document: LRCDocument
    do {
      document = try LRCFile.read(cPath: path.cString)
    } catch {
      context.output.writeError("Error: \(shownPath): \(error)")
      return .failure
    }
    var lines = document.lines[...]
    if let at {
      lines = document.lines(at: at)
      if lines.isEmpty {
        context.output.writeError(
          "No line is sung at \(DurationText.minutesSeconds(at)) in \(shownPath)."
        )
      }
    }
    switch format {
    case .json:
      context.output.write(
        LRCDocumentJSON.json(document, path: .path(path), lines: lines).prettyPrinted(
          expandedDepth: 2))
    case .lrc:
      var shown = document
      shown.lines = Array(lines)
      context.output.write(LRCWriter.write(shown).escapingTerminalControls)
    case .text, .table, .csv, .paths:
      context.output.writeLines(lines.lazy.map(\.text))
    }
    return .success
  }
}
