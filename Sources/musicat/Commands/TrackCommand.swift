import Catalog
import Listings

/// `musicat track TRACK`: one track in full, every fact the catalog holds of it.
enum TrackCommand: Command {
  static let track = ArgumentSpec("track", help: "A track id, or words that find one track.")
  static let format = OutputFormat.option(
    [.text, .json], help: "Lines for people (default) or one JSON object.")

  static let commandName = "track"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Show one track in full: tags, audio facts, files, groups, lyrics.",
    discussion: """
      TRACK is a track id, or words that must all appear in the title, artist or album of
      exactly one track (when several match, they are listed and nothing is printed). The
      JSON object holds the fields of 'musicat tracks --format json', and groups (each with
      the track's position), lyric_lines, created_at and updated_at.

      Examples:
        musicat track 12
        musicat track "moon river" --format json
      """,
    arguments: [track],
    options: [format]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let reference = arguments.value(of: track) ?? ""
    let found = try context.openCatalogForReading().read { session -> TrackDetails? in
      guard
        let track = try TrackSelection.one(
          reference, in: session, output: context.output, command: spec.name)
      else { return nil }
      return try TrackDetails(of: track, in: session)
    }
    guard let found else { return .failure }
    if try arguments.value(of: format) == .json {
      context.output.write(found.json.serialized + "\n")
    } else {
      context.output.write(text(found))
    }
    return .success
  }

  /// The track as aligned `Name: value` lines, leaving out what is unknown.
  private static func text(_ details: TrackDetails) -> String {
    let (track, memberships, lineCount) = (details.track, details.memberships, details.lineCount)
    var audio: [String] = []
    if let codec = track.codec {
      audio.append(track.container.map { $0 == codec ? codec : "\(codec) in \($0)" } ?? codec)
    }
    if let rate = track.sampleRate { audio.append("\(rate) Hz") }
    if let bits = track.bitDepth { audio.append("\(bits) bit") }
    if let channels = track.channels {
      audio.append(channels == 1 ? "mono" : "\(channels) channels")
    }
    if let bitrate = track.bitrate { audio.append("\(bitrate / 1000) kbit/s") }
    let rows: [(String, String?)] = [
      ("ID", String(track.id)), ("Title", track.title), ("Artist", track.artist),
      ("Album", track.album), ("Disc", track.discNumber.map(String.init)),
      ("Track", track.trackNumber.map(String.init)), ("Year", track.year.map(String.init)),
      ("Genre", track.genre), ("Duration", track.durationMS.map(DurationText.minutesSeconds)),
      ("Downloaded", track.downloaded ? "yes" : "no"),
      ("HD", (track.hd ? "yes" : "no") + " (quality: \(track.quality.rawValue))"),
      ("Audio", audio.isEmpty ? nil : audio.joined(separator: ", ")),
      ("Audio file", track.audioPath?.description),
      ("Lyrics file", track.lrcPath?.description),
      ("Lyric lines", String(lineCount)),
      (
        "Variants",
        details.variants.isEmpty
          ? nil
          : details.variants.map { "\($0.language) (\($0.path.description))" }.joined(
            separator: "; ")
      ),
      (
        "Groups",
        memberships.isEmpty
          ? nil
          : memberships.map { "\($0.group.name) (#\($0.position))" }.joined(separator: "; ")
      ),
      ("Added", track.createdAt), ("Changed", track.updatedAt),
    ]
    return rows.compactMap { name, value in
      guard let value, !value.isEmpty else { return nil }
      let label = name + ":" + String(repeating: " ", count: max(0, 12 - name.count))
      return label + value.escapingControlCharacters + "\n"
    }.joined()
  }
}
