import Catalog
import Listings
import Utilities

/// `musicat seed`: loads the demo catalog compiled into the binary.
enum SeedCommand: Command {
  static let commandName = "seed"
  static let spec = CommandSpec(
    name: commandName,
    abstract: "Load the demo catalog (4 groups, 32 tracks of the original music app).",
    discussion: """
      Creates the demo groups, tracks and memberships that are missing and leaves all else
      as it is, so running it again changes nothing.
      """
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let demo = try DemoCatalog.embedded()
    let catalog = try context.openCatalog()
    let report = try catalog.write { try demo.load(into: $0) }
    let groups = report.groupsCreated + report.groupsFound
    let tracks = report.tracksCreated + report.tracksFound
    context.output.write(
      "Demo catalog in \(try context.catalogPath.escapingControlCharacters): "
        + "\(groups.counted("group")) (\(report.groupsCreated) new), "
        + "\(tracks.counted("track")) (\(report.tracksCreated) new), "
        + "\(report.membershipsAdded.counted("track")) added to groups.\n")
    return .success
  }
}
