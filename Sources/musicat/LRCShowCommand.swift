import Catalog
import LRC

/// `musicat lrc show FILE`: a lyrics file as musicat reads it.
enum LRCShowCommand: Command {
  enum Format: String, CaseIterable {
    case text
    case json
    case lrc
  }

  static let spec = CommandSpec(
    name: "lrc show",
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
    arguments: [ArgumentSpec("file", help: "The .lrc file.")],
    options: [
      .option(
        "format", value: "format", allowed: Format.allCases.map(\.rawValue),
        help: "What to print (default: text)."),
      .option(
        "at", value: "time",
        help: "Only the line sung at this time: 100, 100.5, 1:40, 1:40.50 or 01:40.500."),
    ]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let path = arguments.positionals[0]
    let format = arguments.value("format").flatMap(Format.init(rawValue:)) ?? .text
    let at = try PlaybackTime.option("at", of: arguments, command: spec.name)
    let document: LRCDocument
    do {
      document = try LRCFile.read(path)
    } catch {
      context.output.writeError("Error: \(path.escapingControlCharacters): \(error)")
      return .failure
    }
    var lines = document.lines[...]
    if let at {
      lines = document.lines(at: at)
      if lines.isEmpty {
        context.output.writeError(
          "No line is sung at \(DurationText.minutesSeconds(at)) in \(path.escapingControlCharacters)."
        )
      }
    }
    switch format {
    case .json:
      context.output.write(
        LRCDocumentJSON.json(document, path: .string(path), lines: lines).prettyPrinted(
          expandedDepth: 2))
    case .lrc:
      var shown = document
      shown.lines = Array(lines)
      context.output.write(LRCWriter.write(shown).escapingTerminalControls)
    case .text:
      context.output.write(lines.map { $0.text + "\n" }.joined().escapingTerminalControls)
    }
    return .success
  }
}
