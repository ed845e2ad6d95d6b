import Foundation
import TestSupport
import Testing

/// libmicrohttpd and GnuTLS are loaded by the commands that use them and by no other: the
/// dynamic loader's own account (glibc's LD_DEBUG=libs) of what a run of the built binary
/// loaded: loading them, with the libraries GnuTLS brings, would slow every start.
@Suite struct LibraryLoadingTests {
  /// The file names of the libraries a run loaded, from the loader's "calling init:" lines.
  private func librariesLoaded(by arguments: [String], in folder: TemporaryFolder) throws
    -> [String]
  {
    let result = try Musicat.run(arguments, in: folder, environment: ["LD_DEBUG": "libs"])
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    return result.standardError.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "calling init: ") else { return nil }
      return String(line[range.upperBound...].split(separator: "/").last ?? "")
    }
  }

  #if os(Linux)
    @Test func onlyTheCommandsThatNeedThemLoadTheServiceLibraries() throws {
      let folder = try TemporaryFolder()
      let database = folder.path("c.db")
      #expect(
        try Musicat.run(["--db", database, "seed"], in: folder)
          .status == 0)
      for arguments in [["--version"], ["tracks"], ["search", "爱"], ["stats"], ["user", "list"]] {
        let loaded = try librariesLoaded(by: ["--db", database] + arguments, in: folder)
        #expect(loaded.contains { $0.hasPrefix("libsqlite3") }, "\(arguments): \(loaded)")
        #expect(
          !loaded.contains { $0.hasPrefix("libmicrohttpd") || $0.hasPrefix("libgnutls") },
          "\(arguments) loaded \(loaded)")
      }
      let adding = try librariesLoaded(
        by: ["--db", database, "user", "add", "me", "--password", "secret"], in: folder)
      #expect(adding.contains { $0.hasPrefix("libgnutls") }, "user add loaded \(adding)")
    }
  #endif
}
