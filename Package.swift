// swift-tools-version:6.0
import PackageDescription

// musicat: a music catalog in one SQLite file. No package dependencies: SQLite comes from
// the system (libsqlite3-dev) through the CSQLite system-library target (CMalloc reaches the
// C library's malloc_trim), libmicrohttpd and GnuTLS likewise, and the files in Migrations/,
// Seeds/ and Sources/Service/Web/ (the page) are compiled into the binary by the EmbedFiles
// build-tool plugin.
//
// The modules, each depending only on those listed before it (docs/ARCHITECTURE.md):
// SQLite, LRC, AudioProbe, Utilities (helpers that know nothing of music) -> Catalog (the
// model, its repositories, queries, lyric search, playlists) -> Importer (walks folders
// into a catalog) -> Listings -> Service (musicat serve) -> musicat (the command line).
let package = Package(
  name: "musicat",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "musicat", targets: ["musicat"]),
    .library(name: "Catalog", targets: ["Catalog"]),
    .library(name: "Importer", targets: ["Importer"]),
  ],
  targets: [
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .systemLibrary(name: "CMalloc"),
    .systemLibrary(
      name: "CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
    ),
    .systemLibrary(
      name: "CGnuTLS",
      pkgConfig: "gnutls",
      providers: [.apt(["libgnutls28-dev"]), .brew(["gnutls"])]
    ),
    .target(name: "SQLite", dependencies: ["CSQLite"]),
    .target(
      name: "LRC",
      dependencies: ["Utilities"],
      linkerSettings: [.linkedLibrary("iconv", .when(platforms: [.macOS]))]
    ),
    .target(name: "AudioProbe", dependencies: ["Utilities"]),
    .target(name: "Utilities"),
    .executableTarget(name: "EmbedFiles"),
    .plugin(
      name: "EmbedFilesPlugin",
      capability: .buildTool(),
      dependencies: ["EmbedFiles"],
      path: "Sources/EmbedFilesPlugin"
    ),
    .target(
      name: "Catalog",
      dependencies: ["SQLite", "LRC", "AudioProbe", "Utilities"],
      plugins: ["EmbedFilesPlugin"]
    ),
    .target(
      name: "Importer",
      dependencies: ["Catalog", "SQLite", "LRC", "AudioProbe", "Utilities", "CMalloc"]
    ),
    .target(name: "Listings", dependencies: ["Catalog", "LRC"]),
    .target(
      name: "Service",
      dependencies: [
        "Catalog", "Importer", "Listings", "SQLite", "LRC", "AudioProbe", "Utilities",
        "CMicroHTTPD",
        "CGnuTLS",
      ],
      exclude: ["Web"],
      plugins: ["EmbedFilesPlugin"]),
    .executableTarget(
      name: "musicat",
      dependencies: ["Catalog", "Importer", "Listings", "Service", "SQLite", "LRC", "Utilities"]),
    .target(name: "FuzzSupport"),
    .executableTarget(name: "FuzzLRC", dependencies: ["LRC", "FuzzSupport"]),
    .executableTarget(name: "FuzzAudioProbe", dependencies: ["AudioProbe", "FuzzSupport"]),
    .executableTarget(name: "FuzzTrackQuery", dependencies: ["Catalog", "FuzzSupport"]),
    .target(name: "TestSupport", dependencies: ["Utilities"], path: "Tests/TestSupport"),
    .testTarget(name: "SQLiteTests", dependencies: ["SQLite", "TestSupport"]),
    .testTarget(name: "LRCTests", dependencies: ["LRC", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "AudioProbeTests", dependencies: ["AudioProbe", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "UtilitiesTests", dependencies: ["Utilities", "TestSupport"]),
    .testTarget(
      name: "CatalogTests", dependencies: ["Catalog", "SQLite", "LRC", "Utilities", "TestSupport"]),
    .testTarget(
      name: "ImporterTests",
      dependencies: ["Importer", "Catalog", "SQLite", "LRC", "Utilities", "TestSupport"]),
    .testTarget(name: "ListingsTests", dependencies: ["Listings"]),
    .testTarget(name: "ServiceTests", dependencies: ["Service", "TestSupport"]),
    .testTarget(name: "musicatTests", dependencies: ["musicat", "TestSupport"]),
    .testTarget(name: "ArchitectureTests"),
  ],
  swiftLanguageModes: [.v6]
)
