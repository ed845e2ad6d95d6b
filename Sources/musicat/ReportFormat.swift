/// How a command prints a report (an import summary, statistics, a check): lines for people,
/// or one JSON object for scripts.
enum ReportFormat: String, CaseIterable {
  case text
  case json

  /// The `--format` option of report commands.
  static let option = OptionSpec.option(
    "format", value: "format", allowed: allCases.map(\.rawValue),
    help: "Lines for people (default) or one JSON object.")

  /// The format given with `--format`, text by default.
  init(_ arguments: ParsedArguments) {
    self = arguments.value("format").flatMap(ReportFormat.init(rawValue:)) ?? .text
  }
}
