import Foundation
import TestSupport
import Testing

/// Folders and files named as macOS names them, decomposed (`가` as its jamo, `é` as `e` and
/// an accent), with lyrics written so: the catalog stores their names and lines composed, so
/// the composed text a keyboard types finds them, on the command line and through the
/// service, and names their group; the paths keep their own bytes.
@Suite struct DecomposedNameTests {
  static let albumNFC = "Café 앨범"
  static let titleNFC = "사랑"
  static let lineNFC = "ガラスの心"

  static func decomposed(_ text: String) -> [UInt8] {
    Array(text.decomposedStringWithCanonicalMapping.utf8)
  }

  @Test func decomposedNamesAndLinesAreFoundByWhatIsTyped() throws {
    let folder = try TemporaryFolder()
    let album = Array("lib/".utf8) + Self.decomposed(Self.albumNFC)
    NonUTF8NameTests.makeFolder(album, in: folder)
    let file = album + Array("/01 ".utf8) + Self.decomposed(Self.titleNFC) + Array(".lrc".utf8)
    try NonUTF8NameTests.write(
      Array("[00:01.00]".utf8) + Self.decomposed(Self.lineNFC) + [0x0A], to: file, in: folder)
    #expect(try Musicat.run(["--db", "c.db", "import", "lib"], in: folder).status == 0)

    let search = try Musicat.run(["--db", "c.db", "search", "ガラス", "--format", "json"], in: folder)
    // Bytes are compared: String's == holds for canonically equivalent text.
    let output = search.standardOutputBytes
    #expect(output.firstRange(of: Array(#""text": "\#(Self.lineNFC)""#.utf8)) != nil)
    #expect(output.firstRange(of: Array(#""title": "\#(Self.titleNFC)""#.utf8)) != nil)

    let tracks = try Musicat.run(["--db", "c.db", "tracks", "--format", "csv"], in: folder)
    #expect(tracks.standardOutputBytes.split(separator: 0x0A).count == 2)
    // The path is the file's own, decomposed.
    #expect(tracks.standardOutputBytes.firstRange(of: file) != nil)

    let groups = try Musicat.run(["--db", "c.db", "groups", "--format", "csv"], in: folder)
    #expect(groups.standardOutputBytes.firstRange(of: Array(",\(Self.albumNFC),".utf8)) != nil)
    let export = try Musicat.run(
      ["--db", "c.db", "export", Self.albumNFC, "--include-missing"], in: folder)
    #expect(export.status == 0, "\(export.standardError)")
    let again = try Musicat.run(["--db", "c.db", "group", "create", Self.albumNFC], in: folder)
    #expect(again.status == 1)
    #expect(again.standardError == "Error: a group named '\(Self.albumNFC)' already exists\n")

    // The service's name search (search3) and lyric search (/api/search), asked composed.
    let log = folder.url.appendingPathComponent("serve.log")
    let (server, port) = try ServedCatalog.start(
      database: folder.path("c.db"), arguments: ["--listen", "127.0.0.1:0", "--quiet"], log: log,
      in: folder)
    defer {
      server.terminate()
      server.waitUntilExit()
    }
    for (target, expected) in [
      ("/rest/search3?f=json&query=%EC%82%AC%EB%9E%91", #""title":"\#(Self.titleNFC)""#),
      ("/api/search?q=%E3%82%AC%E3%83%A9%E3%82%B9", #""text": "\#(Self.lineNFC)""#),
    ] {
      let answer = try Musicat.runTool(
        "curl", ["-sS", "--max-time", "20", "http://127.0.0.1:\(port)\(target)"])
      #expect(answer.standardOutputBytes.firstRange(of: Array(expected.utf8)) != nil, "\(target)")
    }
  }
}
