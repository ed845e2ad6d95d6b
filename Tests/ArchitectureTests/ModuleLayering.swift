/// The modules of `Sources/` and the project modules each may import: the arrows of
/// docs/ARCHITECTURE.md, which point one way only (no module imports one above it, and
/// nothing imports the command line).
enum ModuleLayering {
  static let allowedImports: [String: Set<String>] = [
    "CSQLite": [],
    "CMalloc": [],
    "SQLite": ["CSQLite"],
    "LRC": ["Utilities"],
    "AudioProbe": ["Utilities"],
    "Utilities": [],
    "Catalog": ["SQLite", "LRC", "AudioProbe", "Utilities"],
    "Importer": ["Catalog", "SQLite", "LRC", "AudioProbe", "Utilities", "CMalloc"],
    "CServiceLibraries": [],
    "Listings": ["Catalog", "LRC", "Utilities"],
    "Service": [
      "Catalog", "Importer", "Listings", "SQLite", "LRC", "AudioProbe", "Utilities",
      "CServiceLibraries", "CMalloc",
    ],
    "musicat": ["Catalog", "Importer", "Listings", "Service", "SQLite", "LRC", "Utilities"],
    "EmbedFiles": [],
    "EmbedFilesPlugin": [],
    "FuzzSupport": [],
    "FuzzLRC": ["LRC", "FuzzSupport"],
    "FuzzAudioProbe": ["AudioProbe", "FuzzSupport"],
    "FuzzTrackQuery": ["Catalog", "FuzzSupport"],
  ]

  /// An import of a project module that its importer may not make.
  struct Violation: Equatable, CustomStringConvertible {
    let file: String
    let line: Int
    let module: String
    let imported: String

    var description: String { "\(file):\(line): \(module) imports \(imported)" }
  }

  /// The imports in `files` (each a path under `Sources/<module>/` and its text) that break
  /// the layering; a module that is not in ``allowedImports`` is one too.
  static func violations(in files: [(path: String, text: String)]) -> [Violation] {
    var found: [Violation] = []
    for (path, text) in files {
      let parts = path.split(separator: "/")
      guard let sources = parts.firstIndex(of: "Sources"), sources + 1 < parts.count else {
        continue
      }
      let module = String(parts[sources + 1])
      let allowed = allowedImports[module]
      for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let imported = importedModule(line), allowedImports[imported] != nil,
          allowed?.contains(imported) != true
        else { continue }
        found.append(Violation(file: path, line: offset + 1, module: module, imported: imported))
      }
    }
    return found
  }

  /// The module a line of Swift imports (`import X`, `@testable import X`, `import struct
  /// X.Y`, indented inside `#if`), or nil.
  static func importedModule(_ line: Substring) -> String? {
    var words = line.split(whereSeparator: \.isWhitespace)
    while let first = words.first,
      first.hasPrefix("@") || first == "public" || first == "package"
        || first == "internal" || first == "private" || first == "fileprivate"
    {
      words.removeFirst()
    }
    guard words.first == "import", words.count >= 2 else { return nil }
    let kinds: Set<Substring> = [
      "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
    ]
    let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
    return path.split(separator: ".").first.map(String.init)
  }
}
