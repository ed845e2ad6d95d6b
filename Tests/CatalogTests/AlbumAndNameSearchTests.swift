import Testing

@testable import Catalog

/// Artists and albums made from the tracks' tags, and the name search a player's search box
/// asks: word prefixes, any script, case and accents aside, kept in step with every edit.
@Suite struct AlbumAndNameSearchTests {
  static func catalog() throws -> Catalog {
    let catalog = try Catalog.inMemory()
    let drafts = [
      TrackDraft(title: "Moon River", artist: "Paper Boats", album: "Harbor", durationMS: 1000),
      TrackDraft(
        title: "Lover Come Back", artist: "Paper Boats", album: "Harbor", durationMS: 2000),
      TrackDraft(title: "回忆", artist: "林晓", album: "美好回忆", durationMS: 3000),
      TrackDraft(title: "Café Song", artist: "PAPER BOATS", album: "Singles"),
      TrackDraft(title: "Untitled", artist: "", album: ""),
      TrackDraft(title: "Greatest", artist: "Aoi", album: "Harbor"),
    ]
    try catalog.write { session in
      for draft in drafts { _ = try session.tracks.add(draft) }
    }
    return catalog
  }

  @Test func artistsAndAlbumsComeFromTheTagsFolded() throws {
    let catalog = try Self.catalog()
    try catalog.read { session in
      let artists = try session.albums.artists()
      #expect(artists.map(\.key) == ["", "aoi", "paper boats", "林晓"])
      let paper = try #require(try session.albums.artist(key: "paper boats"))
      #expect(paper.albumCount == 2 && paper.trackCount == 3)
      let harbor = try #require(
        try session.albums.album(artistKey: "paper boats", albumKey: "harbor"))
      #expect(harbor.trackCount == 2 && harbor.durationMS == 3000 && harbor.name == "Harbor")
      #expect(harbor.firstTrackID == 1)
      #expect(
        try session.albums.albums(byArtist: "paper boats").map(\.albumKey) == ["harbor", "singles"])
      let byName = try session.albums.albums(.name, limit: 10, offset: 0)
      #expect(byName.map(\.albumKey) == ["", "harbor", "harbor", "singles", "美好回忆"])
      #expect(byName[1].artistKey == "aoi", "two albums named Harbor, by different artists")
      #expect(try session.albums.albums(.newest, limit: 1, offset: 0).first?.albumKey == "harbor")
      #expect(
        try session.albums.albums(.name, limit: 2, offset: 3).map(\.albumKey) == [
          "singles", "美好回忆",
        ])
      var titles: [String] = []
      try session.albums.forEachTrack(ofArtist: "paper boats", album: "harbor") {
        titles.append(String(decoding: $0.title, as: UTF8.self))
      }
      #expect(titles == ["Lover Come Back", "Moon River"])
    }
  }

  @Test func namesAreFoundByTheBeginningsOfTheirWords() throws {
    let catalog = try Self.catalog()
    try catalog.read { session in
      func titles(_ text: String) throws -> [String] {
        var titles: [String] = []
        try session.tracks.forEach(
          ids: session.nameSearch.trackIDs(matching: text, limit: 10, offset: 0)
        ) { titles.append(try $0.track().title) }
        return titles
      }
      #expect(try titles("moon") == ["Moon River"])
      #expect(try titles("moo riv") == ["Moon River"])
      #expect(try titles("river moon") == ["Moon River"])
      #expect(try titles("lov") == ["Lover Come Back"])
      #expect(try titles("cafe") == ["Café Song"])
      #expect(try titles("CAFÉ") == ["Café Song"])
      #expect(try titles("回忆") == ["回忆"])
      #expect(try titles("忆") == ["回忆"])
      #expect(try titles("好回") == ["回忆"])
      #expect(try titles("paper") == ["Moon River", "Lover Come Back", "Café Song"])
      #expect(try titles("iver") == [], "a word's middle is not its beginning")
      for syntax in [
        "\"", "*", "AND", "NEAR(a b)", "a OR", "^x", "title:moon", "", "  ", "-", "((",
      ] {
        _ = try titles(syntax)
      }
      #expect(
        try session.albums.artists(matching: "pap", limit: 10, offset: 0).map(\.key) == [
          "paper boats"
        ])
      #expect(try session.albums.artists(matching: "harbor", limit: 10, offset: 0).isEmpty)
      #expect(
        try session.albums.albums(matching: "harb", limit: 10, offset: 0).map(\.artistKey) == [
          "paper boats", "aoi",
        ], "in the order the catalog first named them")
      #expect(
        try session.albums.albums(matching: "harb", limit: 1, offset: 1).map(\.artistKey) == [
          "aoi"
        ])
      #expect(
        try session.albums.albums(matching: "回忆", limit: 10, offset: 0).map(\.name) == ["美好回忆"])
    }
  }

  @Test func quotesInAQueryAreTextNotSyntax() throws {
    #expect(FTS5Phrase.quoted("moon river") == "\"moon river\"")
    #expect(FTS5Phrase.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(FTS5Phrase.quoted("\"") == "\"\"\"\"")
    let catalog = try Catalog.inMemory()
    try catalog.write { session in
      _ = try session.tracks.add(TrackDraft(title: "Say \"Hi\" Again", artist: "Q", album: "Q"))
    }
    try catalog.read { session in
      for text in ["\"hi\"", "say \"hi", "\"say\" again\""] {
        let found = try session.nameSearch.trackIDs(matching: text, limit: 5, offset: 0)
        #expect(found == [1], "\(text)")
      }
    }
  }

  @Test func editsKeepTheNameIndexInStep() throws {
    let catalog = try Self.catalog()
    try catalog.write { session in
      var draft = try session.tracks.get(1).draft
      draft.title = "Blue Moon"
      try session.tracks.update(1, with: draft)
      try session.tracks.delete(2)
      var aoi = try session.tracks.get(6).draft
      aoi.artist = "Kai"
      try session.tracks.update(6, with: aoi)
    }
    let names = try catalog.read { session in
      (
        try session.albums.artists(matching: "aoi", limit: 10, offset: 0).map(\.key),
        try session.albums.artists(matching: "kai", limit: 10, offset: 0).map(\.key),
        try session.albums.albums(matching: "harbor", limit: 10, offset: 0).map(\.artistKey),
        try session.database.value(
          "SELECT count(*) FROM artist_names WHERE artist_key = 'aoi'", as: Int.self)
      )
    }
    #expect(names.0 == [] && names.1 == ["kai"] && names.2 == ["paper boats", "kai"])
    #expect(names.3 == 0, "a name no track has is tidied away")
    let found = try catalog.read { session in
      try ["river", "blue", "lover"].map {
        try session.nameSearch.trackIDs(matching: $0, limit: 10, offset: 0)
      }
    }
    #expect(found == [[], [1], []])
    let health = try catalog.write { try $0.inspector.health() }
    #expect(health.searchIndexProblems.isEmpty, "\(health.searchIndexProblems)")
    try catalog.write { session in
      try session.database.execute("DELETE FROM album_names WHERE album_key = 'singles'")
    }
    let damaged = try catalog.write { try $0.inspector.health() }
    #expect(damaged.searchIndexProblems.contains { $0.contains("missing from the name search") })
    _ = try catalog.write { try $0.inspector.rebuildSearchIndex() }
    let repaired = try catalog.write { try $0.inspector.health() }
    #expect(repaired.searchIndexProblems.isEmpty, "\(repaired.searchIndexProblems)")
    #expect(
      try catalog.read { try $0.albums.albums(matching: "sing", limit: 5, offset: 0) }.map(\.name)
        == ["Singles"])
  }

  /// Each album's summary (count, duration, first and last track) follows every edit of
  /// its tracks; `check` finds one that does not (a track edited with sqlite3, say), and
  /// `--repair` counts it again.
  @Test func albumSummariesFollowEveryEditOfTheTracks() throws {
    let catalog = try Self.catalog()
    func harbor(_ artist: String = "paper boats") throws -> AlbumSummary? {
      try catalog.read { try $0.albums.album(artistKey: artist, albumKey: "harbor") }
    }
    func problems() throws -> [String] {
      try catalog.write { try $0.inspector.health() }.searchIndexProblems
    }
    let added = try catalog.write { session in
      try session.tracks.add(
        TrackDraft(title: "Late", artist: "Paper Boats", album: "HARBOR", durationMS: 500)
      ).id
    }
    #expect(try harbor()?.trackCount == 3 && harbor()?.durationMS == 3500)
    #expect(
      try catalog.read { try $0.albums.albums(.newest, limit: 1, offset: 0) }.first?.albumKey
        == "harbor")
    try catalog.write { session in
      var moon = try session.tracks.get(1).draft
      moon.durationMS = 4000
      try session.tracks.update(1, with: moon)
      var greatest = try session.tracks.get(6).draft
      greatest.artist = "Paper Boats"
      try session.tracks.update(6, with: greatest)
    }
    #expect(try harbor()?.trackCount == 4 && harbor()?.durationMS == 6500)
    #expect(try harbor("aoi") == nil, "an album whose last track left it is gone")
    try catalog.write { try $0.tracks.delete(1) }
    #expect(try harbor()?.firstTrackID == 2 && harbor()?.durationMS == 2500)
    try catalog.write { session in
      var lover = try session.tracks.get(2).draft
      lover.album = "HARBOR"
      lover.artist = "PAPER BOATS"
      try session.tracks.update(2, with: lover)
    }
    #expect(
      try harbor()?.name == "HARBOR" && harbor()?.artist == "PAPER BOATS",
      "the album is named as its first track is, now")
    try catalog.write { session in
      var late = try session.tracks.get(added).draft
      late.album = "Singles"
      late.durationMS = 9000
      try session.tracks.update(added, with: late)
    }
    let singles = try catalog.read {
      try $0.albums.album(artistKey: "paper boats", albumKey: "singles")
    }
    #expect(singles?.trackCount == 2 && singles?.durationMS == 9000)
    try catalog.write { try $0.tracks.delete(3) }
    #expect(try catalog.read { try $0.albums.artist(key: "林晓") } == nil)
    let remaining = try problems()
    #expect(remaining.isEmpty, "\(remaining)")
    // Edits made past musicat: a length, an album, and a summary itself.
    try catalog.write { session in
      try session.database.execute(
        "UPDATE tracks SET duration_ms = 8000000000000000000 WHERE id IN (4, ?)", [added])
      try session.database.execute(
        "UPDATE album_summaries SET track_count = 7 WHERE album_key = 'harbor'")
      try session.database.execute(
        "UPDATE album_summaries SET album = 'Renamed', year = 1999 WHERE album_key = ''")
    }
    #expect(
      try problems() == [
        "3 album summaries disagree with the tracks; 'musicat check --repair' counts them again"
      ])
    _ = try catalog.write { try $0.inspector.rebuildSearchIndex() }
    #expect(try problems().isEmpty)
    #expect(try harbor()?.trackCount == 2)
    let untitled = try catalog.read { try $0.albums.album(artistKey: "", albumKey: "") }
    #expect(untitled?.name == "" && untitled?.year == nil)
    let saturated = try catalog.read {
      try $0.albums.album(artistKey: "paper boats", albumKey: "singles")
    }
    #expect(saturated?.durationMS == Int.max, "a sum past the largest integer saturates")
  }
}

extension AlbumRepository {
  /// The albums whose names hold every word of `text`, as values.
  fileprivate func albums(matching text: String, limit: Int, offset: Int) throws -> [AlbumSummary] {
    var albums: [AlbumSummary] = []
    try forEachAlbum(matching: text, limit: limit, offset: offset) {
      albums.append(try $0.summary())
    }
    return albums
  }
}
