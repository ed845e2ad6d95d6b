import Foundation
import TestSupport
import Testing

/// A command that only reads leaves the catalog as it found it: the database file keeps its
/// bytes and its time of change, and its log keeps what it held (SQLite's reader leaves an
/// empty `-wal` and the `-shm` index beside a catalog that had none; a command that writes
/// removes them). Run as the built binary.
@Suite struct ReadOnlyCommandTests {
  /// The catalog file's bytes and time of change, and the size of its log (0 when there is
  /// none: an empty log and no log hold the same).
  private struct Snapshot: Equatable {
    let bytes: Data
    let modified: Date?
    let logSize: Int
  }

  private func snapshot(_ database: String) throws -> Snapshot {
    let attributes = try FileManager.default.attributesOfItem(atPath: database)
    let log = try? FileManager.default.attributesOfItem(atPath: database + "-wal")
    return Snapshot(
      bytes: try Data(contentsOf: URL(fileURLWithPath: database)),
      modified: attributes[.modificationDate] as? Date, logSize: log?[.size] as? Int ?? 0)
  }

  /// The journal files beside `database`, by suffix.
  private func filesBeside(_ database: String, in folder: TemporaryFolder) throws -> [String] {
    let name = (database as NSString).lastPathComponent
    return try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .filter { beside in ["-wal", "-shm", "-journal"].contains { beside == name + $0 } }
      .map { String($0.dropFirst(name.count)) }.sorted()
  }

  @Test func readingCommandsNeverWriteTheCatalog() throws {
    let folder = try TemporaryFolder()
    let library = folder.path("Library")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    let files = [
      "01 Love.lrc": "[ti:Love]\n[ar:Aoi]\n[00:01.00]I love you\n[00:02.00]回忆里的爱\n",
      "02 Rain.lrc": "[ti:Rain]\n[ar:Aoi]\n[00:03.00]rain again\n",
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: library + "/" + name))
    }
    let database = folder.path("c.db")
    for arguments in [
      ["import", library, "--quiet"], ["group", "create", "Mix"],
      ["group", "add", "Mix", "1", "2"],
    ] {
      #expect(try Musicat.run(["--db", database] + arguments, in: folder).status == 0)
    }
    #expect(try filesBeside(database, in: folder).isEmpty)
    let before = try snapshot(database)
    // A change would show in the time even where the bytes came out the same.
    Thread.sleep(forTimeInterval: 0.05)
    let questions = [
      ["--version"], ["tracks"], ["tracks", "downloaded:no", "--format", "json"],
      ["search", "love"], ["search", "回忆", "--format", "csv"], ["lyrics", "1"],
      ["lyrics", "1", "--at", "0:02"], ["groups"], ["group", "show", "Mix"], ["stats"],
      ["export", "Mix"], ["migrate", "--status"],
    ]
    for arguments in questions {
      let result = try Musicat.run(["--db", database] + arguments, in: folder)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      #expect(try snapshot(database) == before, "\(arguments) changed the catalog or its log")
    }
    #expect(try filesBeside(database, in: folder) == ["-shm", "-wal"])
    #expect(try Musicat.run(["--db", database, "group", "create", "Next"], in: folder).status == 0)
    #expect(try filesBeside(database, in: folder).isEmpty, "the write left the reader's files")
  }

  /// What another program left in the log (its connection closed without copying it into
  /// the file, as after a crash) is read from there by a reading command, which copies
  /// nothing into the file; the next command that writes does.
  @Test func readingCommandsReadAWaitingLogAndLeaveIt() throws {
    let folder = try TemporaryFolder()
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "seed"], in: folder).status == 0)
    let left = try Musicat.runTool(
      "sqlite3",
      [
        database, ".dbconfig no_ckpt_on_close on",
        "UPDATE tracks SET title = 'Waiting in the log' WHERE id = 1",
      ])
    #expect(left.status == 0)
    let before = try snapshot(database)
    #expect(before.logSize > 0, "no log was left")
    Thread.sleep(forTimeInterval: 0.05)
    for arguments in [["tracks", "--format", "csv"], ["search", "Waiting"], ["stats"]] {
      let result = try Musicat.run(["--db", database] + arguments, in: folder)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      #expect(try snapshot(database) == before, "\(arguments) changed the catalog or its log")
    }
    let listed = try Musicat.run(["--db", database, "track", "1"], in: folder)
    #expect(listed.standardOutput.contains("Waiting in the log"))
    #expect(try Musicat.run(["--db", database, "group", "create", "Next"], in: folder).status == 0)
    #expect(try snapshot(database).bytes != before.bytes)
    #expect(try filesBeside(database, in: folder).isEmpty)
  }

  /// A catalog whose last migration is pending is refused by every reading command, with a
  /// message that says what to run, and left as it is; with its record back it reads again.
  @Test func readingCommandsRefuseAnOlderCatalogAndLeaveIt() throws {
    let folder = try TemporaryFolder()
    let database = folder.path("c.db")
    #expect(try Musicat.run(["--db", database, "seed"], in: folder).status == 0)
    let last = "(SELECT max(version) FROM schema_migrations)"
    let saved = try Musicat.runTool(
      "sqlite3",
      [
        database,
        "SELECT version, name, applied_at FROM schema_migrations"
          + " WHERE version = \(last)",
      ])
    let fields = saved.standardOutput.trimmingCharacters(in: .newlines).split(separator: "|")
    #expect(fields.count == 3)
    let forget = try Musicat.runTool(
      "sqlite3",
      [
        database,
        "DELETE FROM schema_migrations WHERE version = \(last); PRAGMA wal_checkpoint(TRUNCATE);",
      ])
    #expect(forget.status == 0)
    let before = try snapshot(database)
    Thread.sleep(forTimeInterval: 0.05)
    for arguments in [["tracks"], ["search", "love"], ["groups"], ["stats"], ["lyrics", "1"]] {
      let result = try Musicat.run(["--db", database] + arguments, in: folder)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.standardOutput == "")
      #expect(
        result.standardError
          == "Error: the catalog \(database) is of an older schema, and a command that only reads"
          + " never changes it; run 'musicat migrate' (or any command that writes) to bring it up"
          + " to date\n", "\(arguments)")
      #expect(try snapshot(database) == before, "\(arguments) changed the catalog")
    }
    // Listing the migrations reads the older catalog, and only reads it.
    let status = try Musicat.run(["--db", database, "migrate", "--status"], in: folder)
    #expect(status.status == 0)
    #expect(status.standardOutput.split(separator: "\n").last?.hasSuffix(" pending") == true)
    #expect(try snapshot(database) == before, "migrate --status changed the catalog")
    let restore = try Musicat.runTool(
      "sqlite3",
      [
        database,
        "INSERT INTO schema_migrations VALUES (\(fields[0]), '\(fields[1])', '\(fields[2])')",
      ])
    #expect(restore.status == 0)
    #expect(try Musicat.run(["--db", database, "tracks"], in: folder).status == 0)
  }

  /// `migrate --status` of a catalog that is not there lists every migration as pending and
  /// makes none (it made an empty one, and the folders to it).
  @Test func listingMigrationsMakesNoCatalog() throws {
    let folder = try TemporaryFolder()
    let database = folder.path("new/c.db")
    let result = try Musicat.run(["--db", database, "migrate", "--status"], in: folder)
    #expect(result.status == 0)
    let rows = result.standardOutput.split(separator: "\n").dropFirst()
    #expect(rows.count >= 16 && rows.allSatisfy { $0.hasSuffix(" pending") })
    #expect(!FileManager.default.fileExists(atPath: folder.path("new")))
  }
}
