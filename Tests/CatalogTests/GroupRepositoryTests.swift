import TestSupport
import Testing

@testable import Catalog

@Suite struct GroupRepositoryTests {
  @Test func createRenameSetStateDelete() throws {
    let catalog = try Catalog.inMemory()
    let group = try catalog.write { try $0.groups.create(named: "国外单曲", state: .downloading) }
    #expect(group.state == .downloading)
    #expect(try catalog.read { try $0.groups.find(named: "国外单曲") } == group)
    let renamed = try catalog.write { try $0.groups.rename(group.id, to: "Singles") }
    #expect(renamed.name == "Singles")
    #expect(try catalog.read { try $0.groups.find(named: "国外单曲") } == nil)
    #expect(
      try catalog.write { try $0.groups.setState(group.id, to: .downloaded) }.state == .downloaded)
    try catalog.write { try $0.groups.delete(group.id) }
    #expect(try catalog.read { try $0.groups.find(group.id) } == nil)
  }

  @Test func failuresAreTypedErrors() throws {
    let catalog = try Catalog.inMemory()
    let first = try catalog.write { try $0.groups.create(named: "A") }
    let second = try catalog.write { try $0.groups.create(named: "B") }
    #expect(throws: CatalogError.duplicateGroupName("A")) {
      try catalog.write { try $0.groups.create(named: "A") }
    }
    #expect(throws: CatalogError.duplicateGroupName("A")) {
      try catalog.write { try $0.groups.rename(second.id, to: "A") }
    }
    #expect(throws: CatalogError.invalidGroupName(" ")) {
      try catalog.write { try $0.groups.create(named: " ") }
    }
    #expect(throws: CatalogError.groupNotFound("#99")) {
      try catalog.write { try $0.groups.rename(99, to: "C") }
    }
    #expect(throws: CatalogError.groupNotFound("#99")) {
      try catalog.write { try $0.groups.delete(99) }
    }
    #expect(throws: CatalogError.groupNotFound("#99")) {
      try catalog.write { try $0.groups.setState(99, to: .normal) }
    }
    #expect(throws: CatalogError.groupNotFound("nope")) {
      try catalog.read { try $0.groups.get(named: "nope") }
    }
    #expect(throws: CatalogError.invalidGroupState("paused")) {
      _ = try GroupState(parsing: "paused")
    }
    #expect(try GroupState(parsing: "Downloaded") == .downloaded)
    #expect(try catalog.read { try $0.groups.get(first.id) }.name == "A")
  }

  @Test func addRemoveAndMoveKeepPositionsDense() throws {
    let fixture = try CatalogFixture()
    let ids = try fixture.addTracks(["a", "b", "c", "d", "e"])
    let group = try fixture.catalog.write { session in
      let group = try session.groups.create(named: "g")
      for id in ids { try session.groups.add(trackID: id, to: group.id) }
      return group
    }
    #expect(try fixture.titles(in: group.id) == ["a", "b", "c", "d", "e"])
    try fixture.catalog.write { try $0.groups.move(trackID: ids[0], in: group.id, to: 5) }
    #expect(try fixture.titles(in: group.id) == ["b", "c", "d", "e", "a"])
    try fixture.catalog.write { try $0.groups.move(trackID: ids[0], in: group.id, to: 1) }
    #expect(try fixture.titles(in: group.id) == ["a", "b", "c", "d", "e"])
    try fixture.catalog.write { try $0.groups.move(trackID: ids[3], in: group.id, to: 2) }
    #expect(try fixture.titles(in: group.id) == ["a", "d", "b", "c", "e"])
    try fixture.catalog.write { try $0.groups.move(trackID: ids[3], in: group.id, to: 2) }
    #expect(try fixture.titles(in: group.id) == ["a", "d", "b", "c", "e"])
    try fixture.catalog.write { try $0.groups.remove(trackID: ids[1], from: group.id) }
    #expect(try fixture.titles(in: group.id) == ["a", "d", "c", "e"])
    try fixture.catalog.write { try $0.groups.remove(trackID: ids[4], from: group.id) }
    #expect(try fixture.titles(in: group.id) == ["a", "d", "c"])
    try fixture.catalog.write { try $0.groups.add(trackID: ids[1], to: group.id, at: 1) }
    #expect(try fixture.titles(in: group.id) == ["b", "a", "d", "c"])
    try fixture.catalog.write { try $0.groups.add(trackID: ids[4], to: group.id, at: 5) }
    #expect(try fixture.titles(in: group.id) == ["b", "a", "d", "c", "e"])
    #expect(
      try fixture.catalog.read { try $0.groups.trackIDs(in: group.id) } == [
        ids[1], ids[0], ids[3], ids[2], ids[4],
      ])
  }

  @Test func randomEditsMatchAnArrayModel() throws {
    let fixture = try CatalogFixture()
    let ids = try fixture.addTracks((0..<12).map { "t\($0)" })
    let groupID = try fixture.catalog.write { try $0.groups.create(named: "g").id }
    var model: [Int64] = []
    var generator = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let id = ids[Int(generator.next() % UInt64(ids.count))]
      if let index = model.firstIndex(of: id) {
        if generator.next() % 2 == 0 {
          try fixture.catalog.write { try $0.groups.remove(trackID: id, from: groupID) }
          model.remove(at: index)
        } else {
          let target = Int(generator.next() % UInt64(model.count))
          try fixture.catalog.write { try $0.groups.move(trackID: id, in: groupID, to: target + 1) }
          model.remove(at: index)
          model.insert(id, at: target)
        }
      } else {
        let target = Int(generator.next() % UInt64(model.count + 1))
        try fixture.catalog.write { try $0.groups.add(trackID: id, to: groupID, at: target + 1) }
        model.insert(id, at: target)
      }
      #expect(try fixture.catalog.read { try $0.groups.trackIDs(in: groupID) } == model)
    }
    _ = try fixture.titles(in: groupID)
  }

  @Test func membershipFailuresAreTypedErrorsAndChangeNothing() throws {
    let fixture = try CatalogFixture()
    let ids = try fixture.addTracks(["a", "b"])
    let group = try fixture.catalog.write { session in
      let group = try session.groups.create(named: "g")
      try session.groups.add(trackID: ids[0], to: group.id)
      return group
    }
    let catalog = fixture.catalog
    #expect(throws: CatalogError.trackNotFound(99)) {
      try catalog.write { try $0.groups.add(trackID: 99, to: group.id) }
    }
    #expect(throws: CatalogError.groupNotFound("#99")) {
      try catalog.write { try $0.groups.add(trackID: ids[0], to: 99) }
    }
    #expect(throws: CatalogError.trackAlreadyInGroup(trackID: ids[0], group: "g")) {
      try catalog.write { try $0.groups.add(trackID: ids[0], to: group.id) }
    }
    #expect(throws: CatalogError.trackNotInGroup(trackID: ids[1], group: "g")) {
      try catalog.write { try $0.groups.remove(trackID: ids[1], from: group.id) }
    }
    #expect(throws: CatalogError.trackNotInGroup(trackID: ids[1], group: "g")) {
      try catalog.write { try $0.groups.move(trackID: ids[1], in: group.id, to: 1) }
    }
    #expect(throws: CatalogError.positionOutOfRange(position: 2, group: "g", count: 1, last: 1)) {
      try catalog.write { try $0.groups.move(trackID: ids[0], in: group.id, to: 2) }
    }
    #expect(throws: CatalogError.positionOutOfRange(position: 3, group: "g", count: 1, last: 2)) {
      try catalog.write { try $0.groups.add(trackID: ids[1], to: group.id, at: 3) }
    }
    #expect(throws: CatalogError.positionOutOfRange(position: 0, group: "g", count: 1, last: 2)) {
      try catalog.write { try $0.groups.add(trackID: ids[1], to: group.id, at: 0) }
    }
    #expect(try fixture.titles(in: group.id) == ["a"])
  }

  @Test func deletingAGroupKeepsItsTracks() throws {
    let fixture = try CatalogFixture()
    let ids = try fixture.addTracks(["a", "b"])
    try fixture.catalog.write { session in
      let group = try session.groups.create(named: "g")
      for id in ids { try session.groups.add(trackID: id, to: group.id) }
      try session.groups.delete(group.id)
    }
    #expect(try fixture.catalog.read { try $0.tracks.list() }.count == 2)
  }

  @Test func summariesCountTracksAndDownloads() throws {
    let fixture = try CatalogFixture()
    let ids = try fixture.addTracks(["Da", "b", "Dc"])
    try fixture.catalog.write { session in
      let full = try session.groups.create(named: "full")
      _ = try session.groups.create(named: "empty")
      for id in ids { try session.groups.add(trackID: id, to: full.id) }
    }
    let summaries = try fixture.catalog.read { try $0.groups.summaries() }
    #expect(summaries.map(\.group.name) == ["full", "empty"])
    #expect(summaries.map(\.trackCount) == [3, 0])
    #expect(summaries.map(\.downloadedCount) == [2, 0])
  }

  @Test func aThrowingWriteKeepsNothing() throws {
    let fixture = try CatalogFixture()
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try fixture.catalog.write { session in
        _ = try session.groups.create(named: "g")
        throw Stop()
      }
    }
    #expect(try fixture.catalog.read { try $0.groups.summaries() }.isEmpty)
  }
}
