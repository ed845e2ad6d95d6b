/// Writes help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS
/// and SUBCOMMANDS sections, with descriptions aligned and wrapped at 80 columns.
enum HelpFormatter {
  private static let labelWidth = 24
  private static let lineWidth = 80

  /// The help of one command.
  static func help(for spec: CommandSpec) -> String {
    var text = "OVERVIEW: \(spec.abstract)\n\n"
    if !spec.discussion.isEmpty { text += spec.discussion + "\n\n" }
    text += "USAGE: \(spec.usage)\n\n"
    if !spec.arguments.isEmpty {
      text += "ARGUMENTS:\n"
      text += spec.arguments.map { entry("<\($0.name)>", $0.help) }.joined()
      text += "\n"
    }
    text += "OPTIONS:\n"
    text += spec.allOptions.map { entry(label(of: $0), help(of: $0)) }.joined()
    return text
  }

  /// The help of the whole tool, listing its subcommands.
  static func rootHelp(
    overview: String, entries: [(name: String, abstract: String)], options: [OptionSpec]
  ) -> String {
    var text = "OVERVIEW: \(overview)\n\n"
    text += "USAGE: musicat [--db <path>] <subcommand>\n\n"
    text += "OPTIONS:\n"
    text += options.map { entry(label(of: $0), help(of: $0)) }.joined()
    text += "\nSUBCOMMANDS:\n"
    text += entries.map { entry($0.name, $0.abstract) }.joined()
    text += entry("help", "Show subcommand help information.")
    text += "\n  See 'musicat help <subcommand>' for detailed help.\n"
    return text
  }

  /// The help of a group of commands such as `lrc`.
  static func groupHelp(_ name: String, commands: [CommandSpec]) -> String {
    var text = "USAGE: musicat \(name) <subcommand>\n\nSUBCOMMANDS:\n"
    text += commands.map { entry(String($0.name.dropFirst(name.count + 1)), $0.abstract) }.joined()
    text += "\n  See 'musicat help \(name) <subcommand>' for detailed help.\n"
    return text
  }

  private static func label(of option: OptionSpec) -> String {
    option.shortName.map { "-\($0), \(option.synopsis)" } ?? option.synopsis
  }

  private static func help(of option: OptionSpec) -> String {
    guard let allowed = option.allowedValues else { return option.help }
    return option.help + " (values: " + allowed.joined(separator: ", ") + ")"
  }

  /// One aligned, wrapped entry: the label in the left column, the help beside or below it.
  private static func entry(_ label: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: labelWidth + 2)
    let lines = wrap(help, width: lineWidth - indent.count)
    var text = "  " + label
    if label.count + 2 < labelWidth {
      text += String(repeating: " ", count: labelWidth - label.count)
    } else {
      text += "\n" + indent
    }
    return text + lines.joined(separator: "\n" + indent) + "\n"
  }

  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.isEmpty ? [""] : lines
  }
}
