// swift-tools-version:6.0
import PackageDescription

// musicat: a music catalog in one SQLite file. No package dependencies: SQLite comes from
// the system (libsqlite3-dev) through the CSQLite system-library target (CMalloc reaches the
// C library's malloc_trim); libmicrohttpd and GnuTLS, which only the service uses, are
// loaded at run time by CServiceLibraries (their headers are read at build time); and the
// files in Migrations/, Seeds/ and Sources/Service/Web/ (the page) are compiled into the
// binary by the EmbedFiles build-tool plugin.
//
// The modules, each depending only on those listed before it (docs/ARCHITECTURE.md):
// SQLite, LRC, AudioProbe, Utilities (helpers that know nothing of music) -> Catalog (the
// model, its repositories, queries, lyric search, playlists) -> Importer (walks folders
// into a catalog) -> Listings -> Service (musicat serve) -> musicat (the command line).

// Where Homebrew keeps the headers of libmicrohttpd and GnuTLS on macOS (Apple silicon, then
// Intel): CServiceLibraries includes them, and so does every module that imports it.
let homebrewIncludes = ["-I/opt/homebrew/include", "-I/usr/local/include"]
let homebrewIncludesForSwift: [SwiftSetting] = [
  .unsafeFlags(homebrewIncludes.flatMap { ["-Xcc", $0] }, .when(platforms: [.macOS]))
]

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
    .target(
      name: "CServiceLibraries",
      cSettings: [.unsafeFlags(homebrewIncludes, .when(platforms: [.macOS]))]
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
    .target(name: "Listings", dependencies: ["Catalog", "LRC", "Utilities"]),
    .target(
      name: "Service",
      dependencies: [
        "Catalog", "Importer", "Listings", "SQLite", "LRC", "AudioProbe", "Utilities",
        "CServiceLibraries", "CMalloc",
      ],
      exclude: ["Web"],
      swiftSettings: homebrewIncludesForSwift,
      plugins: ["EmbedFilesPlugin"]),
    .executableTarget(
      name: "musicat",
      dependencies: ["Catalog", "Importer", "Listings", "Service", "SQLite", "LRC", "Utilities"],
      exclude: ["Linking"],
      swiftSettings: homebrewIncludesForSwift,
      // A release on Linux links the C++ library under the Swift runtime in, as the runtime
      // itself is with --static-swift-stdlib, so that no command loads and binds
      // libstdc++.so.6: Linking/libstdc++.so, a linker script found before the system's,
      // names libstdc++.a. The unwinder is linked in too (-static-libgcc): libgcc_s.so.1's
      // constructor asks the processor for its features, and under a hypervisor each such
      // question is a trap to the host.
      linkerSettings: [
        .unsafeFlags(
          [
            "-L\(Context.packageDirectory)/Sources/musicat/Linking",
            "-Xclang-linker", "-static-libgcc", "-Xlinker", "--no-export-dynamic",
          ],
          .when(platforms: [.linux], configuration: .release))
      ]),
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
    .testTarget(
      name: "ServiceTests", dependencies: ["Service", "TestSupport"],
      swiftSettings: homebrewIncludesForSwift),
    .testTarget(
      name: "musicatTests", dependencies: ["musicat", "TestSupport"],
      swiftSettings: homebrewIncludesForSwift),
    .testTarget(name: "ArchitectureTests"),
  ],
  swiftLanguageModes: [.v6]
)
