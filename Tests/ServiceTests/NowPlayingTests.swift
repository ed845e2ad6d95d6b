import Testing
import Utilities

@testable import Service

/// What getNowPlaying lists: one song per user and player, forgotten after the song would
/// have ended, never more than its capacity whatever names players make up.
@Suite struct NowPlayingTests {
  @Test func aPlayerHasOneSongAndKeepsItsNumber() {
    let playing = NowPlaying()
    let start = MonotonicInstant.now
    playing.announce(user: "me", player: "phone", trackID: 1, durationMS: 200_000, at: start)
    playing.announce(user: "me", player: "laptop", trackID: 2, durationMS: 200_000, at: start)
    let phone = playing.entries(at: start).first { $0.player == "phone" }?.playerID
    playing.announce(
      user: "me", player: "phone", trackID: 3, durationMS: 200_000, at: start + .seconds(5))
    let now = playing.entries(at: start + .seconds(6))
    #expect(now.map(\.trackID) == [3, 2])
    #expect(now.first?.playerID == phone)
    #expect(Set(now.map(\.playerID)).count == 2)
    playing.announce(
      user: "you", player: "phone", trackID: 4, durationMS: nil, at: start + .seconds(7))
    #expect(playing.entries(at: start + .seconds(8)).map(\.user) == ["you", "me", "me"])
  }

  @Test func aSongIsForgottenAMinuteAfterItWouldHaveEnded() {
    let playing = NowPlaying()
    let start = MonotonicInstant.now
    playing.announce(user: "me", player: "a", trackID: 1, durationMS: 120_000, at: start)
    playing.announce(user: "me", player: "b", trackID: 2, durationMS: nil, at: start)
    #expect(playing.entries(at: start + .seconds(179)).map(\.trackID) == [2, 1])
    #expect(playing.entries(at: start + .seconds(181)).map(\.trackID) == [2])
    #expect(playing.entries(at: start + .seconds(3601)).isEmpty)
  }

  @Test func madeUpPlayersCannotGrowItAndNamesAreCut() {
    let playing = NowPlaying()
    let start = MonotonicInstant.now
    for number in 0..<(NowPlaying.capacity + 50) {
      playing.announce(
        user: "me", player: "player \(number)", trackID: Int64(number), durationMS: 1_000,
        at: start + .milliseconds(number))
    }
    let kept = playing.entries(at: start + .seconds(1))
    #expect(kept.count == NowPlaying.capacity)
    #expect(kept.last?.trackID == 50)
    playing.announce(
      user: "me", player: String(repeating: "x", count: 10_000), trackID: 1, durationMS: nil,
      at: start + .seconds(2))
    #expect(
      playing.entries(at: start + .seconds(2)).first?.player.count == NowPlaying.playerNameLimit)
  }
}
