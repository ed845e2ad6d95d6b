/// The options and positional arguments given to one command, checked against its spec.
struct ParsedArguments {
  let command: CommandSpec
  private(set) var values: [String: String] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positionals: [String] = []

  init(command: CommandSpec) { self.command = command }

  /// The value of option `name`, the last one when it was given several times.
  func value(_ name: String) -> String? { values[name] }

  /// True when flag `name` was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The value of `name` read as a whole number >= 0, or nil when absent.
  func count(_ name: String) throws(UsageError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let number = Int(text), number >= 0 else {
      throw UsageError(
        "The value '\(text)' is invalid for '--\(name) <n>': expected a whole number 0 or more.",
        command: command.name)
    }
    return number
  }

  mutating func set(_ option: OptionSpec, value: String?) {
    if let value { values[option.name] = value } else { flags.insert(option.name) }
  }

  mutating func append(positional: String) { positionals.append(positional) }

  /// true for flag `--yes`, false for flag `--no`, nil for neither; both is a usage error.
  func either(_ yes: String, or no: String) throws(UsageError) -> Bool? {
    switch (flag(yes), flag(no)) {
    case (true, true):
      throw UsageError("'--\(yes)' and '--\(no)' cannot be used together.", command: command.name)
    case (true, false): return true
    case (false, true): return false
    case (false, false): return nil
    }
  }
}
