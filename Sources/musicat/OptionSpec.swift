/// One option or flag a command accepts, as its help shows it.
struct OptionSpec: Sendable {
  /// The long name without dashes, such as `limit`.
  let name: String
  /// A one-letter short name without the dash, such as `h`.
  let shortName: Character?
  /// The placeholder of the value (`n` in `--limit <n>`); nil for a flag.
  let valueName: String?
  /// The values accepted, when there is a fixed set.
  let allowedValues: [String]?
  let help: String

  /// A flag: present or absent, no value.
  static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: nil, allowedValues: nil, help: help)
  }

  /// An option that takes a value.
  static func option(
    _ name: String, short: Character? = nil, value: String, allowed: [String]? = nil,
    help: String
  ) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: value, allowedValues: allowed, help: help)
  }

  var takesValue: Bool { valueName != nil }

  /// How the option is written in usage lines and messages: `--limit <n>` or `--hd`.
  var synopsis: String {
    let dashed = "--\(name)"
    return valueName.map { "\(dashed) <\($0)>" } ?? dashed
  }
}
