import Testing

@testable import Catalog

@Suite struct TrackRepositoryTests {
  @Test func addFindUpdateDelete() throws {
    let catalog = try Catalog.inMemory()
    let added = try catalog.write { session in
      try session.tracks.add(
        TrackDraft(
          title: "忐忑", artist: "龚琳娜", album: "自由鸟", durationMS: 243_000, audioPath: "/m/a.flac",
          downloaded: true, hd: true, quality: .lossless))
    }
    #expect(added.id > 0)
    #expect(added.title == "忐忑")
    #expect(added.quality == .lossless)
    #expect(try catalog.read { try $0.tracks.find(added.id) } == added)

    var draft = added.draft
    draft.title = "忐忑 (live)"
    draft.durationMS = nil
    let updated = try catalog.write { try $0.tracks.update(added.id, with: draft) }
    #expect(updated.title == "忐忑 (live)")
    #expect(updated.durationMS == nil)
    #expect(updated.createdAt == added.createdAt)

    try catalog.write { try $0.tracks.delete(added.id) }
    #expect(try catalog.read { try $0.tracks.find(added.id) } == nil)
  }

  @Test func tracksByIDComeInTheOrderAskedWithTheirFieldsInPlace() throws {
    let catalog = try Catalog.inMemory()
    try catalog.write { session in
      for title in ["one", "two", "three", "four"] {
        _ = try session.tracks.add(
          TrackDraft(
            title: title, artist: "Ärzte", album: "回忆", audioPath: FilePath("/m/\(title).flac")))
      }
    }
    func read(_ ids: [Int64]) throws -> [String] {
      try catalog.read { session in
        var found: [String] = []
        try session.tracks.forEach(ids: ids) { track in
          let whole = try track.track()
          #expect(String(decoding: track.artist, as: UTF8.self) == whole.artist)
          #expect(String(decoding: track.albumKey, as: UTF8.self) == whole.albumKey)
          #expect(
            track.audioFileName.map { String(decoding: $0, as: UTF8.self) } == "\(whole.title).flac"
          )
          found.append("\(track.id) \(String(decoding: track.title, as: UTF8.self))")
        }
        return found
      }
    }
    // Increasing ids take one statement, any other order one lookup each: both keep it.
    #expect(try read([1, 2, 4]) == ["1 one", "2 two", "4 four"])
    #expect(try read([4, 1, 3]) == ["4 four", "1 one", "3 three"])
    #expect(try read([2, 99, 3]) == ["2 two", "3 three"], "no track 99")
    #expect(try read([3, 99, 1]) == ["3 three", "1 one"])
    #expect(try read([2, 2]) == ["2 two", "2 two"])
    #expect(try read([]).isEmpty)
  }

  @Test func unknownTracksAreTypedErrors() throws {
    let catalog = try Catalog.inMemory()
    #expect(throws: CatalogError.trackNotFound(7)) {
      try catalog.write { try $0.tracks.update(7, with: TrackDraft(title: "x")) }
    }
    #expect(throws: CatalogError.trackNotFound(7)) { try catalog.write { try $0.tracks.delete(7) } }
    #expect(throws: CatalogError.trackNotFound(7)) { try catalog.read { try $0.tracks.get(7) } }
  }

  @Test func invalidTracksAreRefusedAndNothingIsWritten() throws {
    let catalog = try Catalog.inMemory()
    #expect(throws: CatalogError.invalidTrack("the title is empty")) {
      try catalog.write { try $0.tracks.add(TrackDraft(title: "  ")) }
    }
    #expect(throws: CatalogError.invalidTrack("the duration -5 ms is negative")) {
      try catalog.write { try $0.tracks.add(TrackDraft(title: "x", durationMS: -5)) }
    }
    #expect(throws: CatalogError.invalidTrack("the track number 0 is not positive")) {
      try catalog.write { try $0.tracks.add(TrackDraft(title: "x", trackNumber: 0)) }
    }
    _ = try catalog.write { try $0.tracks.add(TrackDraft(title: "a", audioPath: "/m/a.mp3")) }
    #expect(throws: CatalogError.duplicateTrackPath("/m/a.mp3")) {
      try catalog.write { try $0.tracks.add(TrackDraft(title: "b", audioPath: "/m/a.mp3")) }
    }
    #expect(try catalog.read { try $0.tracks.list() }.map(\.title) == ["a"])
  }

  @Test func deletingATrackClosesTheGapsInItsGroups() throws {
    let fixture = try CatalogFixture()
    let ids = try fixture.addTracks(["a", "b", "c"])
    let group = try fixture.catalog.write { session in
      let group = try session.groups.create(named: "g")
      for id in ids { try session.groups.add(trackID: id, to: group.id) }
      try session.tracks.delete(ids[0])
      return group
    }
    #expect(try fixture.titles(in: group.id) == ["b", "c"])
  }

  @Test func listFiltersSortsAndLimits() throws {
    let catalog = try Catalog.inMemory()
    try catalog.write { session in
      let drafts = [
        TrackDraft(
          title: "Burn", artist: "Ellie Goulding", album: "Burn - Single", durationMS: 231_000,
          downloaded: true),
        TrackDraft(
          title: "Spectrum", artist: "Zedd", album: "Clarity", durationMS: 243_000,
          downloaded: true, hd: true),
        TrackDraft(
          title: "Starry Eyed", artist: "Ellie Goulding", album: "Bright Lights",
          durationMS: 200_000, hd: true),
        TrackDraft(title: "100% Pure", artist: "Nobody", album: "x_y"),
        TrackDraft(
          title: "月亮", artist: "王菲", album: "致青春", durationMS: 198_000, downloaded: true, hd: true),
      ]
      for draft in drafts { _ = try session.tracks.add(draft) }
    }
    func titles(_ filter: TrackFilter) throws -> [String] {
      try catalog.read { try $0.tracks.list(filter) }.map(\.title)
    }
    #expect(try titles(TrackFilter()) == ["Burn", "Spectrum", "Starry Eyed", "100% Pure", "月亮"])
    #expect(try titles(TrackFilter(downloaded: true, hd: true)) == ["Spectrum", "月亮"])
    #expect(try titles(TrackFilter(downloaded: false)) == ["Starry Eyed", "100% Pure"])
    #expect(try titles(TrackFilter(artist: "ellie goulding")) == ["Burn", "Starry Eyed"])
    #expect(try titles(TrackFilter(artist: "Ellie")) == [])
    #expect(try titles(TrackFilter(album: "CLARITY")) == ["Spectrum"])
    #expect(try titles(TrackFilter(words: ["ellie", "burn"])) == ["Burn"])
    #expect(try titles(TrackFilter(words: ["王"])) == ["月亮"])
    #expect(try titles(TrackFilter(words: ["%"])) == ["100% Pure"])
    #expect(try titles(TrackFilter(words: ["_"])) == ["100% Pure"])
    #expect(try titles(TrackFilter(words: ["'; DROP TABLE tracks; --"])) == [])
    #expect(
      try titles(TrackFilter(sort: [TrackSortKey(.title)])) == [
        "100% Pure", "Burn", "Spectrum", "Starry Eyed", "月亮",
      ])
    #expect(
      try titles(TrackFilter(sort: TrackSortKey.parseList("artist,-duration")))
        == ["Burn", "Starry Eyed", "100% Pure", "Spectrum", "月亮"])
    #expect(
      try titles(TrackFilter(sort: TrackSortKey.parseList("-duration")))
        == ["Spectrum", "Burn", "Starry Eyed", "月亮", "100% Pure"])
    #expect(
      try titles(TrackFilter(sort: TrackSortKey.parseList("duration"))) == [
        "月亮", "Starry Eyed", "Burn", "Spectrum", "100% Pure",
      ])
    #expect(
      try titles(TrackFilter(sort: [TrackSortKey(.title)], limit: 2)) == ["100% Pure", "Burn"])
    #expect(try titles(TrackFilter(limit: 0)) == [])
    #expect(try catalog.read { try $0.tracks.list() }.count == 5)
  }

  @Test func badSortKeysAndLimitsAreTypedErrors() throws {
    let catalog = try Catalog.inMemory()
    #expect(throws: CatalogError.invalidSortKey("colour")) {
      _ = try TrackSortKey.parseList("title,colour")
    }
    #expect(throws: CatalogError.invalidSortKey("")) { _ = try TrackSortKey.parseList("title,") }
    #expect(throws: CatalogError.invalidLimit(-1)) {
      _ = try catalog.read { try $0.tracks.list(TrackFilter(limit: -1)) }
    }
    #expect(throws: CatalogError.self) {
      _ = try catalog.read { try $0.tracks.list(TrackFilter(sort: [TrackSortKey(.position)])) }
    }
  }
}
