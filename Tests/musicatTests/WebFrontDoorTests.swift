import Foundation
import TestSupport
import Testing

/// The page's files and the API's writes through curl: the page's headers and tags, the
/// edits of `musicat group` as POSTs, and what keeps them to this server's own page (the
/// CSRF token, Fetch Metadata, the Host of a server without accounts, sessions).
@Suite struct WebFrontDoorTests {
  @Test func thePageIsServedWithItsPolicyAndTags() throws {
    let served = try ServedCatalog(accounts: false)
    for (path, type) in [
      ("/", "text/html; charset=utf-8"), ("/app.js", "text/javascript; charset=utf-8"),
      ("/player.js", "text/javascript; charset=utf-8"), ("/style.css", "text/css; charset=utf-8"),
      ("/favicon.svg", "image/svg+xml"),
    ] {
      let page = try served.get(path)
      #expect(page.status == 200 && page.header("Content-Type") == type, "\(path)")
      #expect(page.header("Content-Security-Policy")?.hasPrefix("default-src 'self'") == true)
      let tag = try #require(page.header("ETag"), "\(path) has no ETag")
      #expect(page.header("Cache-Control") == "no-cache")
      #expect(try served.get(path, headers: ["If-None-Match: \(tag)"]).status == 304, "\(path)")
    }
    let html = try served.get("/").text
    #expect(!html.contains("<script>") && !html.contains("onclick") && !html.contains("http"))
    #expect(try served.get("/nothing.js").status == 404)
    let groups = try served.get("/api/groups")
    let tag = try #require(groups.header("ETag"))
    #expect(try served.get("/api/groups", headers: ["If-None-Match: \(tag)"]).status == 304)
    #expect(served.stop() == 0)
  }

