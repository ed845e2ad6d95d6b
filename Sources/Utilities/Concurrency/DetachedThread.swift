#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` on a new thread of its own (pthread, detached), as Foundation's
/// `Thread.detachNewThread` does: for the long-lived loops of the import's reading and the
/// service's scans. Throws ``ThreadStartError`` when the system makes no thread; `body` has
/// not run then.
package func detachThread(_ body: @escaping @Sendable () -> Void) throws(ThreadStartError) {
  let thread = try startThread(body)
  pthread_detach(thread)
}

/// Starts a joinable thread running `body`.
func startThread(_ body: @escaping @Sendable () -> Void) throws(ThreadStartError) -> pthread_t {
  let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
  #if canImport(Darwin)
    var thread: pthread_t?
  #else
    var thread = pthread_t()
  #endif
  let started = pthread_create(
    &thread, nil,
    { context in
      #if canImport(Darwin)
        let context = context
      #else
        guard let context else { return nil }
      #endif
      Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
      return nil
    }, context)
  guard started == 0 else {
    Unmanaged<ThreadBody>.fromOpaque(context).release()
    throw ThreadStartError(code: started)
  }
  #if canImport(Darwin)
    return thread!
  #else
    return thread
  #endif
}

/// The closure a thread runs, boxed to pass through pthread's context pointer.
private final class ThreadBody: Sendable {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
