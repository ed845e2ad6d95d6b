import Foundation
import Testing

/// The arrows between modules point one way: each source file imports only the project
/// modules its module may depend on (``ModuleLayering/allowedImports``).
@Suite struct ModuleLayeringTests {
  /// Every Swift file under `Sources/`, with its text.
  static func sourceFiles() throws -> [(path: String, text: String)] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let sources = root.appendingPathComponent("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    var files: [(String, String)] = []
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
      let url = sources.appendingPathComponent(relative)
      files.append(("Sources/" + relative, try String(contentsOf: url, encoding: .utf8)))
    }
    return files
  }

  @Test func everyModuleImportsOnlyTheModulesBelowIt() throws {
    let files = try Self.sourceFiles()
    #expect(files.count > 100)
    let modules = Set(files.map { $0.path.split(separator: "/")[1] }.map(String.init))
    #expect(modules.subtracting(ModuleLayering.allowedImports.keys).isEmpty, "\(modules)")
    let violations = ModuleLayering.violations(in: files)
    #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
  }

  /// The check itself: imports that go up, sideways or into the command line are found,
  /// written in any of Swift's spellings; those that go down are not.
  @Test func anImportThatGoesUpIsFound() {
    let files = [
      ("Sources/Catalog/Model/Track.swift", "import SQLite\n@testable import Importer\n"),
      ("Sources/LRC/LRCParser.swift", "#if DEBUG\n  import struct Catalog.Track\n#endif\n"),
      ("Sources/AudioProbe/FLACProbe.swift", "import Foundation\nimport SQLite\n"),
      ("Sources/Importer/Importer.swift", "import Catalog\nimport musicat\n"),
      ("Sources/musicat/Musicat.swift", "import Importer\nimport Catalog\nimport Glibc\n"),
    ]
    #expect(
      ModuleLayering.violations(in: files).map(\.description) == [
        "Sources/Catalog/Model/Track.swift:2: Catalog imports Importer",
        "Sources/LRC/LRCParser.swift:2: LRC imports Catalog",
        "Sources/AudioProbe/FLACProbe.swift:2: AudioProbe imports SQLite",
        "Sources/Importer/Importer.swift:2: Importer imports musicat",
      ])
  }

  /// Foundation stays out of the program, and so do FoundationEssentials and Dispatch: only
  /// the build-time tools that embed the migrations may import them. Each costs every
  /// command's start (Tests/Release/check-release.sh checks what the release links).
  @Test func onlyTheBuildToolsImportFoundation() throws {
    let buildTools: Set<Substring> = ["EmbedFiles", "EmbedFilesPlugin"]
    let excluded: Set<Substring> = [
      "Foundation", "FoundationEssentials", "FoundationInternationalization",
      "FoundationNetworking", "Dispatch",
    ]
    var importers: [String] = []
    for (path, text) in try Self.sourceFiles()
    where !buildTools.contains(path.split(separator: "/")[1]) {
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        guard words.first == "import", let module = words.last?.split(separator: ".").first
        else { continue }
        if excluded.contains(module) { importers.append(path) }
      }
    }
    #expect(importers.isEmpty, "\(importers)")
  }
}
