import Foundation
import TestSupport
import Testing

/// `musicat user`: accounts made, listed, changed and removed, secrets never printed back.
@Suite struct UserCommandTests {
  @Test func accountsAreMadeListedChangedAndRemoved() throws {
    let folder = try TemporaryFolder()
    let db = folder.path("c.db")
    let added = try Musicat.runShell(
      "echo 'first pw' | \"$MUSICAT\" --db c.db user add alice", in: folder)
    #expect(added.status == 0, "\(added.standardError)")
    var status = stat()
    #expect(stat(db + "-users.key", &status) == 0 && status.st_mode & 0o777 == 0o600)
    let again = try Musicat.run(
      ["--db", db, "user", "add", "alice", "--password", "x"], in: folder)
    #expect(again.status == 1 && again.standardError.contains("already exists"))
    let empty = try Musicat.runShell("printf '' | \"$MUSICAT\" --db c.db user add bob", in: folder)
    #expect(
      empty.status == 64 && empty.standardError.contains("No password"), "\(empty.standardError)")
    for name in ["a:b", " ", String(repeating: "x", count: 65), "tab\there"] {
      let bad = try Musicat.run(["--db", db, "user", "add", name, "--password", "x"], in: folder)
      #expect(bad.status == 1 && bad.standardError.contains("not a valid user name"), "\(name)")
      #expect(bad.standardError.contains("not only spaces, without a colon or control"))
    }
    let unnamed = try Musicat.run(["--db", db, "user", "add", "", "--password", "x"], in: folder)
    #expect(unnamed.status == 64 && unnamed.standardError.contains("'<name>': it is empty"))
    let key = try Musicat.run(["--db", db, "user", "apikey", "alice"], in: folder)
    #expect(key.status == 0 && key.standardOutput.hasPrefix("mc"))
    let listed = try Musicat.run(["--db", db, "user", "list", "--format", "json"], in: folder)
    #expect(
      listed.standardOutput.contains("\"name\": \"alice\"")
        && listed.standardOutput.contains("\"api_key\": true"))
    #expect(
      !listed.standardOutput.contains("first pw")
        && !listed.standardOutput.contains(key.standardOutput.dropLast()))
    let dump = try Musicat.runTool("sqlite3", [db, "SELECT hex(sealed_password) FROM users"])
    #expect(
      !dump.standardOutput.contains(
        Data("first pw".utf8).map { String(format: "%02X", $0) }.joined()))
    let changed = try Musicat.run(
      ["--db", db, "user", "passwd", "alice", "--password", "second"], in: folder)
    #expect(changed.status == 0)
    let unknown = try Musicat.run(
      ["--db", db, "user", "passwd", "nobody", "--password", "x"], in: folder)
    #expect(unknown.status == 1 && unknown.standardError.contains("no user named 'nobody'"))
    #expect(
      try Musicat.run(["--db", db, "user", "apikey", "alice", "--revoke"], in: folder).status == 0)
    #expect(try Musicat.run(["--db", db, "user", "remove", "alice"], in: folder).status == 0)
    let none = try Musicat.run(["--db", db, "user", "list"], in: folder)
    #expect(none.standardError.contains("No accounts"))
  }
}

/// The password typed on a terminal: asked twice, never echoed, and the one stored.
@Suite struct UserPasswordOnATerminalTests {
  /// Runs `musicat ARGUMENTS` on a pseudo-terminal (util-linux `script`), typing `lines`.
  static func typed(_ lines: [String], _ arguments: String, in folder: TemporaryFolder) throws
    -> CommandResult
  {
    let input = lines.map { "sleep 0.4; printf '%s\\n' '\($0)'" }.joined(separator: "; ")
    return try Musicat.runShell(
      "(\(input); sleep 0.4) | script -qfec \"$MUSICAT \(arguments)\" /dev/null", in: folder)
  }

  @Test func aTypedPasswordIsNotShownAndIsTheOneStored() throws {
    let folder = try TemporaryFolder()
    let differing = try Self.typed(["one pw", "two pw"], "--db c.db user add alice", in: folder)
    #expect(differing.status == 64, "\(differing.standardOutput)")
    #expect(differing.standardOutput.contains("The two passwords differ"))
    let added = try Self.typed(
      ["tty secret", "tty secret"], "--db c.db user add alice", in: folder)
    #expect(added.status == 0, "\(added.standardOutput)")
    #expect(
      added.standardOutput.contains("Password for alice:")
        && added.standardOutput.contains("Again:"))
    #expect(!added.standardOutput.contains("tty secret"), "the password was echoed")
    let log = folder.url.appendingPathComponent("serve.log")
    let (server, port) = try ServedCatalog.start(
      database: folder.path("c.db"), arguments: ["--listen", "127.0.0.1:0"], log: log, in: folder)
    defer {
      kill(server.processIdentifier, SIGTERM)
      server.waitUntilExit()
    }
    let ping = try Musicat.runTool(
      "curl", ["-s", "http://127.0.0.1:\(port)/rest/ping.view?f=json&u=alice&p=tty%20secret"])
    #expect(ping.standardOutput.contains("\"status\":\"ok\""), "\(ping.standardOutput)")
  }
}
