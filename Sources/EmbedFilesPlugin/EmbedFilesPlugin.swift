import Foundation
import PackagePlugin

/// Compiles files of the package into the target that uses it, so the built binary carries
/// them and the files in their folders stay the single source of truth (no hand-copied
/// duplicate that can drift): `Migrations/*.sql` and `Seeds/*.json` into Catalog, the page's
/// files (`Sources/Service/Web/`) into Service.
@main
struct EmbedFilesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    var lists: [(name: String, files: [URL])] = []
    if target.name == "Service" {
      let web = root.appending(path: "Sources/Service/Web")
      lists.append(
        ("web", try ["html", "js", "css", "svg"].flatMap { try files(in: web, withExtension: $0) }))
    } else {
      lists.append(
        ("migrations", try files(in: root.appending(path: "Migrations"), withExtension: "sql")))
      lists.append(("seeds", try files(in: root.appending(path: "Seeds"), withExtension: "json")))
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
    var arguments = [output.path]
    for list in lists { arguments += ["--list", list.name] + list.files.map(\.path) }
    let inputs = lists.flatMap(\.files)
    return [
      .buildCommand(
        displayName: "Embedding "
          + lists.map { "\($0.files.count) \($0.name) files" }.joined(separator: ", "),
        executable: try context.tool(named: "EmbedFiles").url,
        arguments: arguments,
        inputFiles: inputs,
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
