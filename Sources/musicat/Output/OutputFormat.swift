import Listings

/// How a command prints what it found: for people (an aligned table, lines of text, LRC)
/// or for scripts (JSON, CSV, paths one per line). Each command accepts the formats that
/// suit what it prints, and lists them in its `--format` option.
enum OutputFormat: String, CaseIterable, Sendable {
  case table
  case text
  case lrc
  case json
  case csv
  case paths

  /// The `--format` option of a command that prints in one of `formats`.
  static func option(_ formats: [OutputFormat], help: String) -> Option<OutputFormat> {
    .choice("format", value: "format", among: formats, help: help)
  }

  /// The `--format` option of a command that prints a report (an import summary, statistics,
  /// a check): lines for people, or one JSON object.
  static let reportOption = option(
    [.text, .json], help: "Lines for people (default) or one JSON object.")

  /// The `--format` option of a command that lists records (tracks, groups).
  static let listingOption = option(
    [.table, .json, .csv],
    help: "How to print: an aligned table, a JSON array of objects, or CSV (RFC 4180).")

  /// The format a listing prints in for this output format: a table for formats that are
  /// not JSON or CSV (the listing commands offer only those three).
  var listing: ListingFormat {
    switch self {
    case .json: .json
    case .csv: .csv
    case .table, .text, .lrc, .paths: .table
    }
  }
}
