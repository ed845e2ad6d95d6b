import Catalog

/// An option that takes a value (`--limit 5`), read as `try arguments.value(of: option)`: a
/// `Value`, or nil when the option was not given. How its text becomes a value is declared
/// with the option, once.
struct Option<Value: Sendable>: OptionKey {
  let spec: OptionSpec
  /// The value a text stands for; throws ``InvalidValue`` saying why it stands for none.
  let convert: @Sendable (String) throws(InvalidValue) -> Value

  init(
    _ name: String, short: Character? = nil, value: String, allowed: [String]? = nil,
    help: String, convert: @escaping @Sendable (String) throws(InvalidValue) -> Value
  ) {
    spec = OptionSpec(
      name: name, shortName: short, aliases: [], valueName: value, allowedValues: allowed,
      help: help)
    self.convert = convert
  }
}

extension Option where Value == String {
  /// An option whose value is its text.
  init(_ name: String, short: Character? = nil, value: String, help: String) {
    self.init(name, short: short, value: value, help: help) { $0 }
  }
}

extension Option where Value == Int {
  /// A count or limit: a whole number 0 or more (`--limit <n>`).
  static func count(_ name: String, help: String) -> Option {
    Option(name, value: "n", help: help) { text throws(InvalidValue) in
      guard let number = Int(text), number >= 0 else {
        throw InvalidValue("expected a whole number 0 or more.")
      }
      return number
    }
  }

  /// A whole number within `bounds` (`--threads <n>`): a value past them is refused, never
  /// quietly moved to the nearest bound.
  static func count(_ name: String, in bounds: ClosedRange<Int>, help: String) -> Option {
    Option(name, value: "n", help: help) { text throws(InvalidValue) in
      guard let number = Int(text), bounds.contains(number) else {
        throw InvalidValue(
          "expected a whole number from \(bounds.lowerBound) to \(bounds.upperBound).")
      }
      return number
    }
  }

  /// A time in a track, in milliseconds (``PlaybackTime``): 100, 100.5, 1:40 or 01:40.500.
  static func time(_ name: String, help: String) -> Option {
    Option(name, value: "time", help: help) { text throws(InvalidValue) in
      guard let milliseconds = PlaybackTime.milliseconds(text) else {
        throw InvalidValue("expected a time such as 100, 100.5, 1:40 or 01:40.500.")
      }
      return milliseconds
    }
  }
}

extension Option where Value: RawRepresentable<String> {
  /// One of a fixed set of values, by their raw names; the help and the parser list them.
  static func choice(
    _ name: String, value: String, among choices: [Value], help: String
  ) -> Option {
    Option(name, value: value, allowed: choices.map(\.rawValue), help: help) {
      text throws(InvalidValue) in
      guard let choice = Value(rawValue: text) else {
        throw InvalidValue("expected one of \(choices.map(\.rawValue)).")
      }
      return choice
    }
  }
}
