import Catalog
import Foundation

/// What a command runs with: where to write, the environment, and the catalog to open.
final class CommandContext {
  let output: Output
  let location: DatabaseLocation
  /// True when stdout is a terminal (tables may then be decorated; never for pipes).
  let isTerminal: Bool

  init(output: Output, location: DatabaseLocation, isTerminal: Bool) {
    self.output = output
    self.location = location
    self.isTerminal = isTerminal
  }

  /// Opens the catalog, creating and migrating it on first use unless `migrate` is false.
  func openCatalog(migrate: Bool = true) throws -> Catalog {
    try location.prepare()
    return try Catalog.open(path: location.path, migrate: migrate)
  }
}
