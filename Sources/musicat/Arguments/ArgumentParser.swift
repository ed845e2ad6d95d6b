/// Splits a command's arguments into options and positional arguments by its spec, the way
/// swift-argument-parser does: `--name value`, `--name=value`, flags, `-h`, and `--` to end
/// the options.
struct ArgumentParser {
  let spec: CommandSpec

  func parse(_ arguments: [CommandArgument]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments(command: spec)
    var remaining = arguments[...]
    var positionals: [CommandArgument] = []
    var optionsEnded = false
    while let given = remaining.popFirst() {
      let argument = given.text
      let isNegatedTerm =
        spec.takesNegatedTerms && !argument.hasPrefix("--") && argument.count > 2
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" || isNegatedTerm {
        positionals.append(given)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (option, inlineValue) = try option(for: given)
      if option.takesValue {
        guard let written = inlineValue ?? remaining.popFirst() else {
          throw UsageError("Missing value for '\(option.synopsis)'.", command: spec.name)
        }
        let value = written.text
        // No option means anything by an empty value (`-o ""`, `--group ""`): a slip.
        guard !value.isEmpty else {
          throw UsageError(
            "The value '' is invalid for '\(option.synopsis)': it is empty.", command: spec.name)
        }
        guard written.isUTF8 else { throw Self.notUTF8(value, option.synopsis, spec.name) }
        if let allowed = option.allowedValues, !allowed.contains(value) {
          throw UsageError(
            "The value '\(value)' is invalid for '\(option.synopsis)'. Please provide one of "
              + Self.list(allowed) + ".", command: spec.name)
        }
        parsed.set(option, value: value, spelling: Self.spelling(argument))
      } else {
        if inlineValue != nil {
          throw UsageError("The flag '--\(option.name)' does not take a value.", command: spec.name)
        }
        parsed.set(option, value: nil, spelling: Self.spelling(argument))
      }
    }
    if !parsed[CommandSpec.help] { try assign(positionals, to: &parsed) }
    return parsed
  }

  /// The option an argument names, and the value written after `=`, if any.
  private func option(for given: CommandArgument) throws(UsageError)
    -> (OptionSpec, CommandArgument?)
  {
    let argument = given.text
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      let name = body.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
      // The value's own bytes, checked as a value given as the next argument is.
      let inlineValue = given.path.bytes.firstIndex(of: UInt8(ascii: "=")).map {
        CommandArgument(bytes: Array(given.path.bytes[($0 + 1)...]))
      }
      guard let option = spec.allOptions.first(where: { $0.answers(to: name[...]) }) else {
        throw UsageError("Unknown option '--\(name)'.", command: spec.name)
      }
      return (option, inlineValue)
    }
    let letters = argument.dropFirst()
    guard letters.count == 1,
      let option = spec.allOptions.first(where: { $0.shortName == letters.first })
    else {
      throw UsageError("Unknown option '\(argument)'.", command: spec.name)
    }
    return (option, nil)
  }

  /// Gives each positional argument of the spec its values, in order: one each, and the
  /// rest to a repeating one. A required argument left out, an empty value, or a value left
  /// over, is a usage error.
  private func assign(_ positionals: [CommandArgument], to parsed: inout ParsedArguments)
    throws(UsageError)
  {
    var remaining = positionals[...]
    for argument in spec.arguments {
      let taken = argument.isRepeating ? remaining : remaining.prefix(1)
      let name = argument.isRepeating ? "<\(argument.name)> ..." : "<\(argument.name)>"
      if taken.isEmpty && !argument.isOptional {
        throw UsageError("Missing expected argument '\(name)'.", command: spec.name)
      }
      // No argument means anything empty (a path, a name, a query, a track): a slip, such
      // as a shell variable that was never set.
      if taken.contains(where: \.text.isEmpty) {
        throw UsageError("The value '' is invalid for '\(name)': it is empty.", command: spec.name)
      }
      if !argument.takesPaths, let other = taken.first(where: { !$0.isUTF8 }) {
        throw Self.notUTF8(other.text, name, spec.name)
      }
      for value in taken { parsed.append(value, to: argument) }
      remaining = remaining.dropFirst(taken.count)
    }
    if let extra = remaining.first {
      throw UsageError("Unexpected argument '\(extra.text)'.", command: spec.name)
    }
  }

  /// The error for a value that is not UTF-8 where a name or a text is expected (`shown` as
  /// ``CommandArgument/text`` writes it).
  static func notUTF8(_ shown: String, _ synopsis: String, _ command: String?) -> UsageError {
    UsageError(
      "The value '\(shown)' is invalid for '\(synopsis)': its bytes are not UTF-8.",
      command: command)
  }

  /// How an option argument names its option: `--name` without `=value`, or `-h`.
  private static func spelling(_ argument: String) -> String {
    String(argument.prefix { $0 != "=" })
  }

  /// `'a', 'b' or 'c'`.
  static func list(_ values: [String]) -> String {
    let quoted = values.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }
}
