/// Takes turns by ticket: workers that each hold a numbered piece of work hand their results
/// on in the tickets' order. Ticket n's turn comes when ticket n - 1's has ended (the first
/// is 0).
///
/// `@unchecked Sendable` is sound because every stored property is read and written only
/// while `condition` is locked.
package final class TurnOrder: @unchecked Sendable {
  private let condition = PthreadCondition()
  private var turn = 0
  private var cancelled = false

  package init() {}

  /// True when it is `ticket`'s turn now.
  package func isTurn(_ ticket: Int) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return turn == ticket
  }

  /// Waits for `ticket`'s turn; false when the turns were cancelled instead.
  package func wait(for ticket: Int) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while turn < ticket && !cancelled { condition.wait() }
    return !cancelled
  }

  /// Ends `ticket`'s turn: the next ticket's comes.
  package func end(_ ticket: Int) {
    condition.lock()
    defer { condition.unlock() }
    turn = ticket + 1
    condition.broadcast()
  }

  /// No turn comes any more: every ``wait(for:)`` returns false, now and later.
  package func cancel() {
    condition.lock()
    defer { condition.unlock() }
    cancelled = true
    condition.broadcast()
  }

  /// True once ``cancel()`` was called.
  package var isCancelled: Bool {
    condition.lock()
    defer { condition.unlock() }
    return cancelled
  }
}
