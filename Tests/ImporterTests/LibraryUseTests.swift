import Catalog
import Foundation
import Importer
import TestSupport
import Testing

/// The example of `Catalog` and `Importer` used as a library (docs/ARCHITECTURE.md), with
/// their public API alone (no `@testable`): open, import, a query, a lyric search.
@Suite struct LibraryUseTests {
  @Test func theLibraryExampleRuns() throws {
    let folder = try TemporaryFolder()
    let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Seeds/sample-library").standardized.path

    // docs/ARCHITECTURE.md: "Catalog as a library"
    let catalog = try Catalog.open(path: folder.path("music.sqlite"))
    let report = try Importer(catalog: catalog).run([library])
    let hd = try catalog.read { session in
      try session.tracks.list(
        TrackFilter(
          query: try TrackQuery.parse(["downloaded:yes", "hd:yes"]), sort: [TrackSortKey(.title)]))
    }
    let sung = try catalog.read { try $0.lyricSearch.search("月光", limit: 5) }
    // (end of the example)

    #expect(report.tracksAdded == 8)
    #expect(hd.map(\.title) == ["Slow Train", "回家", "月光", "风"].sorted())
    #expect(sung.matches.first?.title == "月光")
    #expect(sung.matches.first?.line.timeMS == 500)
  }
}
