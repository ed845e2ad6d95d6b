import Testing

@testable import Catalog

@Suite struct PlaylistWriterTests {
  @Test(arguments: [
    ("/music/a/b.mp3", "/music/a", "b.mp3"), ("/music/a/b.mp3", "/music", "a/b.mp3"),
    ("/music/a/b.mp3", "/music/c/d", "../../a/b.mp3"), ("/music/a/b.mp3", "/", "music/a/b.mp3"),
    ("/x.mp3", "/music/a", "../../x.mp3"), ("/music/a", "/music/a", "../a"),
  ])
  func pathsRelativeToAFolder(path: String, folder: String, expected: String) {
    #expect(PlaylistPaths.relative(FilePath(path), to: FilePath(folder)) == FilePath(expected))
  }

  @Test func uriReferencesArePercentEncodedUTF8() {
    #expect(PlaylistPaths.uriReference("a b/Café #1?.mp3") == "a%20b/Caf%C3%A9%20%231%3F.mp3")
    #expect(PlaylistPaths.uriReference("/m/月光.flac") == "file:///m/%E6%9C%88%E5%85%89.flac")
  }

  @Test func formatsFromFileNames() {
    #expect(PlaylistFormat(fileName: "x.M3U8") == .m3u8)
    #expect(PlaylistFormat(fileName: "x.m3u") == .m3u8)
    #expect(PlaylistFormat(fileName: "a.b/x.xspf") == .xspf)
    #expect(PlaylistFormat(fileName: "x.pls") == .pls)
    #expect(PlaylistFormat(fileName: "x.txt") == nil)
    #expect(PlaylistFormat(fileName: "noextension") == nil)
  }

  private let entries = [
    PlaylistEntry(
      path: "a.mp3", title: "One\nTwo", artist: "A & B", album: "<X>", durationMS: 231_600,
      trackNumber: 3),
    PlaylistEntry(
      path: "b.flac", title: "Solo", artist: "", album: "", durationMS: nil, trackNumber: nil),
  ]

  @Test func eachFormatExactly() {
    #expect(
      PlaylistWriter.write(entries, named: "Mix\r", as: .m3u8)
        == Array(
          "#EXTM3U\n#PLAYLIST:Mix \n#EXTINF:232,A & B - One Two\na.mp3\n#EXTINF:-1,Solo\nb.flac\n"
            .utf8))
    #expect(
      PlaylistWriter.write(entries, named: "Mix", as: .pls)
        == Array(
          "[playlist]\nFile1=a.mp3\nTitle1=A & B - One Two\nLength1=232\nFile2=b.flac\nTitle2=Solo\nLength2=-1\nNumberOfEntries=2\nVersion=2\n"
            .utf8)
    )
    #expect(
      String(decoding: PlaylistWriter.write(entries, named: "M&M's", as: .xspf), as: UTF8.self)
        == """
        <?xml version="1.0" encoding="UTF-8"?>
        <playlist version="1" xmlns="http://xspf.org/ns/0/">
          <title>M&amp;M&apos;s</title>
          <trackList>
            <track>
              <location>a.mp3</location>
              <title>One Two</title>
              <creator>A &amp; B</creator>
              <album>&lt;X&gt;</album>
              <trackNum>3</trackNum>
              <duration>231600</duration>
            </track>
            <track>
              <location>b.flac</location>
              <title>Solo</title>
            </track>
          </trackList>
        </playlist>

        """)
  }
}
