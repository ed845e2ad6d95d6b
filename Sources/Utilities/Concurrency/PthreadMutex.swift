#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pthread mutex. Not `Synchronization.Mutex`, whose futex ThreadSanitizer cannot see (it
/// then reports every access the mutex guards as a race), and not Foundation's `NSLock`,
/// which would bring Foundation into a module for one lock.
///
/// `@unchecked Sendable` is sound because the mutex lives in memory of its own, allocated
/// once, and pthread makes every operation on it safe from any thread.
package final class PthreadMutex: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// A mutex; a recursive one may be locked again by the thread that holds it.
  package init(recursive: Bool = false) {
    mutex = .allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    if recursive {
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    }
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  package func lock() { pthread_mutex_lock(mutex) }
  package func unlock() { pthread_mutex_unlock(mutex) }

  package func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock()
    defer { unlock() }
    return try body()
  }

  /// Waits on `condition` (its pthread condition), which releases the mutex meanwhile.
  func wait(on condition: UnsafeMutablePointer<pthread_cond_t>) {
    pthread_cond_wait(condition, mutex)
  }
}
