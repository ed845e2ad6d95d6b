/// What a command is called, what it does, and what it accepts: the source of its help text
/// and of the parser's rules.
struct CommandSpec: Sendable {
  private(set) var name: String
  /// One line: what the command does.
  let abstract: String
  /// More paragraphs for the help, such as examples; empty when there is nothing more to say.
  let discussion: String
  let arguments: [ArgumentSpec]
  let options: [OptionSpec]
  /// True when an argument such as `-artist:x` (a single dash and more than one character)
  /// is a positional term, a negated query term, rather than an unknown option.
  let takesNegatedTerms: Bool

  init(
    name: String, abstract: String, discussion: String = "",
    arguments: [ArgumentSpec] = [], options: [any OptionKey] = [], takesNegatedTerms: Bool = false
  ) {
    self.takesNegatedTerms = takesNegatedTerms
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options.map(\.spec)
  }

  /// The catalog to use, accepted by every command (and before the command's name).
  static let database = Option<String>(
    "db", value: "path",
    help:
      "The catalog database (default: $MUSICAT_DB, else $XDG_DATA_HOME/musicat/catalog.sqlite, "
      + "else ~/.local/share/musicat/catalog.sqlite).")

  /// `-h`, `--help`, accepted by every command.
  static let help = Flag("help", short: "h", help: "Show help information.")

  /// The options every command accepts, after its own.
  static let commonOptions = [database.spec, help.spec]

  var allOptions: [OptionSpec] { options + Self.commonOptions }

  /// This spec under `name`, one of its names, so that its usage and messages say the name
  /// the user typed.
  func named(_ name: String) -> CommandSpec {
    var spec = self
    spec.name = name
    return spec
  }

  /// The usage line without `Usage:`, such as `musicat tracks [<words> ...] [--hd]`.
  var usage: String {
    var parts = ["musicat", name]
    parts += arguments.map(\.synopsis)
    parts += options.map { "[\($0.synopsis)]" }
    return parts.joined(separator: " ")
  }
}
