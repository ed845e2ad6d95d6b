#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a password from standard input: on a terminal, asked for twice with the echo off
/// (it is never shown or kept in the shell's history); from a pipe, its first line.
enum PasswordInput {
  /// The password, or throws ``UsageError`` when none was given (an empty line, the two
  /// entries differ).
  static func read(for user: String, command: String, output: Output) throws -> String {
    guard isatty(STDIN_FILENO) == 1 else {
      guard let line = readLine(strippingNewline: true), !line.isEmpty else {
        throw UsageError(
          "No password: give --password, or the password as the first line of stdin.",
          command: command)
      }
      return line.hasSuffix("\r") ? String(line.dropLast()) : line
    }
    let first = try prompted("Password for \(user): ", output: output)
    let second = try prompted("Again: ", output: output)
    guard !first.isEmpty else { throw UsageError("The password is empty.", command: command) }
    guard first == second else {
      throw UsageError("The two passwords differ; nothing was changed.", command: command)
    }
    return first
  }

  /// One line read from the terminal with its echo off, after `prompt` on stderr.
  private static func prompted(_ prompt: String, output: Output) throws -> String {
    output.writeProgress(prompt)
    var saved = termios()
    let canSilence = tcgetattr(STDIN_FILENO, &saved) == 0
    if canSilence {
      var silent = saved
      silent.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
    }
    defer {
      if canSilence { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
      output.writeProgress("\n")
    }
    return readLine(strippingNewline: true) ?? ""
  }
}
