import Testing

@testable import Service

/// Ids out and back: the catalog's own numbers, and names spelled in base64url.
@Suite struct SubsonicIDTests {
  @Test func idsReadBackAsTheyWereWritten() {
    let ids: [SubsonicID] = [
      .track(1), .track(Int64.max), .playlist(3), .artist(key: ""), .artist(key: "林晓"),
      .album(artistKey: "paper boats", albumKey: ""), .album(artistKey: "a.b/c+d", albumKey: "é🎵"),
    ]
    for id in ids {
      #expect(SubsonicID(id.description) == id, "\(id)")
      #expect(
        id.description.allSatisfy { $0.isASCII && !$0.isWhitespace && $0 != "/" && $0 != "+" })
    }
  }

  /// The ids an answer of songs writes in place are those the ids spell.
  @Test func albumAndArtistIDsWrittenTogetherAreTheirDescriptions() {
    for artist in ["", "a", "ab", "abc", "abcd", "林晓", "a.b/c+d"] {
      for album in ["", "x", "é🎵", "paper boats"] {
        var (artistKey, albumKey) = (artist, album)
        let (albumID, artistID) = artistKey.withUTF8 { artistKey in
          albumKey.withUTF8 { albumKey in
            SubsonicID.withAlbumAndArtistIDs(artistKey: artistKey, albumKey: albumKey) {
              (String(decoding: $0, as: UTF8.self), String(decoding: $1, as: UTF8.self))
            }
          }
        }
        #expect(albumID == SubsonicID.album(artistKey: artist, albumKey: album).description)
        #expect(artistID == SubsonicID.artist(key: artist).description)
      }
    }
  }

  @Test func whatIsNoIdIsNil() {
    for text in [
      "", "0", "-1", "12a", "٣", "ar-!!", "al-abc", "al-a.b.c", "pl-", "pl-x", "xx-1", "ar-/w==",
      "99999999999999999999", "al-" + String(repeating: "A", count: 5000) + ".AA",
    ] {
      #expect(SubsonicID(text) == nil, "\(text)")
    }
  }
}
