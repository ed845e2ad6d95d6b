import Catalog

extension PlaybackTime {
  /// The time given with option `--name`, nil when the option is absent; a value that is not
  /// a time is a usage error of `command`.
  static func option(_ name: String, of arguments: ParsedArguments, command: String)
    throws(UsageError) -> Int?
  {
    guard let text = arguments.value(name) else { return nil }
    guard let milliseconds = milliseconds(text) else {
      throw UsageError(
        "The value '\(text)' is invalid for '--\(name) <time>': expected a time such as 100, 100.5, 1:40 or 01:40.500.",
        command: command)
    }
    return milliseconds
  }
}
