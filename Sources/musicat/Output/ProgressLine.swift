import Catalog
import Importer
import Listings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A live progress line on stderr (files done / total, rate, ETA, current folder), drawn
/// only when stderr is a terminal and at most ten times a second.
final class ProgressLine {
  private let enabled: Bool
  private let output: Output
  private let start = ProgressLine.now()
  private var lastDrawn = -Double.infinity
  private var drawn = false

  init(enabled: Bool, output: Output) {
    self.enabled = enabled
    self.output = output
  }

  func show(_ progress: ImportProgress) {
    guard enabled, Self.now() - lastDrawn >= 0.1 else { return }
    lastDrawn = Self.now()
    let elapsed = max(lastDrawn - start, 0.001)
    let rate = Double(progress.filesDone) / elapsed
    let remaining = rate > 0 ? Double(progress.filesTotal - progress.filesDone) / rate : 0
    var line =
      "\(progress.filesDone)/\(progress.filesTotal) files, \(Int(rate)) files/s, ETA \(Int(remaining)) s"
    if !progress.folder.isEmpty { line += ", " + progress.folder.escapingControlCharacters }
    // Fit a common terminal width, so the line never wraps.
    if line.displayWidth > 78 { line = String(line.prefix(75)) + "..." }
    output.writeProgress("\r\u{1B}[K" + line)
    drawn = true
  }

  /// Seconds on the monotonic clock, which the system's clock being set never moves.
  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Clears the line.
  func finish() {
    guard drawn else { return }
    output.writeProgress("\r\u{1B}[K")
  }
}
