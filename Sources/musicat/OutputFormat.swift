/// How a listing is printed: an aligned table for people, JSON or CSV for scripts.
enum OutputFormat: String, CaseIterable {
  case table
  case json
  case csv

  /// The `--format` option of listing commands.
  static let option = OptionSpec.option(
    "format", value: "format", allowed: allCases.map(\.rawValue),
    help: "How to print: an aligned table, a JSON array of objects, or CSV (RFC 4180).")

  /// The format given with `--format`, table by default.
  init(_ arguments: ParsedArguments) {
    self = arguments.value("format").flatMap(OutputFormat.init(rawValue:)) ?? .table
  }
}
