import Utilities

/// The demo catalog of the original music app (4 groups, 32 tracks), compiled into the
/// binary from `Seeds/demo-catalog.json`.
public struct DemoCatalog: Sendable {
  /// The name of the seed file inside `Seeds/`.
  public static let fileName = "demo-catalog.json"

  /// One group of the demo catalog, with its tracks in order.
  public struct DemoGroup: Sendable {
    public let name: String
    public let state: GroupState
    public let tracks: [DemoTrack]
  }

  /// One track of the demo catalog.
  public struct DemoTrack: Sendable {
    public let title: String
    public let album: String
    public let artist: String
    public let durationMS: Int
    public let downloaded: Bool
    public let hd: Bool
  }

  public let groups: [DemoGroup]

  /// What ``load(into:)`` did.
  public struct LoadReport: Equatable, Sendable {
    public var groupsCreated = 0
    public var groupsFound = 0
    public var tracksCreated = 0
    public var tracksFound = 0
    public var membershipsAdded = 0
  }

  /// Reads the demo catalog embedded in the binary.
  public static func embedded() throws -> DemoCatalog {
    guard let file = EmbeddedFiles.seeds.first(where: { $0.name == fileName }) else {
      throw CatalogError.invalidSeed(file: fileName, reason: "it is not embedded in this binary")
    }
    return try decode(file.contents, file: fileName)
  }

  /// Reads a demo catalog from its JSON; errors name the file, the place and what is wrong.
  public static func decode(_ json: String, file: String) throws -> DemoCatalog {
    let root: JSONNode
    do {
      root = try JSONReader.read(json)
    } catch {
      throw CatalogError.invalidSeed(file: file, reason: "\(error)")
    }
    let groups = try SeedField(node: root, path: "", file: file).member("groups").elements()
    return DemoCatalog(
      groups: try groups.map { group in
        let state = try group.member("state")
        guard let groupState = GroupState(rawValue: try state.string()) else {
          throw state.invalid(
            "'\(try state.string())' is not one of "
              + GroupState.allCases.map(\.rawValue).concatenated(separator: ", "))
        }
        return DemoGroup(
          name: try group.member("name").string(), state: groupState,
          tracks: try group.member("tracks").elements().map { track in
            DemoTrack(
              title: try track.member("title").string(), album: try track.member("album").string(),
              artist: try track.member("artist").string(),
              durationMS: try track.member("duration_ms").integer(),
              downloaded: try track.member("downloaded").bool(), hd: try track.member("hd").bool())
          })
      })
  }

  /// Loads the demo catalog: creates the groups, tracks and memberships that are missing and
  /// leaves everything that exists as it is, so loading twice changes nothing.
  ///
  /// A demo track is found again by its exact title, artist and album among tracks that
  /// have no files; a group by its name (its state, possibly changed by hand, is kept).
  public func load(into session: CatalogSession) throws -> LoadReport {
    var report = LoadReport()
    for demoGroup in groups {
      let group: Group
      if let existing = try session.groups.find(named: demoGroup.name) {
        group = existing
        report.groupsFound += 1
      } else {
        group = try session.groups.create(named: demoGroup.name, state: demoGroup.state)
        report.groupsCreated += 1
      }
      for demoTrack in demoGroup.tracks {
        let track: Track
        if let existing = try session.tracks.findWithoutFiles(
          title: demoTrack.title, artist: demoTrack.artist, album: demoTrack.album)
        {
          track = existing
          report.tracksFound += 1
        } else {
          track = try session.tracks.add(
            TrackDraft(
              title: demoTrack.title, artist: demoTrack.artist, album: demoTrack.album,
              durationMS: demoTrack.durationMS, downloaded: demoTrack.downloaded, hd: demoTrack.hd))
          report.tracksCreated += 1
        }
        if try session.groups.position(of: track.id, in: group.id) == nil {
          try session.groups.add(trackID: track.id, to: group.id)
          report.membershipsAdded += 1
        }
      }
    }
    return report
  }
}
