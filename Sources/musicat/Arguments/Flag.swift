/// A flag: present or absent (`--hd`), read as `arguments[flag]`.
struct Flag: OptionKey {
  let spec: OptionSpec

  /// A flag `--name` (and `-short`); `aliases` are other long names it answers to, such as
  /// an older spelling kept working.
  init(_ name: String, short: Character? = nil, aliases: [String] = [], help: String) {
    spec = OptionSpec(
      name: name, shortName: short, aliases: aliases, valueName: nil, allowedValues: nil,
      help: help)
  }
}
