import Utilities

/// The songs players say they are playing (`scrobble` with `submission=false`), for
/// `getNowPlaying`. Kept in memory only: musicat records no plays. One entry per user and
/// player (the `c` parameter); an entry is forgotten a minute after its song would have
/// ended (an hour after, when its duration is unknown), and beyond ``capacity`` entries the
/// oldest goes first, so a client that makes up player names cannot grow it.
package final class NowPlaying: Sendable {
  /// One player's song.
  package struct Entry: Sendable, Equatable {
    package let user: String
    package let player: String
    /// A number for the user's player, kept while the server runs.
    package let playerID: Int
    package let trackID: Int64
    package let announced: MonotonicInstant
    let expires: MonotonicInstant
  }

  /// The most entries kept.
  static let capacity = 256
  /// The longest player name kept, in characters.
  static let playerNameLimit = 100

  private struct State {
    var entries: [String: Entry] = [:]
    var lastPlayerID = 0
  }

  private let state = Locked(State())

  package init() {}

  /// Records that `user`'s `player` started `trackID`, which lasts `durationMS` (nil when
  /// unknown), at `now`.
  package func announce(
    user: String, player: String, trackID: Int64, durationMS: Int64?,
    at now: MonotonicInstant = .now
  ) {
    let player = String(player.prefix(Self.playerNameLimit))
    let lasts = durationMS.map { Duration.milliseconds($0) + .seconds(60) } ?? .seconds(3600)
    state.withLock { state in
      let key = user + "\u{0}" + player
      let playerID: Int
      if let known = state.entries[key] {
        playerID = known.playerID
      } else {
        state.lastPlayerID += 1
        playerID = state.lastPlayerID
      }
      state.entries[key] = Entry(
        user: user, player: player, playerID: playerID, trackID: trackID, announced: now,
        expires: now + lasts)
      Self.forgetExpired(&state, at: now)
      while state.entries.count > Self.capacity,
        let oldest = state.entries.min(by: { $0.value.announced < $1.value.announced })
      {
        state.entries[oldest.key] = nil
      }
    }
  }

  /// The songs being played at `now`, the latest announced first (of two announced at
  /// once, the newer player's).
  package func entries(at now: MonotonicInstant = .now) -> [Entry] {
    state.withLock { state in
      Self.forgetExpired(&state, at: now)
      return state.entries.values.sorted {
        ($0.announced, $0.playerID) > ($1.announced, $1.playerID)
      }
    }
  }

  private static func forgetExpired(_ state: inout State, at now: MonotonicInstant) {
    state.entries = state.entries.filter { now < $0.value.expires }
  }
}