  @Test func writesAreTheGroupEditsAndNeedTheToken() throws {
    let served = try ServedCatalog(accounts: false)
    let token = try Self.csrfToken(served)
    func post(_ path: String, _ fields: [String], token: String? = token) throws -> HTTPAnswer {
      try served.get(
        path, headers: token.map { ["X-CSRF-Token: \($0)"] } ?? [],
        options: ["-X", "POST"] + fields.flatMap { ["--data-urlencode", $0] })
    }
    #expect(try post("/api/groups", ["name=Mix"], token: nil).status == 403)
    // A token one character off (the first changed to another, whatever it was).
    let wrong = (token.first == "0" ? "1" : "0") + token.dropFirst()
    #expect(try post("/api/groups", ["name=Mix"], token: wrong).status == 403)
    let made = try post("/api/groups", ["name=Mix 夜"])
    #expect(made.status == 201, "\(made.text)")
    let id = try #require(try Self.object(made.text)["id"] as? Int)
    #expect(try post("/api/groups", ["name=Mix 夜"]).status == 409)
    #expect(try post("/api/groups/\(id)/add", ["track=5", "track=1"]).status == 200)
    #expect(try post("/api/groups/\(id)/move", ["track=1", "position=1"]).status == 200)
    #expect(try post("/api/groups/\(id)/state", ["state=downloading"]).status == 200)
    #expect(try post("/api/groups/\(id)/state", ["state=gone"]).status == 400)
    #expect(try post("/api/groups/\(id)/rename", ["name=Night Mix"]).status == 200)
    #expect(try post("/api/groups/\(id)/remove", ["track=999"]).status == 400)
    #expect(try post("/api/groups/999/rename", ["name=x"]).status == 404)
    #expect(try post("/api/groups/\(id)/explode", []).status == 404)
    #expect(try post("/api/groups/\(id)/add", []).status == 400)
    let shown = try Musicat.run(
      ["--db", served.database, "group", "show", String(id), "--format", "json"],
      in: served.folder)
    let order = try #require(
      try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [[String: Any]])
    #expect(order.compactMap { $0["id"] as? Int } == [1, 5])
    let groups = try Musicat.run(
      ["--db", served.database, "groups", "--format", "json"], in: served.folder)
    #expect(
      groups.standardOutput.contains("\"Night Mix\"")
        && groups.standardOutput.contains("downloading"))
    #expect(try post("/api/groups/\(id)/delete", []).status == 200)
    #expect(try served.get("/api/groups/\(id)").status == 404)
    #expect(served.stop() == 0)
  }

  @Test func otherSitesAndOtherNamesAreRefused() throws {
    let served = try ServedCatalog(accounts: false)
    #expect(try served.get("/api/groups", headers: ["Sec-Fetch-Site: cross-site"]).status == 403)
    #expect(try served.get("/api/groups", headers: ["Sec-Fetch-Site: same-origin"]).status == 200)
    // Without accounts only loopback names are answered: a name pointed here (DNS rebinding)
    // reads nothing.
    for host in ["evil.example", "127.0.0.1.evil.example", "localhost.evil", "10.0.0.1"] {
      #expect(try served.get("/api/groups", headers: ["Host: \(host)"]).status == 421, "\(host)")
      #expect(try served.get("/rest/ping", headers: ["Host: \(host)"]).status == 421, "\(host)")
    }
    for host in ["localhost:\(served.port)", "127.0.0.1", "[::1]:\(served.port)"] {
      #expect(try served.get("/api/groups", headers: ["Host: \(host)"]).status == 200, "\(host)")
    }
    #expect(served.stop() == 0)
  }

  @Test func aBrowserSignsInWithASessionCookie() throws {
    let served = try ServedCatalog()
    let signedOut = try Self.object(try served.get("/api/session").text)
    #expect(signedOut["signed_in"] as? Bool == false && signedOut["accounts"] as? Bool == true)
    #expect(try served.get("/api/groups").status == 401)
    let wrong = try served.get(
      "/api/session",
      options: [
        "-X", "POST", "--data-urlencode", "username=me",
        "--data-urlencode", "password=nope",
      ])
    #expect(wrong.status == 401 && wrong.header("Set-Cookie") == nil)
    let right = try served.get(
      "/api/session",
      options: [
        "-X", "POST", "--data-urlencode", "username=me",
        "--data-urlencode", "password=\(served.password)",
      ])
    let cookie = try #require(right.header("Set-Cookie"), "\(right.text)")
    #expect(
      cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/")
    )
    let pair = String(cookie.prefix { $0 != ";" })
    let session = try Self.object(right.text)
    #expect(session["user"] as? String == "me" && session["signed_in"] as? Bool == true)
    let token = try #require(session["csrf_token"] as? String)
    #expect(try served.get("/api/groups", headers: ["Cookie: \(pair)"]).status == 200)
    let write = { (token: String?) in
      try served.get(
        "/api/groups", headers: ["Cookie: \(pair)"] + (token.map { ["X-CSRF-Token: \($0)"] } ?? []),
        options: ["-X", "POST", "--data-urlencode", "name=From the page"])
    }
    #expect(try write(nil).status == 403)
    #expect(try write(token).status == 201)
    // A forged cookie is nobody's; the log never shows the session's token.
    #expect(try served.get("/api/groups", headers: ["Cookie: musicat_session=00ff"]).status == 401)
    let end = try served.get(
      "/api/session/end", headers: ["Cookie: \(pair)", "X-CSRF-Token: \(token)"],
      options: ["-X", "POST"])
    #expect(end.status == 200 && end.header("Set-Cookie")?.contains("Max-Age=0") == true)
    #expect(try served.get("/api/groups", headers: ["Cookie: \(pair)"]).status == 401)
    #expect(try served.get("/api/groups", options: ["-u", "me:\(served.password)"]).status == 200)
    #expect(served.stop() == 0)
    #expect(!served.log.contains(String(pair.dropFirst("musicat_session=".count))))
  }

  private static func csrfToken(_ served: ServedCatalog) throws -> String {
    let session = try object(try served.get("/api/session").text)
    return try #require(session["csrf_token"] as? String)
  }

  private static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }
}
