/// The documented exit codes of `musicat`.
enum ExitCode: Int32 {
  /// Done.
  case success = 0
  /// A runtime failure: the cause is on stderr.
  case failure = 1
  /// A usage error: the command line does not fit the command (as sysexits' EX_USAGE).
  case usage = 64
}
