#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Waits for SIGINT or SIGTERM synchronously: the signals are blocked in every thread
/// (before the server starts its threads, which inherit the mask) and taken with sigwait, so
/// no handler runs at an arbitrary moment. SIGPIPE is ignored: a client that hangs up
/// mid-answer must not end the server.
enum SignalWaiter {
  static func blockStopSignals() {
    var set = stopSignals
    pthread_sigmask(SIG_BLOCK, &set, nil)
    signal(SIGPIPE, SIG_IGN)
  }

  /// Blocks until SIGINT or SIGTERM arrives, and returns its name.
  static func waitForStopSignal() -> String {
    var set = stopSignals
    var received: Int32 = 0
    while sigwait(&set, &received) != 0 {}
    return received == SIGINT ? "SIGINT" : "SIGTERM"
  }

  private static var stopSignals: sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    return set
  }
}
