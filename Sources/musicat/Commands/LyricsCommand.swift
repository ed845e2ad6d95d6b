import Catalog
import LRC
import Listings

/// `musicat lyrics TRACK`: a track's lyrics from the catalog, or the line sung at a time.
enum LyricsCommand: Command {
  static let track = ArgumentSpec("track", help: "A track id, or words that find one track.")
  static let at = Option.time(
    "at", help: "Only the line sung at this time: 100, 100.5, 1:40, 1:40.50 or 01:40.500.")
  static let language = Option<String>(
    "lang", value: "tag",
    help: "The track's lyrics in this language or of this kind (jp, rom, eslrc...): the "
      + "variant files beside its own (X.jp.lrc); 'musicat track' lists them.")
  static let format = OutputFormat.option(
    [.lrc, .text, .json], help: "What to print (default: lrc, or text with --at).")

  static let commandName = "lyrics"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Print a track's lyrics from the catalog, or the line sung at a time.",
    discussion: """
      TRACK is a track id, or words that must all appear in the title, artist or album of
      exactly one track (when several match, they are listed and nothing is printed).
      lrc re-creates the lyrics file (tags, offset, written times, word timing); text prints
      the lines; json the document. With --at, the line sung at that time, found in the
      catalog through the track's own lines (and the lines sharing its time, such as a
      translation); nothing before the first line.

      Examples:
        musicat lyrics 12
        musicat lyrics "moon river" --format text
        musicat lyrics 12 --at 1:40
      """,
    arguments: [track],
    options: [at, language, format]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let reference = arguments.value(of: track) ?? ""
    let at = try arguments.value(of: Self.at)
    let format = try arguments.value(of: Self.format) ?? (at == nil ? .lrc : .text)
    let language = try arguments.value(of: Self.language)
    let catalog = try context.openCatalogForReading()
    // The text sung at a time needs only those lines' texts; a track named by id needs no
    // other read. The track and its whole document (every line, the tags' JSON) are read
    // when no line is sung then, to say why, or for another format.
    let textAt = language == nil && format == .text ? at : nil
    func wroteTexts(at time: Int, of id: Int64) throws -> Bool {
      let texts = try catalog.read { try $0.lyrics.texts(at: time, of: id) }
      guard !texts.isEmpty else { return false }
      context.output.writeLines(texts)
      return true
    }
    let givenID = TrackSelection.id(reference)
    if let textAt, let givenID, try wroteTexts(at: textAt, of: givenID) { return .success }
    guard
      let track = try catalog.read({
        try TrackSelection.one(reference, in: $0, output: context.output, command: spec.name)
      })
    else { return .failure }
    if let textAt, givenID == nil, try wroteTexts(at: textAt, of: track.id) { return .success }
    let (document, lines) = try catalog.read { session -> (LRCDocument?, [LyricLine]?) in
      let document = try session.lyrics.document(of: track.id, language: language)
      // A variant's line at a time is looked up in its document, as lrc show does.
      guard language == nil else { return (document, nil) }
      return (document, try at.map { try session.lyrics.lines(at: $0, of: track.id) })
    }
    guard var document else {
      var which = ""
      if let language {
        // Say which variants there are, so the next try can name one.
        let variants = try catalog.read { try $0.lyrics.variants(of: track.id) }.map(\.language)
        which =
          " in '\(language.escapingControlCharacters)' ("
          + (variants.isEmpty
            ? "it has no variants" : "its variants: " + variants.joined(separator: ", ")) + ")"
      }
      context.output.writeError(
        "Track \(track.id) (\(track.title)) has no lyrics\(which).")
      return .failure
    }
    if let at {
      if let lines {
        let numbers = Set(lines.map(\.lineNumber))
        document.lines = document.lines.enumerated().filter { numbers.contains($0.offset + 1) }
          .map(\.element)
      } else {
        document.lines = Array(document.lines(at: at))
      }
      if document.lines.isEmpty {
        context.output.writeError(
          "No line is sung at \(DurationText.minutesSeconds(at)) in track \(track.id).")
      }
    }
    switch format {
    case .json:
      context.output.write(
        LRCDocumentJSON.json(document, path: .path(track.lrcPath), lines: document.lines)
          .prettyPrinted(expandedDepth: 2))
    case .lrc:
      context.output.write(LRCWriter.write(document).escapingTerminalControls)
    case .text, .table, .csv, .paths:
      context.output.writeLines(document.lines.lazy.map(\.text))
    }
    return .success
  }
}
