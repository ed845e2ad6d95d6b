import Catalog
import Importer
import Listings
import Utilities

/// A live progress line on stderr (files done / total, rate, ETA, current folder), drawn
/// only when stderr is a terminal and at most ten times a second.
final class ProgressLine {
  private let enabled: Bool
  private let output: Output
  /// On the monotonic clock, which the system's clock being set never moves.
  private let start = MonotonicInstant.now
  private var lastDrawn: MonotonicInstant?
  private var drawn = false

  init(enabled: Bool, output: Output) {
    self.enabled = enabled
    self.output = output
  }

  func show(_ progress: ImportProgress) {
    guard enabled else { return }
    let now = MonotonicInstant.now
    guard lastDrawn.map({ now - $0 >= .milliseconds(100) }) ?? true else { return }
    lastDrawn = now
    let sinceStart = (now - start).components
    let elapsed = max(Double(sinceStart.seconds) + Double(sinceStart.attoseconds) / 1e18, 0.001)
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

  /// Clears the line.
  func finish() {
    guard drawn else { return }
    output.writeProgress("\r\u{1B}[K")
  }
}
