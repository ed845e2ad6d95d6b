import Catalog
import Importer
import Utilities

/// Runs an import of the catalog's recorded roots (the folders imports were run on) on a
/// thread of its own, one at a time, for Subsonic's `startScan`; `getScanStatus` reads how
/// far it got.
package final class ScanRunner: Sendable {
  /// Where a scan stands.
  package struct Status: Equatable, Sendable {
    package var scanning = false
    /// Files read or found unchanged by the scan running, or by the last one.
    package var filesDone = 0
    /// What the last scan reported: its summary, or why it failed.
    package var lastOutcome: String?
  }

  private let catalog: Catalog
  private let state = Locked(Status())

  package init(catalog: Catalog) {
    self.catalog = catalog
  }

  package var status: Status { state.withLock { $0 } }

  /// Starts a scan of `roots` unless one is running; returns the status after.
  @discardableResult
  package func start(roots: [FilePath]) -> Status {
    let started = state.withLock { status -> Bool in
      guard !status.scanning else { return false }
      status = Status(scanning: true, filesDone: 0, lastOutcome: nil)
      return true
    }
    guard started else { return status }
    let catalog = catalog
    let state = self
    do {
      try detachThread {
        let outcome: String
        do {
          let report = try Importer(catalog: catalog).run(paths: roots) { progress in
            state.state.withLock { $0.filesDone = progress.filesDone }
          }
          outcome =
            "\(report.filesSeen.counted("file")): \(report.tracksAdded.counted("track")) added, "
            + "\(report.tracksUpdated) updated, \(report.skipped.count) skipped"
        } catch {
          outcome = "failed: \(error)"
        }
        // An import gives its writer a large page cache; the server's writer goes back to
        // SQLite's usual one.
        try? catalog.setPageCache(kibibytes: 2000)
        state.state.withLock {
          $0.scanning = false
          $0.lastOutcome = outcome
        }
      }
    } catch {
      state.state.withLock {
        $0.scanning = false
        $0.lastOutcome = "failed: \(error)"
      }
    }
    return status
  }
}
