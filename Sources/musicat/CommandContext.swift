import Catalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a command runs with: where to write, the environment, and the catalog to open.
final class CommandContext {
  let output: Output
  /// Where the catalog is, or why the environment cannot say: an error only for the
  /// commands that open it (`lrc check` needs no catalog).
  private let chosenLocation: Result<DatabaseLocation, EnvironmentTextError>
  /// True when stdout is a terminal (tables may then be decorated; never for pipes).
  let isTerminal: Bool

  init(
    output: Output, location: Result<DatabaseLocation, EnvironmentTextError>, isTerminal: Bool
  ) {
    self.output = output
    self.chosenLocation = location
    self.isTerminal = isTerminal
  }

  /// The catalog's path.
  var catalogPath: String {
    get throws(EnvironmentTextError) { try chosenLocation.get().path }
  }

  /// Opens the catalog, creating and migrating it on first use unless `migrate` is false.
  func openCatalog(migrate: Bool = true) throws -> Catalog {
    let location = try chosenLocation.get()
    try location.prepare()
    return try Catalog.open(path: location.path, migrate: migrate)
  }

  /// Opens the catalog to read it, never writing to it (a catalog the user may not write,
  /// in a folder they may not write, reads as sqlite3 reads it). A catalog of an older
  /// schema is refused (``CatalogError/migrationNeeded(path:)``) rather than migrated: only
  /// a command that writes, or `musicat migrate`, changes the file. A catalog that does not
  /// exist is an error, not a new empty one: a question asked of the wrong file (a
  /// forgotten --db) would get an empty answer. With `requiringCurrent` false a catalog of
  /// an older schema opens too (to list its migrations).
  func openCatalogForReading(requiringCurrent: Bool = true) throws -> Catalog {
    let path = try catalogPath
    guard access(path, F_OK) == 0 else { throw CatalogError.noCatalog(path: path) }
    return try Catalog.openToRead(path: path, requiringCurrent: requiringCurrent)
  }
}
