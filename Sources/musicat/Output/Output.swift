import Listings

/// Where a command writes: stdout for results and help (buffered), stderr for errors, notes
/// and progress (at once). A write that fails is remembered, never a crash: ``failure``
/// names the stream and the reason, and the command then exits 1.
final class Output {
  private let standardOutput = DescriptorWriter.standardStream(1, name: "standard output")
  private let standardError = DescriptorWriter.standardStream(2, name: "standard error")
  private var buffered: [UInt8] = []
  private let flushThreshold = 1 << 16

  init() { buffered.reserveCapacity(flushThreshold) }

  /// Writes `text` to stdout (buffered; flushed when large and at exit).
  func write(_ text: String) {
    buffered.append(contentsOf: text.utf8)
    if buffered.count >= flushThreshold { flush() }
  }

  /// Writes each line and a newline to stdout, with the control characters a terminal acts on
  /// escaped (``Swift/String/escapingTerminalControls``): lyrics printed as text.
  func writeLines(_ lines: some Sequence<String>) {
    for line in lines {
      write(line.escapingTerminalControls)
      write("\n")
    }
  }

  /// Writes bytes to stdout as they are: a path whose name is not UTF-8, say.
  func write(bytes: some Sequence<UInt8>) {
    buffered.append(contentsOf: bytes)
    if buffered.count >= flushThreshold { flush() }
  }

  /// Writes `text` as one line to stderr at once, its control characters (line breaks and
  /// tabs too) and bidirectional overrides escaped (``Swift/String/escapingControlCharacters``):
  /// a message may quote a name from the catalog or the command line, and a line break in a
  /// name must not start a line of its own (a forged `Error:`, a script reading line one).
  func writeError(_ text: String) {
    flush()
    standardError.write(text.escapingControlCharacters + "\n")
  }

  /// Writes `text` to stderr at once, as it is (a progress line redrawn in place).
  func writeProgress(_ text: String) {
    standardError.write(text)
  }

  /// Sends the buffered stdout text.
  func flush() {
    guard !buffered.isEmpty else { return }
    buffered.withUnsafeBytes { standardOutput.write($0) }
    buffered.removeAll(keepingCapacity: true)
  }

  /// The first write that failed, as "standard output: reason", or nil when all went out.
  var failure: String? {
    for stream in [standardOutput, standardError] {
      if let reason = stream.failure { return "\(stream.name): \(reason)" }
    }
    return nil
  }
}
