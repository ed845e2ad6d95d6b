#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cores this process may run on: how many threads a parallel job starts by default.
/// The processors online, as Foundation's `activeProcessorCount` counts them on Linux, read
/// without it: Foundation's `ProcessInfo` costs a process a few megabytes of code pages
/// and a third of a millisecond to start.
package var availableCores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

/// Maps `items` with `transform` on `workers` threads, keeping the order of the results.
/// `transform` also gets the number of the worker running it (0..<workers), so each worker
/// can use resources of its own, such as a connection.
///
/// Work is handed out by striding (item i goes to worker i mod n), which balances items of
/// uneven cost without a queue. Inlinable, so that callers get it specialized to their
/// types: generic, each item cost thousands of instructions in metadata lookups and
/// witness calls.
@inlinable
public func parallelMap<Item: Sendable, Result: Sendable>(
  _ items: [Item], workers: Int,
  _ transform: @escaping @Sendable (Item, Int) -> Result
) -> [Result] {
  let slots = ResultSlots<Result>(count: items.count)
  let workers = min(max(1, workers), max(1, items.count))
  runWorkers(workers) { worker in
    for index in stride(from: worker, to: items.count, by: workers) {
      slots.store(transform(items[index], worker), at: index)
    }
  }
  return slots.results()
}

/// Slots for results computed on several threads.
///
/// `@unchecked Sendable` is sound because each slot is written by exactly one worker, once,
/// and read only after `runWorkers` has joined every worker's thread, which orders every
/// write before the reads. The slots live in memory allocated once, so no write touches
/// shared state.
@usableFromInline
final class ResultSlots<Result>: @unchecked Sendable {
  @usableFromInline
  let slots: UnsafeMutableBufferPointer<Result?>

  @inlinable
  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  @inlinable
  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  @inlinable
  func store(_ result: Result, at index: Int) { slots[index] = result }

  @inlinable
  func results() -> [Result] { slots.map { $0! } }
}
