import Testing

@testable import Service

/// The protocol's two shapes written from one tree: XML attributes and elements, JSON
/// members and arrays, text as content or `value`.
@Suite struct SubsonicFormatTests {
  static func sample(_ syntax: SubsonicNode.Syntax) -> SubsonicNode {
    var root = SubsonicNode(syntax)
    root.add("status", "ok")
    root.add("openSubsonic", true)
    var song = SubsonicNode(syntax)
    song.add("id", "5")
    song.add("title", "Tom & \"Jerry\" <3 'x'")
    song.add("duration", 231)
    song.add("missing", nil as String?)
    var line = SubsonicNode(syntax)
    line.add("start", 1200)
    line.text = "我爱你\u{1}\t<b>"
    var list = SubsonicNode(syntax)
    list.add("song", nodes: [song])
    list.add("line", nodes: [line])
    list.add("empty", nodes: [])
    list.add("versions", scalars: [.int(1), .int(2)])
    root.add("list", node: list)
    return root
  }

  @Test func xmlPutsFieldsInAttributesAndEscapesWhatItMust() {
    let xml = SubsonicFormat.xml.render(Self.sample(.xml)).withBytes {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(
      xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <subsonic-response xmlns="http://subsonic.org/restapi" status="ok" openSubsonic="true">\
        <list><song id="5" title="Tom &amp; &quot;Jerry&quot; &lt;3 &apos;x&apos;" duration="231"/>\
        <line start="1200">我爱你\u{FFFD}\t&lt;b&gt;</line><versions>1</versions><versions>2</versions>\
        </list></subsonic-response>

        """)
  }

  @Test func jsonKeepsOrderAndMakesListsArrays() {
    let json = SubsonicFormat.json.render(Self.sample(.json)).withBytes {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(
      json == """
        {"subsonic-response":{"status":"ok","openSubsonic":true,"list":{"song":[{"id":"5",\
        "title":"Tom & \\"Jerry\\" <3 'x'","duration":231}],"line":[{"start":1200,\
        "value":"我爱你\\u0001\\t<b>"}],"empty":[],"versions":[1,2]}}}
        """)
  }

  @Test func jsonpWrapsOnlyASafeCallback() {
    func format(_ parameters: [(name: String, value: String)]) -> SubsonicFormat {
      SubsonicFormat(HTTPRequest(method: "GET", path: "/rest/ping", parameters: parameters))
    }
    #expect(format([("f", "jsonp"), ("callback", "app.done_1")]) == .jsonp(callback: "app.done_1"))
    #expect(format([("f", "jsonp"), ("callback", "alert(1)//")]) == .json)
    #expect(format([("f", "jsonp"), ("callback", "1abc")]) == .json)
    #expect(format([("f", "jsonp")]) == .json)
    #expect(format([("f", "json")]) == .json)
    #expect(format([("f", "yaml")]) == .xml)
    #expect(format([]) == .xml)
    var root = SubsonicNode(.json)
    root.add("status", "ok")
    #expect(
      SubsonicFormat.jsonp(callback: "cb").render(root).withBytes { Array($0) }
        == Array("cb({\"subsonic-response\":{\"status\":\"ok\"}});".utf8))
  }

  /// Long runs are skipped eight bytes at a time: a character to escape is found at every
  /// place in a word.
  @Test func xmlEscapesAtEveryPlaceInALongRun() {
    let escapes = [
      "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\t": "&#9;",
      "\u{1}": "\u{FFFD}", "\u{FFFF}": "\u{FFFD}",
    ]
    for (character, escaped) in escapes {
      for offset in 0..<18 {
        let before = String(repeating: "a", count: offset)
        let after = String(repeating: "爱", count: 6)
        var node = SubsonicNode(.xml)
        node.add("t", before + character + after)
        let xml = SubsonicFormat.xml.render(node).withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(
          xml.contains(" t=\"" + before + escaped + after + "\"/>"), "\(escaped) at \(offset)")
      }
    }
  }

  @Test func xmlKeepsAttributeBreaksAndDropsWhatXMLCannotHold() {
    var root = SubsonicNode(.xml)
    var line = SubsonicNode(.xml)
    line.add("title", "a\tb\nc\rd\u{0}e\u{FFFE}f\u{FFFF}g\u{FFFD}")
    line.text = "a\tb\nc\u{1B}d\u{FFFF}"
    root.add("line", node: line)
    let xml = SubsonicFormat.xml.render(root).withBytes { String(decoding: $0, as: UTF8.self) }
    #expect(
      xml.hasSuffix(
        "<line title=\"a&#9;b&#10;c&#13;d\u{FFFD}e\u{FFFD}f\u{FFFD}g\u{FFFD}\">a\tb\nc\u{FFFD}d\u{FFFD}</line>"
          + "</subsonic-response>\n"))
  }
}
