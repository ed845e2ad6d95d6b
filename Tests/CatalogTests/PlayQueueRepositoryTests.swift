import Testing

@testable import Catalog

/// An account's play queue: saved whole and read back in order, repeats and all; refused
/// when it names a song the catalog lacks or plays one it does not hold, leaving the saved
/// one as it was; forgotten with its account, its entries with their tracks.
@Suite struct PlayQueueRepositoryTests {
  private func catalogWithUser() throws -> (CatalogFixture, [Int64]) {
    let fixture = try CatalogFixture()
    let ids = try fixture.addTracks(["Da", "Db", "Dc"])
    try fixture.catalog.write { _ = try $0.users.add(named: "me", sealedPassword: [1, 2, 3]) }
    return (fixture, ids)
  }

  private func queue(_ fixture: CatalogFixture) throws -> PlayQueue? {
    try fixture.catalog.read { try $0.playQueues.find(user: "me") }
  }

  private func save(
    _ fixture: CatalogFixture, _ ids: [Int64], current: Int64?, at position: Int64 = 0
  ) throws {
    try fixture.catalog.write {
      try $0.playQueues.save(
        user: "me", trackIDs: ids, current: current, positionMS: position, player: "phone")
    }
  }

  @Test func aQueueIsReadBackAsSaved() throws {
    let (fixture, ids) = try catalogWithUser()
    #expect(try queue(fixture) == nil)
    try save(fixture, [ids[2], ids[0], ids[2]], current: ids[0], at: 61_500)
    let saved = try #require(try queue(fixture))
    #expect(saved.trackIDs == [ids[2], ids[0], ids[2]])
    #expect(saved.currentTrackID == ids[0] && saved.positionMS == 61_500)
    #expect(saved.changedBy == "phone" && saved.changedAt.hasSuffix("Z"))
    try save(fixture, [ids[1]], current: nil)
    #expect(try queue(fixture)?.trackIDs == [ids[1]])
    #expect(try queue(fixture)?.currentTrackID == nil)
    try save(fixture, [], current: nil)
    #expect(try queue(fixture) == nil)
    // A long player name is cut where the table's check counts: at 100 scalars, though
    // each of these characters is two.
    let player = String(repeating: "e\u{301}", count: 80)
    try fixture.catalog.write {
      try $0.playQueues.save(
        user: "me", trackIDs: [ids[0]], current: nil, positionMS: 0, player: player)
    }
    #expect(try queue(fixture)?.changedBy.unicodeScalars.count == 100)
  }

  @Test func aRefusedQueueLeavesTheSavedOne() throws {
    let (fixture, ids) = try catalogWithUser()
    try save(fixture, [ids[0], ids[1]], current: ids[1], at: 5)
    let before = try queue(fixture)
    #expect(throws: CatalogError.trackNotFound(999)) {
      try save(fixture, [ids[0], 999], current: nil)
    }
    #expect(throws: CatalogError.self) { try save(fixture, [ids[0]], current: ids[2]) }
    #expect(throws: CatalogError.self) { try save(fixture, [ids[0]], current: nil, at: -1) }
    #expect(throws: CatalogError.self) {
      try save(
        fixture, Array(repeating: ids[0], count: PlayQueueRepository.maximumLength + 1),
        current: nil)
    }
    #expect(throws: CatalogError.userNotFound("you")) {
      try fixture.catalog.write {
        try $0.playQueues.save(
          user: "you", trackIDs: [ids[0]], current: nil, positionMS: 0, player: "")
      }
    }
    #expect(try queue(fixture) == before)
  }

  @Test func tracksAndAccountsTakeTheirPartsAlong() throws {
    let (fixture, ids) = try catalogWithUser()
    try save(fixture, [ids[0], ids[1], ids[0], ids[2]], current: ids[0], at: 9)
    try fixture.catalog.write { try $0.tracks.delete(ids[0]) }
    let left = try #require(try queue(fixture))
    #expect(left.trackIDs == [ids[1], ids[2]])
    #expect(left.currentTrackID == nil && left.positionMS == 9)
    try fixture.catalog.write { try $0.users.remove(named: "me") }
    #expect(
      try fixture.catalog.read {
        try $0.database.value("SELECT count(*) FROM play_queue_tracks", as: Int.self)
      } == 0)
  }
}
