#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutex with a condition to wait on, as pthread has them (in place of Foundation's
/// `NSCondition`): lock, wait until told, tell every waiter.
///
/// `@unchecked Sendable` is sound for the reason ``PthreadMutex`` is.
package final class PthreadCondition: @unchecked Sendable {
  private let mutex = PthreadMutex()
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  package init() {
    condition = .allocate(capacity: 1)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
  }

  package func lock() { mutex.lock() }
  package func unlock() { mutex.unlock() }

  /// Waits (the mutex held) until ``broadcast()``; the mutex is released meanwhile and held
  /// again on return. May return early, so callers wait in a loop on what they wait for.
  package func wait() { mutex.wait(on: condition) }

  /// Wakes every waiter.
  package func broadcast() { pthread_cond_broadcast(condition) }
}
