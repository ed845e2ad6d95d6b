/// A command line that does not fit the command: exit code 64 with the usage on stderr.
struct UsageError: Error, Equatable {
  let message: String
  /// The command whose usage to show; nil for the top level.
  let command: String?

  init(_ message: String, command: String?) {
    self.message = message
    self.command = command
  }
}
