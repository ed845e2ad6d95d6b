/// A positional argument a command accepts.
struct ArgumentSpec: Sendable {
  /// The placeholder, such as `words`.
  let name: String
  let help: String
  /// True when it takes any number of values (including none).
  let isRepeating: Bool
  /// True when it may be left out.
  let isOptional: Bool

  init(_ name: String, help: String, repeating: Bool = false, optional: Bool = false) {
    self.name = name
    self.help = help
    self.isRepeating = repeating
    self.isOptional = optional || repeating
  }

  var synopsis: String {
    let base = isRepeating ? "<\(name)> ..." : "<\(name)>"
    return isOptional ? "[\(base)]" : base
  }
}
