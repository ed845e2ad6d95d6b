/// The documented exit codes of `musicat`.
enum ExitCode: Int32 {
  /// Done.
  case success = 0
  /// A runtime failure: the cause is on stderr.
  case failure = 1
  /// The work was done, but some inputs could not be read; each is named on the output.
  case someInputsFailed = 2
  /// A usage error: the command line does not fit the command (as sysexits' EX_USAGE).
  case usage = 64
}
