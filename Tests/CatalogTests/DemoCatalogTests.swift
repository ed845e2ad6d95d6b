import Foundation
import Testing

@testable import Catalog

@Suite struct DemoCatalogTests {
  @Test func loadsTheFourGroupsAndThirtyTwoTracks() throws {
    let catalog = try Catalog.inMemory()
    let report = try catalog.write { try DemoCatalog.embedded().load(into: $0) }
    #expect(
      report == DemoCatalog.LoadReport(groupsCreated: 4, tracksCreated: 32, membershipsAdded: 32))
    let summaries = try catalog.read { try $0.groups.summaries() }
    #expect(
      summaries.map(\.group.name) == ["国外单曲", "国内神曲", "Calvin Harris 专辑", "Ellie Gounding 专辑"])
    #expect(summaries.map(\.group.state) == [.downloaded, .normal, .normal, .normal])
    #expect(summaries.map(\.trackCount) == [25, 7, 0, 0])
    let best = try catalog.read { try $0.tracks.list(TrackFilter(downloaded: true, hd: true)) }
    #expect(
      best.map(\.title) == [
        "Summertime Sadness (Cedric Gervais Remix)", "Spectrum", "Dancing in The Moonlight",
        "Thinking About You (feat. Ayah Marar)",
      ])
    #expect(best.map(\.durationMS) == [412_000, 243_000, 233_000, 248_000])
  }

  @Test func keepsTheAppsSpellings() throws {
    let catalog = try Catalog.inMemory()
    _ = try catalog.write { try DemoCatalog.embedded().load(into: $0) }
    let tracks = try catalog.read { try $0.tracks.list() }
    let itsTime = try #require(tracks.first { $0.title == "It's Time" })
    #expect(itsTime.album == "It\u{2019}s Time")
    let promises = try #require(tracks.first { $0.title == "Promises" })
    #expect(promises.album == "nero")
    #expect(promises.artist == "Promises - EP")
    let whosThatChick = try #require(tracks.first { $0.title == "Who's That Chick?" })
    #expect(whosThatChick.durationMS == 167_000)
  }

  @Test func loadingTwiceChangesNothing() throws {
    let catalog = try Catalog.inMemory()
    let demo = try DemoCatalog.embedded()
    _ = try catalog.write { try demo.load(into: $0) }
    let tracks = try catalog.read { try $0.tracks.list() }
    let groups = try catalog.read { try $0.groups.summaries() }
    let again = try catalog.write { try demo.load(into: $0) }
    #expect(again == DemoCatalog.LoadReport(groupsFound: 4, tracksFound: 32))
    #expect(try catalog.read { try $0.tracks.list() } == tracks)
    #expect(try catalog.read { try $0.groups.summaries() } == groups)
  }

  @Test func aBrokenSeedFileIsNamedWithItsProblem() {
    #expect(
      throws: CatalogError.invalidSeed(
        file: "s.json", reason: "groups[0].tracks[0]: missing key 'duration_ms'")
    ) {
      _ = try DemoCatalog.decode(
        #"{"groups": [{"name": "g", "state": "normal", "tracks": [{"title": "t", "album": "", "artist": "", "downloaded": true, "hd": false}]}]}"#,
        file: "s.json")
    }
    let cases: [(json: String, reason: String)] = [
      ("{", "line 1, column 2: expected a member name in quotes, found the end of the text"),
      ("[]", "top level: expected an object"),
      (#"{"groups": {}}"#, "groups: expected an array"),
      (
        #"{"groups": [{"name": "g", "state": "paused", "tracks": []}]}"#,
        "groups[0].state: 'paused' is not one of normal, downloading, downloaded"
      ),
      (
        #"{"groups": [{"name": "g", "state": "normal", "tracks": [{"title": "t", "album": "", "artist": "", "duration_ms": 1.5, "downloaded": true, "hd": false}]}]}"#,
        "groups[0].tracks[0].duration_ms: expected an integer"
      ),
      (
        #"{"groups": [{"name": 7, "state": "normal", "tracks": []}]}"#,
        "groups[0].name: expected a string"
      ),
      (
        #"{"groups": [{"name": "g", "state": "normal", "tracks": [{"title": "t", "album": "", "artist": "", "duration_ms": 1, "downloaded": "yes", "hd": false}]}]}"#,
        "groups[0].tracks[0].downloaded: expected true or false"
      ),
    ]
    for (json, reason) in cases {
      #expect(throws: CatalogError.invalidSeed(file: "s.json", reason: reason)) {
        _ = try DemoCatalog.decode(json, file: "s.json")
      }
    }
  }
}
