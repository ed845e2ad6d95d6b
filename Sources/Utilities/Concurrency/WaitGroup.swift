/// Counts work under way, as Dispatch's `DispatchGroup` does: ``enter()`` before starting a
/// piece, ``leave()`` when it is done, ``wait()`` until none is under way.
///
/// `@unchecked Sendable` is sound because `count` is only touched with the condition's
/// mutex held.
package final class WaitGroup: @unchecked Sendable {
  private let condition = PthreadCondition()
  private var count = 0

  package init() {}

  package func enter() {
    condition.lock()
    count += 1
    condition.unlock()
  }

  /// Marks a piece done; true when it was the last one under way.
  @discardableResult
  package func leave() -> Bool {
    condition.lock()
    defer { condition.unlock() }
    count -= 1
    guard count == 0 else { return false }
    condition.broadcast()
    return true
  }

  /// Returns once every piece entered has left.
  package func wait() {
    condition.lock()
    while count > 0 { condition.wait() }
    condition.unlock()
  }
}
