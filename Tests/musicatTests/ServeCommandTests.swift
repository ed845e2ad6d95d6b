import Foundation
import TestSupport
import Testing

/// `musicat serve` end to end, through curl, xmllint and mpv: the XML of the protocol, the
/// JSON API against the command line's JSON, the front door (accounts, loopback, the log),
/// and a clean stop.
@Suite struct ServeCommandTests {
  /// Subsonic calls whose XML answers must be well formed: a sample of every kind.
  static let xmlCalls = [
    "ping", "getLicense", "getOpenSubsonicExtensions", "getMusicFolders", "getArtists",
    "getIndexes", "getAlbumList2?type=newest", "search3?query=%E7%88%B1", "getPlaylists",
    "getPlaylist?id=3", "getSong?id=5", "getLyricsBySongId?id=5", "getLyrics?artist=x&title=y",
    "getGenres", "getScanStatus", "getSong?id=999999", "getAlbumList2", "getRandomSongs",
    "getSongsByGenre?genre=Jazz", "search2?query=moon", "tokenInfo", "getNowPlaying",
    "savePlayQueue?id=5&current=5&position=10", "getPlayQueue",
  ]

  @Test func xmlAnswersAreWellFormedAndCarryTheEnvelope() throws {
    let served = try ServedCatalog()
    for call in Self.xmlCalls {
      let separator = call.contains("?") ? "&" : "?"
      let answer = try served.get(
        "/rest/\(call)\(separator)u=\(served.user)&p=\(Self.escaped(served.password))")
      #expect(answer.status == 200, "\(call)")
      #expect(answer.header("Content-Type") == "text/xml; charset=utf-8", "\(call)")
      let file = served.folder.path("answer.xml")
      try Data(answer.body).write(to: URL(fileURLWithPath: file))
      let lint = try Musicat.runTool("xmllint", ["--noout", file])
      #expect(lint.status == 0, "\(call): \(lint.standardError)\n\(answer.text)")
      #expect(
        answer.text.contains("<subsonic-response xmlns=\"http://subsonic.org/restapi\" status="))
      #expect(
        answer.text.contains("type=\"musicat\"") && answer.text.contains("openSubsonic=\"true\""))
    }
    let missing = try served.get(
      "/rest/getSong.view?u=me&p=\(Self.escaped(served.password))&id=999999")
    #expect(missing.text.contains("status=\"failed\"") && missing.text.contains("code=\"70\""))
    #expect(served.stop() == 0)
  }

  @Test func theJSONAPIAnswersWhatTheCommandLinePrints() throws {
    let served = try ServedCatalog()
    let auth = ["Authorization: Bearer \(served.apiKey)"]
    let pairs: [(String, [String])] = [
      (
        "/api/tracks?q=downloaded:yes%20hd:yes&sort=-duration",
        ["tracks", "downloaded:yes", "hd:yes", "--sort", "-duration"]
      ),
      ("/api/tracks?q=artist:%22Paper%20Boats%22", ["tracks", "artist:Paper Boats"]),
      ("/api/search?q=%E5%9B%9E%E5%BF%86", ["search", "回忆"]),
      ("/api/search?q=love", ["search", "love"]),
      (
        "/api/search?q=%E7%88%B1&limit=1&offset=1",
        ["search", "爱", "--limit", "1", "--offset", "1"]
      ),
      ("/api/groups", ["groups"]),
      ("/api/stats", ["stats"]),
      ("/api/tracks/5", ["track", "5"]),
      ("/api/tracks/5/lyrics", ["lyrics", "5"]),
      ("/api/tracks/5/lyrics?at=1.2", ["lyrics", "5", "--at", "1.2"]),
      ("/api/tracks/5/lyrics?lang=jp", ["lyrics", "5", "--lang", "jp"]),
    ]
    for (target, command) in pairs {
      let answer = try served.get(target, headers: auth)
      #expect(answer.status == 200, "\(target): \(answer.text)")
      #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
      let printed = try Musicat.run(
        ["--db", served.database] + command + ["--format", "json"], in: served.folder)
      #expect(
        try Self.same(Self.json(answer.text), Self.json(printed.standardOutput)),
        "\(target)\n\(answer.text)\n\(printed.standardOutput)")
    }
    let group = try Self.json(try served.get("/api/groups/3", headers: auth).text) as? [String: Any]
    let shown = try Self.json(
      try Musicat.run(
        ["--db", served.database, "group", "show", "3", "--format", "json"], in: served.folder
      )
      .standardOutput)
    #expect(try Self.same(group?["tracks"] as Any, shown))
    for (target, status) in [
      ("/api/tracks/999999", 404), ("/api/tracks/abc", 404), ("/api/nothing", 404),
      ("/api/tracks?q=duration:xyz", 400), ("/api/search?q=", 400), ("/api/tracks?limit=-1", 400),
      ("/api/tracks/2/stream", 404), ("/api/tracks/5/lyrics?at=nope", 400),
      ("/api/search?q=love&offset=-1", 400),
    ] {
      let answer = try served.get(target, headers: auth)
      #expect(answer.status == status, "\(target): \(answer.status) \(answer.text)")
      #expect((try Self.json(answer.text) as? [String: Any])?["error"] is String, "\(target)")
    }
    let head = try served.get("/api/tracks/5/stream", headers: auth, options: ["-I"])
    let size =
      try FileManager.default.attributesOfItem(
        atPath: served.library + "/星空 Stars/01 回忆.wav")[.size] as? Int
    // curl -I writes the headers where the body would go: there is nothing else.
    #expect(head.status == 200 && head.header("Content-Type") == "audio/wav")
    #expect(head.header("Content-Length") == size.map(String.init))
    #expect(head.text.hasPrefix("HTTP/1.1 200") && head.text.hasSuffix("\r\n\r\n"))
    #expect(try served.get("/api/stats").status == 401)
    #expect(try served.get("/api/stats", headers: ["Authorization: Bearer wrong"]).status == 401)
    #expect(try served.get("/api/stats", options: ["-u", "me:\(served.password)"]).status == 200)
    #expect(try served.get("/api/stats", options: ["-u", "me:wrong"]).status == 401)
    #expect(served.stop() == 0)
  }

  @Test func mpvPlaysAGroupServedAsAPlaylist() throws {
    let served = try ServedCatalog(accounts: false)
    for format in ["m3u8", "pls"] {
      let answer = try served.get("/api/groups/3/playlist.\(format)")
      #expect(answer.status == 200)
      let mpv = try Musicat.runTool(
        "mpv",
        [
          "--no-config", "--ao=null", "--vo=null", "--length=0.2", "--msg-level=all=info",
          "\(served.base)/api/groups/3/playlist.\(format)",
        ])
      let playing = mpv.standardOutput.split(separator: "\n").filter {
        $0.hasPrefix("Playing: \(served.base)/api/tracks/")
      }
      #expect(
        playing.map { $0.split(separator: "/").dropLast().last.map(String.init) } == [
          "5", "6", "7",
        ],
        "\(mpv.standardOutput)\(mpv.standardError)")
      #expect(!mpv.standardOutput.contains("Failed"), "\(mpv.standardOutput)")
    }
    let xspf = try served.get("/api/groups/3/playlist.xspf")
    let file = served.folder.path("group.xspf")
    try Data(xspf.body).write(to: URL(fileURLWithPath: file))
    #expect(try Musicat.runTool("xmllint", ["--noout", file]).status == 0)
    #expect(xspf.text.contains("<location>\(served.base)/api/tracks/5/stream</location>"))
    let local = try served.get("/api/groups/3/playlist.m3u8?paths=files")
    #expect(local.text.contains(served.library + "/星空 Stars/01 回忆.wav"))
    #expect(served.stop() == 0)
  }

  @Test func withoutAccountsItServesLoopbackOnly() throws {
    let served = try ServedCatalog(accounts: false)
    let ping = try served.get("/rest/ping.view?f=json")
    #expect(ping.text.contains("\"status\":\"ok\""))
    #expect(try served.get("/api/stats").status == 200)
    // A play queue is kept for an account, and there is none.
    for call in ["getPlayQueue", "savePlayQueue.view?id=1"] {
      let queue = try served.get("/rest/\(call)\(call.contains("?") ? "&" : "?")f=json")
      #expect(queue.text.contains("\"code\":50") && queue.text.contains("musicat user add"))
    }
    #expect(served.stop() == 0)
    for address in ["0.0.0.0:0", "[::]:0"] {
      let refused = try Musicat.run(
        ["--db", served.database, "serve", "--listen", address], in: served.folder)
      #expect(refused.status == 1)
      #expect(
        refused.standardError.contains("can be reached from other machines")
          && refused.standardError.contains("musicat user add"), "\(refused.standardError)")
    }
  }

  @Test func withAnAccountItMayListenElsewhereAndStopsCleanly() throws {
    let served = try ServedCatalog()
    served.stop()
    let log = served.folder.url.appendingPathComponent("wide.log")
    let (process, _) = try ServedCatalog.start(
      database: served.database, arguments: ["--listen", "0.0.0.0:0"], log: log, in: served.folder)
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test func theLogHasOneLinePerRequestAndNoCredentials() throws {
    let served = try ServedCatalog()
    let password = Self.escaped(served.password)
    _ = try served.get("/rest/ping.view?u=me&p=\(password)&f=json")
    _ = try served.get("/rest/ping.view?u=me&t=0123456789abcdef0123456789abcdef&s=salt5&f=json")
    _ = try served.get("/rest/ping.view?apiKey=\(served.apiKey)")
    _ = try served.get("/rest/search3.view?apiKey=\(served.apiKey)&query=love%0Aforged%20line")
    #expect(served.stop() == 0)
    let lines = served.log.split(separator: "\n")
    let requests = lines.filter { $0.hasPrefix("GET ") }
    #expect(requests.count == 4, "\(served.log)")
    for secret in [served.password, password, served.apiKey, "0123456789abcdef", "salt5", "u=me"] {
      #expect(!served.log.contains(secret), "the log shows \(secret)")
    }
    #expect(requests.allSatisfy { $0.hasSuffix(" ms") && $0.contains(" 200 ") }, "\(requests)")
    #expect(!lines.contains { $0.hasPrefix("forged") }, "a request forged a log line")
  }

  @Test func aStopLetsTheDownloadInFlightFinish() throws {
    let served = try ServedCatalog(accounts: false)
    let file = served.folder.path("long.wav")
    let curl = Process()
    curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    curl.arguments = [
      "curl", "-sS", "--limit-rate", "1M", "-o", file, served.base + "/api/tracks/1/stream",
    ]
    try curl.run()
    usleep(800_000)
    #expect(served.stop() == 0, "\(served.log)")
    curl.waitUntilExit()
    #expect(curl.terminationStatus == 0)
    let original = try Data(
      contentsOf: URL(fileURLWithPath: served.library + "/Long Play/01 Long Song.wav"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == original)
    #expect(served.log.contains("Stopping (SIGTERM)"))
  }

  @Test func aCatalogThatIsNotThereIsNotServed() throws {
    let folder = try TemporaryFolder()
    let result = try Musicat.run(["--db", folder.path("none.db"), "serve"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardError.contains("there is no catalog at"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("none.db")))
    let usage = try Musicat.run(
      ["--db", folder.path("none.db"), "serve", "--listen", "nowhere"], in: folder)
    #expect(usage.status == 64)
  }

  @Test func aKeyFileOthersCanReadIsRefused() throws {
    let served = try ServedCatalog()
    served.stop()
    let key = served.database + "-users.key"
    chmod(key, 0o644)
    let refused = try Musicat.run(
      ["--db", served.database, "serve", "--listen", "127.0.0.1:0"], in: served.folder)
    #expect(refused.status == 1)
    #expect(refused.standardError.contains("chmod 600"), "\(refused.standardError)")
    try FileManager.default.removeItem(atPath: key)
    let missing = try Musicat.run(
      ["--db", served.database, "serve", "--listen", "127.0.0.1:0"], in: served.folder)
    #expect(missing.status == 1)
    #expect(missing.standardError.contains("is missing"), "\(missing.standardError)")
  }

  private static func escaped(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
  }

  private static func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  private static func same(_ left: Any, _ right: Any) throws -> Bool {
    let options: JSONSerialization.WritingOptions = [.sortedKeys]
    return try JSONSerialization.data(withJSONObject: left, options: options)
      == JSONSerialization.data(withJSONObject: right, options: options)
  }
}
