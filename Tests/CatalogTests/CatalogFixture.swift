@testable import Catalog

/// A fresh in-memory catalog with a few tracks and a group, for repository tests.
struct CatalogFixture {
  let catalog: Catalog

  init() throws {
    catalog = try Catalog.inMemory()
  }

  /// Adds tracks titled by `titles` (downloaded when the title starts with "D") and returns
  /// their ids.
  func addTracks(_ titles: [String]) throws -> [Int64] {
    try catalog.write { session in
      try titles.map { title in
        try session.tracks.add(TrackDraft(title: title, downloaded: title.hasPrefix("D"))).id
      }
    }
  }

  /// The titles in group `id`, in order, after checking that its positions run 1...n.
  func titles(in id: Int64) throws -> [String] {
    try catalog.read { session in
      let tracks = try session.groups.tracks(in: id)
      let positions = try tracks.map { try session.groups.position(of: $0.id, in: id) }
      guard positions == tracks.indices.map({ $0 + 1 }) else {
        throw FixtureError.positionsNotDense(positions)
      }
      return tracks.map(\.title)
    }
  }

  enum FixtureError: Error {
    case positionsNotDense([Int?])
  }
}
