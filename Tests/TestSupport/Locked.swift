import Foundation

/// A value shared between threads in a test, read and written under a lock.
///
/// `@unchecked Sendable` is sound because `value` is only touched inside `withLock`.
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  public init(_ value: Value) { self.value = value }

  public func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
