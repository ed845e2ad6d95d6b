import Catalog

/// Each account's play queue, kept in the catalog so that another player picks up where one
/// left off: `savePlayQueue` replaces it (without `id`, clears it), `getPlayQueue` gives it
/// back, or nothing when none is saved. Without accounts there is no one to keep it for.
enum PlayQueueEndpoints {
  static let all: [String: SubsonicAPI.Endpoint] = [
    "savePlayQueue": .init { call in
      let user = try owner(call)
      let ids = try call.strings("id").map(SubsonicCall.trackID(in:))
      let current = try call.string("current").map(SubsonicCall.trackID(in:))
      let position = try call.optionalInt("position") ?? 0
      try call.service.writer.write { session in
        try session.playQueues.save(
          user: user, trackIDs: ids, current: current, positionMS: Int64(position),
          player: call.string("c") ?? "")
      }
      return .ok
    },
    "getPlayQueue": .init { call in
      let user = try owner(call)
      guard let queue = try call.session.playQueues.find(user: user) else { return .ok }
      var node = call.node()
      if let current = queue.currentTrackID { node.add("current", String(current)) }
      node.add("position", queue.positionMS)
      node.add("username", user)
      node.add("changed", queue.changedAt)
      node.add("changedBy", queue.changedBy)
      // In the queue's order, repeats and all: forEach(ids:) hands them as given.
      node.add(
        try SubsonicNodes.songs(named: "entry", in: call.syntax) {
          try call.session.tracks.forEach(ids: queue.trackIDs, $0)
        })
      return .element("playQueue", node)
    },
  ]

  /// The account the queue is kept for: the one asking; error 50 without accounts.
  private static func owner(_ call: SubsonicCall) throws(SubsonicError) -> String {
    guard let user = call.user else {
      throw SubsonicError(
        50, "Play queues are kept for accounts, and the catalog has none ('musicat user add').")
    }
    return user
  }
}
