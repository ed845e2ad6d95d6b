import Foundation

/// Where a command writes: stdout for results and help, stderr for errors, notes and progress.
final class Output {
  private var standardOutput = ""
  private let flushThreshold = 1 << 16

  /// Writes `text` to stdout (buffered; flushed when large and at exit).
  func write(_ text: String) {
    standardOutput += text
    if standardOutput.utf8.count >= flushThreshold { flush() }
  }

  /// Writes `text` and a newline to stderr at once.
  func writeError(_ text: String) {
    flush()
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Sends the buffered stdout text.
  func flush() {
    guard !standardOutput.isEmpty else { return }
    FileHandle.standardOutput.write(Data(standardOutput.utf8))
    standardOutput = ""
  }
}
