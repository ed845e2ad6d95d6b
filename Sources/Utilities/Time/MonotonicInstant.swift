#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A moment on the system's monotonic clock (CLOCK_MONOTONIC), which setting the time of
/// day never moves: for timeouts, ages and elapsed times. Read with the C library rather
/// than `ContinuousClock`, which lives in the concurrency runtime, and with it Dispatch:
/// linking them costs every command's start.
package struct MonotonicInstant: Comparable, Sendable {
  private let sinceStart: Duration

  package static var now: MonotonicInstant {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return MonotonicInstant(
      sinceStart: .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec)))
  }

  package static func - (later: MonotonicInstant, earlier: MonotonicInstant) -> Duration {
    later.sinceStart - earlier.sinceStart
  }

  package static func + (instant: MonotonicInstant, duration: Duration) -> MonotonicInstant {
    MonotonicInstant(sinceStart: instant.sinceStart + duration)
  }

  package static func < (left: MonotonicInstant, right: MonotonicInstant) -> Bool {
    left.sinceStart < right.sinceStart
  }
}
