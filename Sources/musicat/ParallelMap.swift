import Dispatch
import Foundation

/// Maps `items` with `transform` on all cores, keeping the order of the results.
///
/// Work is handed out by striding (item i goes to worker i mod n), which balances files of
/// uneven size without a queue.
func parallelMap<Item: Sendable, Result: Sendable>(
  _ items: [Item], _ transform: @escaping @Sendable (Item) -> Result
) -> [Result] {
  let slots = ResultSlots<Result>(count: items.count)
  let workers = min(max(1, ProcessInfo.processInfo.activeProcessorCount), max(1, items.count))
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    for index in stride(from: worker, to: items.count, by: workers) {
      slots.store(transform(items[index]), at: index)
    }
  }
  return slots.results()
}

/// Slots for results computed on several threads.
///
/// `@unchecked Sendable` is sound because each slot is written by exactly one worker, once,
/// and read only after `concurrentPerform` has returned, which orders every write before
/// the reads.
private final class ResultSlots<Result>: @unchecked Sendable {
  private var slots: [Result?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ result: Result, at index: Int) {
    slots.withUnsafeMutableBufferPointer { $0[index] = result }
  }

  func results() -> [Result] { slots.map { $0! } }
}
