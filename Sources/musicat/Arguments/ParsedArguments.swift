import Catalog

/// The options and positional arguments given to one command, checked against its spec, and
/// read through the keys the command declared (``Flag``, ``Option``, ``ArgumentSpec``).
///
/// What was given is kept in arrays searched by name: a command takes a handful of options,
/// and a dictionary's first use costs its process more (the runtime builds the storage's
/// type and looks up `Hashable` among every conformance) than any search here.
struct ParsedArguments {
  let command: CommandSpec
  /// Each option given, by name: its text (nil for a flag), the last one when it was given
  /// several times, and how it was written (`--not-hd` for `--no-hd`), for messages.
  private var options: [GivenOption] = []
  /// Each positional argument's values by its name, in the order given.
  private var positionals: [GivenArgument] = []

  private struct GivenOption {
    let name: String
    let value: String?
    let spelling: String
  }

  private struct GivenArgument {
    let name: String
    var values: [CommandArgument]
  }

  init(command: CommandSpec) { self.command = command }

  /// True when `flag` was given.
  subscript(flag: Flag) -> Bool { given(flag.spec.name) != nil }

  /// What was given for the option named `name`, nil when it was not given.
  private func given(_ name: String) -> GivenOption? {
    options.last { $0.name == name }
  }

  /// The value of `option`, nil when it was not given; a text that is not a value of its
  /// kind is a usage error that names the option.
  func value<Value>(of option: Option<Value>) throws(UsageError) -> Value? {
    guard let text = given(option.spec.name)?.value else { return nil }
    do {
      return try option.convert(text)
    } catch {
      throw UsageError(
        "The value '\(text)' is invalid for '\(option.spec.synopsis)': \(error.reason)",
        command: command.name)
    }
  }

  /// The value of positional `argument`, nil when it was left out.
  func value(of argument: ArgumentSpec) -> String? { values(of: argument).first }

  /// The values of repeating positional `argument`, in the order given.
  func values(of argument: ArgumentSpec) -> [String] {
    given(argument).map(\.text)
  }

  /// The values of positional `argument`, which takes paths, as their bytes: a path need
  /// not be UTF-8.
  func paths(of argument: ArgumentSpec) -> [FilePath] {
    given(argument).map(\.path)
  }

  private func given(_ argument: ArgumentSpec) -> [CommandArgument] {
    positionals.first { $0.name == argument.name }?.values ?? []
  }

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
    given(option.name)?.spelling ?? "--\(option.name)"
  }

  /// Records `option` as given, written as `spelling`, with `value` (nil for a flag).
  mutating func set(_ option: OptionSpec, value: String?, spelling: String) {
    options.append(GivenOption(name: option.name, value: value, spelling: spelling))
  }

  mutating func append(_ value: CommandArgument, to argument: ArgumentSpec) {
    if let index = positionals.firstIndex(where: { $0.name == argument.name }) {
      positionals[index].values.append(value)
    } else {
      positionals.append(GivenArgument(name: argument.name, values: [value]))
    }
  }
}
