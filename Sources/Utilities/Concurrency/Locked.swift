import Foundation

/// A value shared between threads, read and written only under a lock.
///
/// A pthread mutex (NSLock), not `Synchronization.Mutex`: the latter's futex is invisible
/// to ThreadSanitizer, which then reports every access it guards as a race.
/// `@unchecked Sendable` is sound because `value` is only touched inside `withLock`.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
