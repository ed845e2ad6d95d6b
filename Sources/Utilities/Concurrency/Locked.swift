/// A value shared between threads, read and written only under a lock.
///
/// Guarded by a ``PthreadMutex`` (which ThreadSanitizer sees). `@unchecked Sendable` is
/// sound because `value` is only touched inside `withLock`.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = PthreadMutex()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    try lock.withLock { try body(&value) }
  }
}
