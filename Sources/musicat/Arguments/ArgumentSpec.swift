/// A positional argument a command accepts, declared once as a static property and read by
/// that key: `arguments.value(of: name)`, or `arguments.values(of: paths)` when it repeats.
struct ArgumentSpec: Sendable {
  /// The placeholder, such as `words`.
  let name: String
  let help: String
  /// True when it takes several values.
  let isRepeating: Bool
  /// True when it may be left out; a repeating argument needs at least one value unless it
  /// is optional.
  let isOptional: Bool
  /// True when its values are paths, read with ``ParsedArguments/paths(of:)``: they may be
  /// any bytes. Every other value must be UTF-8.
  let takesPaths: Bool

  init(
    _ name: String, help: String, repeating: Bool = false, optional: Bool = false,
    paths: Bool = false
  ) {
    self.name = name
    self.help = help
    self.isRepeating = repeating
    self.isOptional = optional
    self.takesPaths = paths
  }

  /// How the argument is written in usage lines and messages: `<paths> ...`, `[<group>]`.
  var synopsis: String {
    let base = isRepeating ? "<\(name)> ..." : "<\(name)>"
    return isOptional ? "[\(base)]" : base
  }
}
