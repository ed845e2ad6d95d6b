import Foundation
import TestSupport
import Testing

/// `musicat search` and `musicat lyrics`, run as the built binary on a catalog imported from
/// lyrics files in several scripts.
@Suite struct LyricsCommandTests {
  /// A catalog with lyrics in English, French, Chinese and Japanese (one file with an offset
  /// and word timing); returns the database path.
  private func catalog(in folder: TemporaryFolder) throws -> String {
    let library = folder.path("Library")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    let files = [
      "Latin.lrc":
        "[ti:Latin]\n[00:01.00]Café au lait\n[00:02.00]I love you\n[00:03.00]Lovely day\n",
      "Chinese.lrc": "[ti:Chinese]\n[00:03.00]月亮代表我的心\n[00:04.00]爱\n[00:05.50]回忆\n",
      "Japanese.lrc": "[ti:Japanese]\n[00:06.00]ありがとう東京\n",
      "Offset.lrc":
        "[ti:Offset]\n[ar:Someone]\n[offset:500]\n[00:10.00]<00:10.00>first <00:11.00>line\n[00:20.00]second line\n[00:20.00]second translated\n",
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: library + "/" + name))
    }
    let database = folder.path("c.db")
    let imported = try Musicat.run(["--db", database, "import", library, "--quiet"], in: folder)
    #expect(imported.status == 0)
    return database
  }

  private func search(_ database: String, _ text: String, in folder: TemporaryFolder) throws
    -> (status: Int32, total: Int, lines: [String], times: [String])
  {
    let result = try Musicat.run(
      ["--db", database, "search", "--format", "json", "--", text], in: folder)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let matches = object["matches"] as? [[String: Any]] ?? []
    return (
      result.status, object["total"] as? Int ?? -1, matches.compactMap { $0["text"] as? String },
      matches.compactMap { $0["time"] as? String }
    )
  }

  @Test func findsTheLineAndItsTimeInEveryScript() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    let cases: [(String, [String])] = [
      ("cafe", ["Café au lait"]),
      ("CAFÉ AU", ["Café au lait"]),
      ("love", ["I love you"]),
      ("i love", ["I love you"]),
      ("爱", ["爱"]),
      ("月亮", ["月亮代表我的心"]),
      ("代表我", ["月亮代表我的心"]),
      ("回忆", ["回忆"]),
      ("ありがとう", ["ありがとう東京"]),
      ("東京", ["ありがとう東京"]),
      ("second", ["second line", "second translated"]),
    ]
    for (text, lines) in cases {
      let found = try search(database, text, in: folder)
      #expect(found.status == 0, "\(text)")
      #expect(found.lines == lines, "\(text)")
      #expect(found.total == lines.count, "\(text)")
    }
    #expect(try search(database, "回忆", in: folder).times == ["00:05.50"])
    // The offset (500 ms sooner) gives the time the line is sung.
    #expect(try search(database, "first line", in: folder).times == ["00:09.50"])
  }

  @Test func fieldTermsFilterTheTracksSearched() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    func lines(_ arguments: String...) throws -> (Int32, [String]) {
      let result = try Musicat.run(
        ["--db", database, "search", "--format", "json"] + arguments, in: folder)
      guard result.status == 0 else { return (result.status, []) }
      let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
      let matches = (object as? [String: Any])?["matches"] as? [[String: Any]] ?? []
      return (result.status, matches.compactMap { $0["text"] as? String })
    }
    #expect(try lines("line", "artist:someone").1 == ["first line", "second line"])
    #expect(try lines("line", "-artist:someone").1 == [])
    #expect(try lines("line", "title:=offset", "synced:yes").1 == ["first line", "second line"])
    #expect(try lines("爱", "title:latin").1 == [])
    #expect(try lines("爱", "title:chinese").1 == ["爱"])
    // An unknown field is text, searched literally; a bad value of a field is an error.
    #expect(try lines("line", "colour:red") == (0, []))
    #expect(try lines("line", "hd:maybe").0 == 64)
    #expect(try lines("artist:someone").0 == 64)
  }

  @Test(arguments: [
    "\"", "*", "NEAR(", "love AND", "'; DROP TABLE tracks; --", "-love", "\"love\" OR \"爱\"",
    "lov*", "^", "((", "Café\"",
  ])
  func anyTextIsSearchedLiterally(text: String) throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    // (`--` ends the options, so a text may start with `-`.)
    let result = try Musicat.run(["--db", database, "search", "--", text], in: folder)
    #expect(result.status == 0)
    #expect(!result.standardError.contains("Error"))
    let tracks = try Musicat.run(["--db", database, "tracks", "--format", "json"], in: folder)
    let listed = try JSONSerialization.jsonObject(with: Data(tracks.standardOutput.utf8))
    #expect((listed as? [Any])?.count == 4)
    // Punctuation is not a word: what is left of the text is what is searched.
    let expected = ["love AND": 0, "-love": 1, "\"love\" OR \"爱\"": 0, "lov*": 0, "Café\"": 1]
    #expect(try search(database, text, in: folder).total == expected[text] ?? 0, "\(text)")
  }

  @Test func lyricsAtATimeComesFromTheCatalog() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    func at(_ time: String) throws -> String {
      try Musicat.run(["--db", database, "lyrics", "Offset", "--at", time], in: folder)
        .standardOutput
    }
    #expect(try at("0:05") == "")
    #expect(try at("0:09.49") == "")
    #expect(try at("0:09.50") == "first line\n")
    #expect(try at("0:15") == "first line\n")
    #expect(try at("0:19.50") == "second line\nsecond translated\n")
    #expect(try at("59:00") == "second line\nsecond translated\n")
  }

  @Test func lyricsRecreateTheFile() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    let lrc = try Musicat.run(["--db", database, "lyrics", "Offset"], in: folder)
    #expect(lrc.status == 0)
    #expect(
      lrc.standardOutput
        == "[ti:Offset]\n[ar:Someone]\n[offset:500]\n[00:10.00]<00:10.00>first <00:11.00>line\n[00:20.00]second line\n[00:20.00]second translated\n"
    )
    let several = try Musicat.run(["--db", database, "lyrics", "a"], in: folder)
    #expect(several.status == 1)
    #expect(several.standardOutput == "")
    #expect(several.standardError.contains("tracks match 'a'"))
    let none = try Musicat.run(["--db", database, "lyrics", "nothing-like-this"], in: folder)
    #expect(none.status == 1)
    #expect(none.standardError == "Error: no track matches 'nothing-like-this'.\n")
    let badTime = try Musicat.run(["--db", database, "lyrics", "1", "--at", "soon"], in: folder)
    #expect(badTime.status == 64)
  }

  /// Tags or word timing edited by hand into another shape are reported with the track (and
  /// line) they belong to, exit 1; the other tracks' lyrics still read.
  @Test func storedJSONEditedByHandIsReportedWithItsTrack() throws {
    let folder = try TemporaryFolder()
    let database = try catalog(in: folder)
    let edit = try Musicat.runTool(
      "sqlite3",
      [
        database,
        """
        UPDATE tracks SET lrc_tags = '[{"key": 1}]' WHERE title = 'Latin';
        UPDATE lyric_lines SET words = '[{"text": "first "}]'
        WHERE words IS NOT NULL AND track_id = (SELECT id FROM tracks WHERE title = 'Offset');
        SELECT id FROM tracks WHERE title IN ('Latin', 'Offset') ORDER BY title;
        """,
      ])
    let ids = edit.standardOutput.split(separator: "\n")
    #expect(edit.status == 0 && ids.count == 2)
    let tags = try Musicat.run(["--db", database, "lyrics", "Latin"], in: folder)
    #expect(tags.status == 1)
    #expect(
      tags.standardError
        == "Error: invalid lyrics: track \(ids[0]): item 1 of the stored tags is not as musicat writes it\n"
    )
    let words = try Musicat.run(["--db", database, "lyrics", "Offset"], in: folder)
    #expect(words.status == 1)
    #expect(
      words.standardError
        == "Error: invalid lyrics: track \(ids[1]), line 1: item 1 of the stored word timing is not as musicat writes it\n"
    )
    let other = try Musicat.run(["--db", database, "lyrics", "Japanese"], in: folder)
    #expect(other.status == 0 && other.standardOutput == "[ti:Japanese]\n[00:06.00]ありがとう東京\n")
  }
}
