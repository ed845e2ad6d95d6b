import Foundation
import TestSupport
import Testing

/// `musicat lrc show` and `musicat lrc check`, run as the built binary on real files.
@Suite struct LRCCommandTests {
  private func write(_ bytes: [UInt8], to name: String, in folder: TemporaryFolder) throws -> String
  {
    let path = folder.path(name)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func showPrintsTheDocumentAsJSONWithEffectiveAndWrittenTimes() throws {
    let folder = try TemporaryFolder()
    let path = try write(
      Array("[ti:Offset]\n[offset:+500]\n[00:10.00]x\n".utf8), to: "o.lrc", in: folder)
    let result = try Musicat.run(["lrc", "show", path, "--format", "json"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains(#""offset_ms": 500"#))
    #expect(result.standardOutput.contains(#""written_ms": 10000"#))
    #expect(result.standardOutput.contains(#""time_ms": 9500"#))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "path", "encoding", "title", "artist", "album", "length_ms", "offset_ms", "instrumental",
        "synced", "tags",
        "lines", "warnings",
      ])
    #expect(object["encoding"] as? String == "utf-8")
    #expect(object["title"] as? String == "Offset")
    #expect(object["artist"] is NSNull)
    #expect(object["synced"] as? Bool == true)
  }

  @Test func showReadsLegacyEncodingsAndPrintsTextLRCAndTheLineAtATime() throws {
    let folder = try TemporaryFolder()
    // "[00:01.00]月亮\n[00:05.00]爱你\n" in GBK.
    let gbk: [UInt8] =
      Array("[00:01.00]".utf8) + [0xD4, 0xC2, 0xC1, 0xC1, 0x0A] + Array("[00:05.00]".utf8) + [
        0xB0, 0xAE, 0xC4, 0xE3, 0x0A,
      ]
    let path = try write(gbk, to: "gbk.lrc", in: folder)
    #expect(try Musicat.run(["lrc", "show", path], in: folder).standardOutput == "月亮\n爱你\n")
    #expect(
      try Musicat.run(["lrc", "show", path, "--format", "lrc"], in: folder).standardOutput
        == "[00:01.00]月亮\n[00:05.00]爱你\n")
    for at in ["4", "4.999", "0:04.5", "00:04.999"] {
      #expect(
        try Musicat.run(["lrc", "show", path, "--at", at], in: folder).standardOutput == "月亮\n",
        "\(at)")
    }
    #expect(
      try Musicat.run(["lrc", "show", path, "--at", "1:40"], in: folder).standardOutput == "爱你\n")
    let before = try Musicat.run(["lrc", "show", path, "--at", "0.5"], in: folder)
    #expect(before.status == 0)
    #expect(before.standardOutput == "")
    #expect(before.standardError.hasPrefix("No line is sung at 0:00"))
    let json = try Musicat.run(["lrc", "show", path, "--format", "json"], in: folder)
    #expect(json.standardOutput.contains(#""encoding": "gb18030""#))
  }

  /// Korean in EUC-KR is shown, imported and found by a search with its time; files that
  /// stop inside a character (GBK, UTF-8) are named as cut short, and the rest is imported.
  @Test func koreanIsReadAndFilesCutShortAreNamed() throws {
    let folder = try TemporaryFolder()
    // 사랑해요 당신을 and 그대 이름을, in EUC-KR.
    let love: [UInt8] = [
      0xBB, 0xE7, 0xB6, 0xFB, 0xC7, 0xD8, 0xBF, 0xE4, 0x20, 0xB4, 0xE7, 0xBD, 0xC5, 0xC0, 0xBB,
    ]
    let name: [UInt8] = [0xB1, 0xD7, 0xB4, 0xEB, 0x20, 0xC0, 0xCC, 0xB8, 0xA7, 0xC0, 0xBB]
    let korean = try write(
      Array("[00:01.00]".utf8) + love + Array("\n[01:40.00]".utf8) + name + [0x0A],
      to: "lib/ko.lrc", in: folder)
    // 我们的故事 in GBK, its last character cut after its first byte; 爱 in UTF-8, after two.
    _ = try write(
      Array("[00:01.00]".utf8) + [0xCE, 0xD2, 0xC3, 0xC7, 0xB5, 0xC4, 0xB9, 0xCA, 0xCA],
      to: "lib/gbk-cut.lrc", in: folder)
    _ = try write(Array("[00:01.00]".utf8) + [0xE7, 0x88], to: "lib/utf8-cut.lrc", in: folder)

    let shown = try Musicat.run(["lrc", "show", korean], in: folder)
    #expect(shown.standardOutput == "사랑해요 당신을\n그대 이름을\n")
    let checked = try Musicat.run(["lrc", "check", folder.path("lib")], in: folder)
    #expect(checked.status == 2)
    let cut = "it was cut short (an unfinished download or copy?)"
    #expect(
      checked.standardOutput == """
        \(folder.path("lib"))/gbk-cut.lrc: error: the file ends inside a gb18030 character: \(cut)
        \(folder.path("lib"))/utf8-cut.lrc: error: the file ends inside a utf-8 character: \(cut)
        3 files, 2 lines, 0 warnings, 2 errors; encodings: euc-kr 1

        """)

    let database = folder.path("c.db")
    let imported = try Musicat.run(["--db", database, "import", folder.path("lib")], in: folder)
    #expect(imported.status == 2)
    #expect(imported.standardOutput.contains("gbk-cut.lrc: the file ends inside a gb18030"))
    let found = try Musicat.run(
      ["--db", database, "search", "이름", "--format", "csv"], in: folder)
    #expect(found.status == 0)
    #expect(found.standardOutput.contains("1:40"), "\(found.standardOutput)")
    #expect(found.standardOutput.contains("그대 이름을"))
  }

  @Test func showRefusesABadTimeAndAnUnreadableFile() throws {
    let folder = try TemporaryFolder()
    let badTime = try Musicat.run(["lrc", "show", "x.lrc", "--at", "soon"], in: folder)
    #expect(badTime.status == 64)
    #expect(badTime.standardError.hasPrefix("Error: The value 'soon' is invalid for '--at <time>'"))
    let missing = try Musicat.run(["lrc", "show", folder.path("none.lrc")], in: folder)
    #expect(missing.status == 1)
    #expect(
      missing.standardError
        == "Error: \(folder.path("none.lrc")): cannot read the file: No such file or directory\n")
    let garbage = try write([0x00, 0xFF, 0x00, 0x13, 0x37], to: "bin.lrc", in: folder)
    let binary = try Musicat.run(["lrc", "show", garbage], in: folder)
    #expect(binary.status == 1)
    #expect(binary.standardError.contains("binary data"))
  }

  @Test func checkReportsWarningsErrorsAndASummaryAndCarriesOn() throws {
    let folder = try TemporaryFolder()
    _ = try write(Array("[00:01.00]fine\n".utf8), to: "lib/a/good.lrc", in: folder)
    _ = try write(
      Array("[ti:x]\njunk[00:01.00]x\n[offset:abc]\n".utf8), to: "lib/a/warn.LRC", in: folder)
    _ = try write([0x00, 0xFF, 0x00, 0x13], to: "lib/b/bad.lrc", in: folder)
    _ = try write(
      [0xFF, 0xFE] + Array("[".utf8).flatMap { [$0, 0] }, to: "lib/b/utf16.eslrc", in: folder)
    _ = try write(Array("not lyrics".utf8), to: "lib/b/notes.txt", in: folder)
    _ = try write(Array("[00:01.00]hidden".utf8), to: "lib/.hidden/h.lrc", in: folder)
    let result = try Musicat.run(["lrc", "check", folder.path("lib")], in: folder)
    #expect(result.status == 2)
    let lib = folder.path("lib")
    #expect(
      result.standardOutput == """
        \(lib)/a/warn.LRC:2: text before the first timestamp; the line is kept as untimed text
        \(lib)/a/warn.LRC:3: [offset:abc] is not a whole number of milliseconds; ignored
        \(lib)/b/bad.lrc: error: the file holds binary data (NUL or control bytes), not text
        4 files, 3 lines, 2 warnings, 1 error; encodings: utf-8 2, utf-16le 1

        """)
    let clean = try Musicat.run(["lrc", "check", folder.path("lib/a/good.lrc")], in: folder)
    #expect(clean.status == 0)
    #expect(clean.standardOutput == "1 file, 1 line, 0 warnings, 0 errors; encodings: utf-8 1\n")
    // The same report for scripts: each problem in the same order, then the counts.
    let json = try Musicat.run(["lrc", "check", lib, "--format", "json"], in: folder)
    #expect(json.status == 2)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let problems = try #require(report["problems"] as? [[String: Any]])
    #expect(
      problems.map { "\($0["path"] ?? ""):\($0["line"] ?? ""):\($0["severity"] ?? "")" } == [
        "\(lib)/a/warn.LRC:2:warning", "\(lib)/a/warn.LRC:3:warning",
        "\(lib)/b/bad.lrc:<null>:error",
      ])
    #expect(
      problems.first?["message"] as? String
        == "text before the first timestamp; the line is kept as untimed text")
    #expect(report["files"] as? Int == 4 && report["lines"] as? Int == 3)
    #expect(report["warnings"] as? Int == 2 && report["errors"] as? Int == 1)
    #expect(report["encodings"] as? [String: Int] == ["utf-8": 2, "utf-16le": 1])
    let none = try Musicat.run(
      ["lrc", "check", folder.path("lib/a/good.lrc"), "--format", "json"], in: folder)
    #expect(
      none.standardOutput
        == #"{"problems": [], "files": 1, "lines": 1, "warnings": 0, "errors": 0, "encodings": {"utf-8": 1}}"#
        + "\n")
  }

  /// One thread or three, the same report in the same order: legacy, UTF-16 and bad files
  /// among good ones, more files than threads.
  @Test func checkSaysTheSameWhateverItsJobs() throws {
    let folder = try TemporaryFolder()
    let gbk: [UInt8] = Array("[00:01.00]".utf8) + [0xB0, 0xAE, 0xC4, 0xE3, 0x0A]
    for index in 0..<12 {
      let name = "lib/\(index % 3)/\(index)"
      switch index % 4 {
      case 0: _ = try write(gbk, to: name + ".lrc", in: folder)
      case 1: _ = try write(Array("junk[00:0\(index).00]x\n".utf8), to: name + ".lrc", in: folder)
      case 2: _ = try write([0x00, 0xFF, 0x00, 0x13], to: name + ".lrc", in: folder)
      default:
        _ = try write(
          [0xFF, 0xFE] + Array("[00:01.00]hi\n".utf8).flatMap { [$0, 0] }, to: name + ".eslrc",
          in: folder)
      }
    }
    let lib = folder.path("lib")
    let one = try Musicat.run(["lrc", "check", lib, "--jobs", "1"], in: folder)
    let three = try Musicat.run(["lrc", "check", lib, "--jobs", "3"], in: folder)
    let cores = try Musicat.run(["lrc", "check", lib], in: folder)
    #expect(one.status == 2)
    #expect(
      one.standardOutput.hasSuffix(
        "12 files, 9 lines, 3 warnings, 3 errors; encodings: utf-8 3, utf-16le 3, gb18030 3\n"))
    #expect(three.standardOutput == one.standardOutput)
    #expect(cores.standardOutput == one.standardOutput)
    let none = try Musicat.run(["lrc", "check", lib, "--jobs", "0"], in: folder)
    #expect(none.status == 64)
    #expect(none.standardError.contains("expected a whole number 1 or more"))
  }

  @Test func checkNeedsAPath() throws {
    let folder = try TemporaryFolder()
    let result = try Musicat.run(["lrc", "check"], in: folder)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: Missing expected argument '<paths> ...'."))
  }

  @Test func lrcAloneListsItsSubcommands() throws {
    let folder = try TemporaryFolder()
    let result = try Musicat.run(["lrc"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("show"))
    #expect(result.standardOutput.contains("check"))
    #expect(
      try Musicat.run(["help", "lrc", "show"], in: folder).standardOutput
        == (try Musicat.run(["lrc", "show", "--help"], in: folder)).standardOutput)
    #expect(try Musicat.run(["lrc", "dance"], in: folder).status == 64)
  }
}
