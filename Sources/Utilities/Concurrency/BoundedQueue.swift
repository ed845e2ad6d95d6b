/// Hands values from one thread to another, holding values of a total weight of at most
/// `capacity` (and always at least one value, however heavy): the producer waits while it is
/// full, the consumer while it is empty. Either side can end the exchange:
/// the producer with ``finish()``, the consumer with ``cancel()`` (after which the producer's
/// ``put(_:)`` returns false, so it can stop early).
///
/// `@unchecked Sendable` is sound because every stored property is read and written only
/// while `condition` is locked.
package final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
  private let condition = PthreadCondition()
  private let capacity: Int
  private var elements: [(element: Element, weight: Int)] = []
  private var weight = 0
  /// Weight held outside the queue that counts against its capacity.
  private var outsideWeight = 0
  private var finished = false
  private var cancelled = false
  private var cancellationHandlers: [@Sendable () -> Void] = []

  package init(capacity: Int) {
    precondition(capacity >= 1, "a queue's capacity is at least 1")
    self.capacity = capacity
  }

  /// Adds `element`, waiting while it would take the queue over its capacity; false when the
  /// consumer has cancelled (the element is dropped).
  package func put(_ element: Element, weight: Int) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while !elements.isEmpty && self.weight + outsideWeight + weight > capacity && !cancelled {
      condition.wait()
    }
    guard !cancelled else { return false }
    elements.append((element, weight))
    self.weight += weight
    condition.broadcast()
    return true
  }

  /// Counts `weight` held elsewhere against the capacity from now on (replacing what was
  /// counted before): memory the producer's side holds for values still to come, so that
  /// the two together stay within one budget. The queue still takes one value when empty.
  package func setOutsideWeight(_ weight: Int) {
    condition.lock()
    defer { condition.unlock() }
    outsideWeight = weight
    condition.broadcast()
  }

  /// No more values will come: ``take()`` returns nil once the queue is empty.
  package func finish() {
    condition.lock()
    defer { condition.unlock() }
    finished = true
    condition.broadcast()
  }

  /// The consumer stops taking: values held are dropped, the producer's next (or waiting)
  /// ``put(_:weight:)`` returns false, and the handlers given to ``onCancel(_:)`` run (on
  /// this thread, before it returns; once).
  package func cancel() {
    condition.lock()
    cancelled = true
    elements.removeAll()
    weight = 0
    let handlers = cancellationHandlers
    cancellationHandlers = []
    condition.broadcast()
    condition.unlock()
    for handler in handlers { handler() }
  }

  /// Runs `handler` when the queue is cancelled, such as waiting for its producers to stop.
  package func onCancel(_ handler: @escaping @Sendable () -> Void) {
    condition.lock()
    defer { condition.unlock() }
    cancellationHandlers.append(handler)
  }

  /// The next value in order, waiting while the queue is empty; nil when the producer has
  /// finished and every value was taken.
  package func take() -> Element? { take(waiting: true) }

  /// The next value in order when one is there now; nil when none is (without waiting).
  package func takeIfReady() -> Element? { take(waiting: false) }

  private func take(waiting: Bool) -> Element? {
    condition.lock()
    defer { condition.unlock() }
    while waiting && elements.isEmpty && !finished && !cancelled { condition.wait() }
    guard !elements.isEmpty else { return nil }
    // Removing from the front is cheap for the few values a queue holds.
    let (element, elementWeight) = elements.removeFirst()
    weight -= elementWeight
    condition.broadcast()
    return element
  }
}
