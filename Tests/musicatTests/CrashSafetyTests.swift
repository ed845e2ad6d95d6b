import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An import killed with SIGKILL at any moment leaves a consistent catalog, and rerunning it
/// gives the same catalog as an import that was never interrupted.
@Suite struct CrashSafetyTests {
  /// 3,000 tracks in 30 folders: enough for an import to take a while.
  private func makeCorpus(in folder: TemporaryFolder) throws -> String {
    let root = folder.path("corpus")
    let audio = try Data(
      contentsOf: ImportCommandTests.audio.appendingPathComponent("mp3-128-cbr.mp3"))
    for group in 1...30 {
      let path = root + "/group \(group)"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      for track in 1...100 {
        if track % 4 != 0 { try audio.write(to: URL(fileURLWithPath: "\(path)/\(track) song.mp3")) }
        let lyrics =
          "[ti:Song \(group)-\(track)]\n[00:01.00]first line \(track)\n[00:02.50]第二行 \(group)\n[00:04.00]\n"
        try Data(lyrics.utf8).write(to: URL(fileURLWithPath: "\(path)/\(track) song.lrc"))
      }
    }
    return root
  }

  /// Every row of every table, timestamps left out, in id order.
  private func dump(_ database: String) throws -> String {
    let sql = """
      PRAGMA integrity_check; PRAGMA foreign_key_check;
      SELECT id, name, state, source_path FROM groups ORDER BY id;
      SELECT id, title, artist, album, duration_ms, track_number, audio_path, lrc_path, downloaded, hd, quality,
        container, codec, sample_rate, bit_depth, channels, bitrate, audio_size, audio_mtime_ns, lrc_encoding,
        lrc_offset_ms, lrc_tags, lrc_size, lrc_mtime_ns FROM tracks ORDER BY id;
      SELECT group_id, track_id, position FROM group_tracks ORDER BY group_id, position;
      SELECT track_id, line_number, time_ms, written_ms, text, words FROM lyric_lines ORDER BY track_id, line_number;
      SELECT rowid FROM lyric_index WHERE lyric_index MATCH '"first line"' ORDER BY rowid;
      SELECT rowid FROM lyric_index WHERE lyric_index MATCH '"第 二 行"' ORDER BY rowid;
      INSERT INTO lyric_index (lyric_index) VALUES ('integrity-check');
      """
    let result = try Musicat.runTool("sqlite3", [database, sql])
    #expect(result.standardError == "")
    return result.standardOutput
  }

  @Test func killedImportsFinishIdenticalToAnUninterruptedOne() throws {
    let folder = try TemporaryFolder()
    let corpus = try makeCorpus(in: folder)
    let clean = folder.path("clean.db")
    #expect(try Musicat.run(["--db", clean, "import", corpus, "--quiet"], in: folder).status == 0)
    let expected = try dump(clean)
    #expect(expected.hasPrefix("ok\n"))

    let interrupted = folder.path("interrupted.db")
    var killed = 0
    for delay in [0.0, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.15, 0.2, 0.3, 0.45, 0.6] {
      let process = Process()
      process.executableURL = Musicat.binary
      process.arguments = ["--db", interrupted, "import", corpus, "--quiet"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        killed += 1
      }
      process.waitUntilExit()
      if FileManager.default.fileExists(atPath: interrupted) {
        // Whatever the moment of the kill, the catalog is consistent.
        let check = try Musicat.runTool(
          "sqlite3", [interrupted, "PRAGMA integrity_check; PRAGMA foreign_key_check;"])
        #expect(check.standardOutput == "ok\n", "after a kill at \(delay) s")
      }
    }
    #expect(killed >= 5)
    let rerun = try Musicat.run(["--db", interrupted, "import", corpus, "--quiet"], in: folder)
    #expect(rerun.status == 0)
    #expect(try dump(interrupted) == expected)
  }

  @Test func readersKeepWorkingDuringAnImport() throws {
    let folder = try TemporaryFolder()
    let corpus = try makeCorpus(in: folder)
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "migrate"], in: folder).status == 0)
    let importer = Process()
    importer.executableURL = Musicat.binary
    importer.arguments = ["--db", database, "import", corpus, "--quiet"]
    importer.standardOutput = FileHandle.nullDevice
    try importer.run()
    var reads = 0
    var seen = 0
    while importer.isRunning || reads < 3 {
      let tracks = try Musicat.run(["--db", database, "tracks", "--format", "csv"], in: folder)
      #expect(tracks.status == 0, "\(tracks.standardError)")
      #expect(tracks.standardError == "" || tracks.standardError == "No tracks match.\n")
      // Folders are written whole (100 tracks each) and never go back.
      let count = max(0, tracks.standardOutput.components(separatedBy: "\r\n").count - 2)
      #expect(count % 100 == 0, "\(count) tracks: a folder written in part")
      #expect(count >= seen)
      seen = count
      let search = try Musicat.run(
        ["--db", database, "search", "first", "line", "--format", "json"], in: folder)
      #expect(search.status == 0, "\(search.standardError)")
      #expect(search.standardOutput.hasPrefix("{\"total\": "))
      reads += 1
    }
    importer.waitUntilExit()
    #expect(importer.terminationStatus == 0)
    let final = try Musicat.run(["--db", database, "tracks", "--format", "csv"], in: folder)
    #expect(final.standardOutput.components(separatedBy: "\r\n").count - 2 == 3_000)
  }
}
