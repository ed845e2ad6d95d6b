/// The options and positional arguments given to one command, checked against its spec, and
/// read through the keys the command declared (``Flag``, ``Option``, ``ArgumentSpec``).
struct ParsedArguments {
  let command: CommandSpec
  /// Each option's text by its name, the last one when it was given several times.
  private var values: [String: String] = [:]
  private var flags: Set<String> = []
  /// How each option given was written (`--not-hd` for `--no-hd`), for messages.
  private var spellings: [String: String] = [:]
  /// Each positional argument's values by its name, in the order given.
  private var positionals: [String: [String]] = [:]

  init(command: CommandSpec) { self.command = command }

  /// True when `flag` was given.
  subscript(flag: Flag) -> Bool { flags.contains(flag.spec.name) }

  /// The value of `option`, nil when it was not given; a text that is not a value of its
  /// kind is a usage error that names the option.
  func value<Value>(of option: Option<Value>) throws(UsageError) -> Value? {
    guard let text = values[option.spec.name] else { return nil }
    do {
      return try option.convert(text)
    } catch {
      throw UsageError(
        "The value '\(text)' is invalid for '\(option.spec.synopsis)': \(error.reason)",
        command: command.name)
    }
  }

  /// The value of positional `argument`, nil when it was left out.
  func value(of argument: ArgumentSpec) -> String? { positionals[argument.name]?.first }

  /// The values of repeating positional `argument`, in the order given.
  func values(of argument: ArgumentSpec) -> [String] { positionals[argument.name] ?? [] }

  /// true for `yes`, false for `no`, nil for neither; both is a usage error.
  func either(_ yes: Flag, or no: Flag) throws(UsageError) -> Bool? {
    switch (self[yes], self[no]) {
    case (true, true):
      throw UsageError(
        "'\(spelling(of: yes.spec))' and '\(spelling(of: no.spec))' cannot be used together.",
        command: command.name)
    case (true, false): return true
    case (false, true): return false
    case (false, false): return nil
    }
  }

  /// How `option` was written on the command line: `--` and the name or alias used.
  private func spelling(of option: OptionSpec) -> String {
    spellings[option.name] ?? "--\(option.name)"
  }

  /// Records `option` as given, written as `spelling`, with `value` (nil for a flag).
  mutating func set(_ option: OptionSpec, value: String?, spelling: String) {
    if let value { values[option.name] = value } else { flags.insert(option.name) }
    spellings[option.name] = spelling
  }

  mutating func append(_ value: String, to argument: ArgumentSpec) {
    positionals[argument.name, default: []].append(value)
  }
}
