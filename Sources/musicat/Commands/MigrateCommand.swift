import Catalog
import Listings

/// `musicat migrate [--status]`: applies the pending schema migrations, or lists them all.
enum MigrateCommand: Command {
  static let status = Flag(
    "status", help: "List each migration as applied (with its time) or pending; change nothing.")

  static let commandName = "migrate"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Apply the pending schema migrations, or list applied and pending ones.",
    discussion: """
      Every command that writes migrates the catalog on first use; this one does it
      explicitly and says what it applied. A command that only reads refuses a catalog of an
      older schema and leaves it as it is. A catalog whose schema is newer than this musicat
      is refused and left unchanged.
      """,
    options: [status]
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    if arguments[status] {
      var table = TextTable(columns: [
        .init("VERSION", alignRight: true), .init("NAME"), .init("STATE"),
      ])
      // Listing changes nothing: a catalog there is read, read-only, whatever its schema; one
      // not there yet has every migration pending, and is not made.
      do {
        for status in try context.openCatalogForReading(requiringCurrent: false)
          .migrationStatus()
        {
          table.append([
            String(status.migration.version), status.migration.name,
            status.appliedAt.map { "applied \($0)" } ?? "pending",
          ])
        }
      } catch CatalogError.noCatalog {
        for migration in Catalog.migrator.migrations {
          table.append([String(migration.version), migration.name, "pending"])
        }
      }
      context.output.write(table.render())
      return .success
    }
    let applied = try context.openCatalog(migrate: false).migrate()
    for migration in applied {
      context.output.write("Applied migration \(migration.version) (\(migration.name)).\n")
    }
    context.output.write(
      "The catalog \(try context.catalogPath.escapingControlCharacters) is at schema version \(Catalog.migrator.latestVersion)"
        + (applied.isEmpty ? "; nothing to do.\n" : ".\n"))
    return .success
  }
}
