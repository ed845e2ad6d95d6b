// swift-tools-version:6.0
import PackageDescription

// musicat: a music catalog in one SQLite file. No package dependencies: SQLite comes from
// the system (libsqlite3-dev) through the CSQLite system-library target (CMalloc reaches the
// C library's malloc_trim), and the files in Migrations/ and Seeds/ are compiled into the
// binary by the EmbedFiles build-tool plugin.
let package = Package(
  name: "musicat",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "musicat", targets: ["musicat"]),
    .library(name: "Catalog", targets: ["Catalog"]),
  ],
  targets: [
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .systemLibrary(name: "CMalloc"),
    .target(name: "SQLite", dependencies: ["CSQLite"]),
    .target(
      name: "LRC",
      linkerSettings: [.linkedLibrary("iconv", .when(platforms: [.macOS]))]
    ),
    .target(name: "AudioProbe"),
    .executableTarget(name: "EmbedFiles"),
    .plugin(
      name: "EmbedFilesPlugin",
      capability: .buildTool(),
      dependencies: ["EmbedFiles"],
      path: "Sources/EmbedFilesPlugin"
    ),
    .target(
      name: "Catalog",
      dependencies: ["SQLite", "LRC", "AudioProbe", "CMalloc"],
      plugins: ["EmbedFilesPlugin"]
    ),
    .executableTarget(name: "musicat", dependencies: ["Catalog", "LRC"]),
    .target(name: "FuzzSupport"),
    .executableTarget(name: "FuzzLRC", dependencies: ["LRC", "FuzzSupport"]),
    .executableTarget(name: "FuzzAudioProbe", dependencies: ["AudioProbe", "FuzzSupport"]),
    .executableTarget(name: "FuzzTrackQuery", dependencies: ["Catalog", "FuzzSupport"]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "SQLiteTests", dependencies: ["SQLite", "TestSupport"]),
    .testTarget(name: "LRCTests", dependencies: ["LRC", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "AudioProbeTests", dependencies: ["AudioProbe", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "CatalogTests", dependencies: ["Catalog", "SQLite", "TestSupport"]),
    .testTarget(name: "musicatTests", dependencies: ["musicat", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
