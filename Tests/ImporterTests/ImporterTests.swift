import Foundation
import TestSupport
import Testing

@testable import Catalog
@testable import Importer

/// The importer in process, on real files, with more reading threads than this machine's
/// cores give it: the catalog is the same as with one.
@Suite struct ImporterTests {
  /// Eight folders of 1 to 36 lyrics files of 40 lines, the larger ones several parts each.
  func makeLibrary(in folder: TemporaryFolder) throws -> String {
    let root = folder.path("library")
    for group in 1...8 {
      let name = "\(root)/group \(group)"
      try FileManager.default.createDirectory(atPath: name, withIntermediateDirectories: true)
      for track in 1...(group * 11 % 37) {
        let lines = (1...40).map {
          "[00:\(String(format: "%02d", $0)).00]第\($0)行 line \($0) of \(track)\n"
        }
        try Data(lines.joined().utf8).write(to: URL(fileURLWithPath: "\(name)/\(track) song.lrc"))
      }
    }
    return root
  }

  /// The catalog's tracks, groups in order and lyric lines, as text.
  func contents(of catalog: Catalog) throws -> [String] {
    try catalog.read { session in
      let text = { (sql: String) in
        try session.database.rows(sql) { try $0.get(0, as: String.self) }
      }
      return try text("SELECT id || ' ' || title || ' ' || lrc_path FROM tracks ORDER BY id")
        + text(
          "SELECT g.name || ' ' || m.position || ' ' || m.track_id FROM group_tracks AS m"
            + " JOIN groups AS g ON g.id = m.group_id ORDER BY g.id, m.position")
        + text(
          "SELECT track_id || ' ' || line_number || ' ' || time_ms || ' ' || text"
            + " FROM lyric_lines ORDER BY track_id, line_number")
    }
  }

  @Test func threeReadingWorkersImportWhatOneDoes() throws {
    let folder = try TemporaryFolder()
    let library = try makeLibrary(in: folder)
    var results: [[String]] = []
    for (index, workers) in [1, 3].enumerated() {
      let catalog = try Catalog.open(path: folder.path("c\(index).db"))
      var importer = Importer(catalog: catalog)
      importer.readingWorkers = workers
      let report = try importer.run([library])
      #expect(report.groupsAdded == 8)
      #expect(report.tracksAdded == (1...8).reduce(0) { $0 + $1 * 11 % 37 })
      results.append(try contents(of: catalog))
      let again = try importer.run([library])
      #expect(again.tracksUnchanged == report.tracksAdded)
      #expect(again.groupsUnchanged == 8)
      #expect(try contents(of: catalog) == results[index])
    }
    #expect(results[0].count > 8 * 40)
    #expect(results[1] == results[0])
  }

  /// An import keeps the album summaries in step: a retagged file leaves its album for
  /// another, a deleted one (with --prune) leaves it smaller, a new one makes it larger.
  @Test func reimportsKeepTheAlbumSummariesInStep() throws {
    let folder = try TemporaryFolder()
    let root = folder.path("library/Paper Boats - Harbor")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    func song(_ number: Int, album: String) throws {
      let text = "[ti:Song \(number)]\n[ar:Paper Boats]\n[al:\(album)]\n[00:01.00]line \(number)\n"
      try Data(text.utf8).write(to: URL(fileURLWithPath: "\(root)/0\(number) Song \(number).lrc"))
    }
    for number in 1...4 { try song(number, album: "Harbor") }
    let catalog = try Catalog.open(path: folder.path("c.db"))
    func counts() throws -> [String: Int] {
      try catalog.read { session in
        Dictionary(
          uniqueKeysWithValues: try session.albums.albums(.name, limit: 10, offset: 0).map {
            ($0.albumKey, $0.trackCount)
          })
      }
    }
    _ = try Importer(catalog: catalog).run([folder.path("library")])
    #expect(try counts() == ["harbor": 4])
    try song(2, album: "Lighthouse")
    _ = try Importer(catalog: catalog).run([folder.path("library")])
    #expect(try counts() == ["harbor": 3, "lighthouse": 1])
    try FileManager.default.removeItem(atPath: "\(root)/04 Song 4.lrc")
    try FileManager.default.removeItem(atPath: "\(root)/02 Song 2.lrc")
    try song(5, album: "Harbor")
    var options = ImportOptions()
    options.prune = true
    _ = try Importer(catalog: catalog, options: options).run([folder.path("library")])
    #expect(try counts() == ["harbor": 3])
    let health = try catalog.write { try $0.inspector.health() }
    #expect(health.searchIndexProblems.isEmpty, "\(health.searchIndexProblems)")
  }
}
