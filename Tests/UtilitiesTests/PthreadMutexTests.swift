import Dispatch
import Testing

@testable import Utilities

@Suite struct PthreadMutexTests {
  /// The catalog's lock is recursive: a thread holding it may take it again.
  @Test func aRecursiveMutexIsTakenAgainByItsHolder() {
    let mutex = PthreadMutex(recursive: true)
    let inner = mutex.withLock { mutex.withLock { 42 } }
    #expect(inner == 42)
  }

  /// Four threads adding 10,000 times each under the lock lose no addition.
  @Test func threadsAddingUnderTheLockLoseNothing() {
    let total = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<10_000 { total.withLock { $0 += 1 } }
    }
    #expect(total.withLock { $0 } == 40_000)
  }

  /// A detached thread runs its body, and a waiter on a condition is woken by it.
  @Test func aDetachedThreadRunsAndWakesAWaiter() throws {
    let condition = PthreadCondition()
    let done = Locked(false)
    try detachThread {
      condition.lock()
      done.withLock { $0 = true }
      condition.broadcast()
      condition.unlock()
    }
    condition.lock()
    while !done.withLock({ $0 }) { condition.wait() }
    condition.unlock()
    #expect(done.withLock { $0 })
  }
}
