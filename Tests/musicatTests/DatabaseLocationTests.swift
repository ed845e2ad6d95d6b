import Testing

@testable import musicat

@Suite struct DatabaseLocationTests {
  @Test func theDatabaseLocationFollowsFlagEnvironmentAndXDG() {
    let home = ["HOME": "/home/u"]
    #expect(
      DatabaseLocation(explicit: "/x.db", environment: home)
        == DatabaseLocation(path: "/x.db", isDefault: false))
    #expect(
      DatabaseLocation(explicit: nil, environment: home.merging(["MUSICAT_DB": "/e.db"]) { $1 })
        .path == "/e.db")
    #expect(
      DatabaseLocation(explicit: nil, environment: home.merging(["XDG_DATA_HOME": "/d"]) { $1 })
        .path == "/d/musicat/catalog.sqlite")
    #expect(
      DatabaseLocation(explicit: nil, environment: home.merging(["XDG_DATA_HOME": "rel"]) { $1 })
        .path == "/home/u/.local/share/musicat/catalog.sqlite")
    #expect(
      DatabaseLocation(explicit: nil, environment: home)
        == DatabaseLocation(path: "/home/u/.local/share/musicat/catalog.sqlite", isDefault: true))
  }
}
