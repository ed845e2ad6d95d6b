import Testing

@testable import musicat

@Suite struct DatabaseLocationTests {
  /// The location chosen in an environment of `variables` and no other.
  private func location(_ explicit: String?, _ variables: [String: String]) throws
    -> DatabaseLocation
  {
    try DatabaseLocation(explicit: explicit, environment: { variables[$0] })
  }

  @Test func theDatabaseLocationFollowsFlagEnvironmentAndXDG() throws {
    let home = ["HOME": "/home/u"]
    #expect(
      try location("/x.db", home)
        == DatabaseLocation(path: "/x.db", isDefault: false))
    #expect(
      try location(nil, home.merging(["MUSICAT_DB": "/e.db"]) { $1 })
        .path == "/e.db")
    #expect(
      try location(nil, home.merging(["XDG_DATA_HOME": "/d"]) { $1 })
        .path == "/d/musicat/catalog.sqlite")
    #expect(
      try location(nil, home.merging(["XDG_DATA_HOME": "rel"]) { $1 })
        .path == "/home/u/.local/share/musicat/catalog.sqlite")
    #expect(
      try location(nil, home)
        == DatabaseLocation(path: "/home/u/.local/share/musicat/catalog.sqlite", isDefault: true))
  }
}
