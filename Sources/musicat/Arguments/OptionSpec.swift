/// One option or flag a command accepts, as its help shows it and the parser reads it.
/// Commands declare them through ``Flag`` and ``Option``.
struct OptionSpec: Sendable {
  /// The long name without dashes, such as `limit`.
  let name: String
  /// A one-letter short name without the dash, such as `h`.
  let shortName: Character?
  /// Other long names the option answers to (older spellings), not shown in the help.
  let aliases: [String]
  /// The placeholder of the value (`n` in `--limit <n>`); nil for a flag.
  let valueName: String?
  /// The values accepted, when there is a fixed set.
  let allowedValues: [String]?
  let help: String

  var takesValue: Bool { valueName != nil }

  /// True when `--name` names this option.
  func answers(to name: Substring) -> Bool { name == self.name || aliases.contains(String(name)) }

  /// How the option is written in usage lines and messages: `--limit <n>` or `--hd`.
  var synopsis: String {
    let dashed = "--\(name)"
    return valueName.map { "\(dashed) <\($0)>" } ?? dashed
  }
}
