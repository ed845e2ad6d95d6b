import Foundation
import PackagePlugin

/// Compiles the package's `Migrations/*.sql` and `Seeds/*.json` into the target that uses it,
/// so the built binary carries them and the files in those folders stay the single source
/// of truth (no hand-copied duplicate that can drift).
@main
struct EmbedFilesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let migrations = try files(in: root.appending(path: "Migrations"), withExtension: "sql")
    let seeds = try files(in: root.appending(path: "Seeds"), withExtension: "json")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
    var arguments = [output.path, "--list", "migrations"]
    arguments += migrations.map(\.path)
    arguments += ["--list", "seeds"]
    arguments += seeds.map(\.path)
    return [
      .buildCommand(
        displayName: "Embedding \(migrations.count) migrations and \(seeds.count) seed files",
        executable: try context.tool(named: "EmbedFiles").url,
        arguments: arguments,
        inputFiles: migrations + seeds,
        outputFiles: [output]
      )
    ]
  }

  /// The regular files directly inside `folder` with the given extension, sorted by name.
  private func files(in folder: URL, withExtension pathExtension: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == pathExtension }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}
