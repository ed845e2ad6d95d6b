import Foundation
import Testing

@testable import Utilities

@Suite struct BoundedQueueTests {
  /// Memory the producer holds elsewhere (the walker's folder names) shrinks what the queue
  /// takes, but never to nothing: an empty queue takes a value however heavy.
  @Test func weightHeldElsewhereCountsAgainstTheCapacity() {
    let queue = BoundedQueue<Int>(capacity: 10)
    queue.setOutsideWeight(100)
    #expect(queue.put(1, weight: 1))
    queue.setOutsideWeight(8)
    // 1 + 8 + 2 is over 10: the producer waits until the weight held elsewhere drops.
    let putReturned = DispatchSemaphore(value: 0)
    Thread {
      _ = queue.put(2, weight: 2)
      putReturned.signal()
    }.start()
    #expect(putReturned.wait(timeout: .now() + 0.2) == .timedOut)
    queue.setOutsideWeight(0)
    #expect(putReturned.wait(timeout: .now() + 30) == .success)
    queue.finish()
    #expect(queue.take() == 1)
    #expect(queue.take() == 2)
    #expect(queue.take() == nil)
  }
}
