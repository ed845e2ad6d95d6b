import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` on a new thread of its own (pthread, detached), as Foundation's
/// `Thread.detachNewThread` does: for the long-lived loops of the import's reading and the
/// service's scans, which must not hold a thread of Dispatch's pool. When the system cannot
/// make a thread, `body` runs on Dispatch's global queue instead, so it always runs.
package func detachThread(_ body: @escaping @Sendable () -> Void) {
  let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
  var thread = pthread_t()
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
    DispatchQueue.global().async(execute: body)
    return
  }
  pthread_detach(thread)
}

/// The closure a detached thread runs, boxed to pass through pthread's context pointer.
private final class ThreadBody: Sendable {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
