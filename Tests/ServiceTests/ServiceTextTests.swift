import Testing

@testable import Service

/// The small readers and writers of text at the service's edge: listen addresses, the API's
/// query terms, and the log's view of a request.
@Suite struct ServiceTextTests {
  @Test func aFileSuffixIsLowerCaseAndShort() {
    func suffix(_ name: String) -> String? {
      var name = name
      return name.withUTF8 { AudioContentType.suffix(ofFileNamed: $0) }
    }
    #expect(suffix("Song.MP3") == "mp3")
    #expect(suffix("a.b.Flac") == "flac")
    #expect(suffix("x.FLÄC") == "fläc")
    #expect(suffix("x.ABCDEFGH") == "abcdefgh")
    #expect(suffix("x.ABCDEFGHI") == nil)
    #expect(suffix("x.ÄBCDEFGHI") == nil)
    #expect(suffix("noext") == nil)
    #expect(suffix(".hidden") == nil)
    #expect(suffix("trailing.") == nil)
  }

  @Test func listenAddressesReadAndKnowLoopback() {
    #expect(ListenAddress("127.0.0.1:4533") == ListenAddress(host: "127.0.0.1", port: 4533))
    #expect(ListenAddress("[::1]:80") == ListenAddress(host: "::1", port: 80))
    #expect(ListenAddress("localhost:0")?.isLoopback == true)
    #expect(ListenAddress("127.9.9.9:1")?.isLoopback == true)
    #expect(ListenAddress("[::1]:1")?.isLoopback == true)
    for open in ["0.0.0.0:1", "[::]:1", "192.168.1.2:1", "10.0.0.1:1", "[::2]:1"] {
      #expect(ListenAddress(open)?.isLoopback == false, "\(open)")
    }
    for bad in [
      "", "4533", ":4533", "host:", "host:99999", "host:-1", "[::1:80", "a:b", "host:80",
      "999.1.1.1:80", "127.1:80", "1.2.3.4.5:80", "[1.2.3.4]x:80", "::1:80x",
    ] {
      #expect(ListenAddress(bad) == nil, "\(bad)")
    }
    #expect(ListenAddress(host: "::1", port: 9).description == "[::1]:9")
  }

  @Test func apiQueriesSplitLikeAShell() {
    #expect(APIQuery.terms("downloaded:yes  hd:yes") == ["downloaded:yes", "hd:yes"])
    #expect(
      APIQuery.terms("artist:\"Paper Boats\" -album:live") == ["artist:Paper Boats", "-album:live"])
    #expect(APIQuery.terms("\"\" x") == ["", "x"])
    #expect(APIQuery.terms("  ") == [])
    #expect(APIQuery.terms("回忆") == ["回忆"])
  }

  @Test func theLogNeverShowsCredentials() {
    let query: [(name: String, value: String)] = [
      ("u", "me"), ("p", "secret"), ("t", "tok"), ("s", "salt"), ("apiKey", "key"),
      ("query", "love\nforged line"), ("f", "json"),
    ]
    let target = RequestLog.target(path: "/rest/ping.view", query: query)
    #expect(target == "/rest/ping.view?query=love\\u{A}forged%20line&f=json")
    // An override opened in the path would turn the status and time after it around.
    let turned = RequestLog.target(path: "/rest/x\u{202E}y\u{2067}", query: [])
    #expect(turned == "/rest/x\\u{202E}y\\u{2067}")
    let long = RequestLog.target(
      path: "/x", query: [(name: "q", value: String(repeating: "a", count: 500))])
    #expect(long.count < 100 && long.hasSuffix("…"))
  }
}
