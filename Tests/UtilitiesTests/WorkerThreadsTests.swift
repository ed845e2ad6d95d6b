import Testing
import Utilities

/// Workers each run once, at the same time, and the caller goes on only when all are done;
/// a wait group returns once everything entered has left.
@Suite struct WorkerThreadsTests {
  @Test func everyWorkerRunsOnceBeforeRunWorkersReturns() {
    for count in [0, 1, 2, 7] {
      let runs = Locked([Int]())
      runWorkers(count) { worker in runs.withLock { $0.append(worker) } }
      #expect(runs.withLock { $0.sorted() } == Array(0..<max(1, count)))
    }
  }

  /// Two workers that each wait for the other finish only if they run at the same time.
  @Test func workersRunAtTheSameTime() {
    let arrived = Locked(0)
    let condition = PthreadCondition()
    runWorkers(2) { _ in
      condition.lock()
      arrived.withLock { $0 += 1 }
      condition.broadcast()
      while arrived.withLock({ $0 }) < 2 { condition.wait() }
      condition.unlock()
    }
    #expect(arrived.withLock { $0 } == 2)
  }

  @Test func parallelMapKeepsTheOrder() {
    let items = Array(0..<1_000)
    #expect(parallelMap(items, workers: 3) { item, _ in item * 2 } == items.map { $0 * 2 })
    #expect(parallelMap([Int](), workers: 3) { item, _ in item } == [])
  }

  /// `wait()` returns once all eight pieces have left (each counted before it leaves), and
  /// exactly one `leave()` says it was the last.
  @Test func aWaitGroupWaitsForEveryPiece() {
    let group = WaitGroup()
    let done = Locked(0)
    let lasts = Locked([Bool]())
    let doneWhenWaited = Locked(-1)
    for _ in 0..<8 { group.enter() }
    runWorkers(9) { worker in
      if worker == 0 {
        group.wait()
        doneWhenWaited.withLock { $0 = done.withLock { $0 } }
      } else {
        done.withLock { $0 += 1 }
        let last = group.leave()
        lasts.withLock { $0.append(last) }
      }
    }
    #expect(doneWhenWaited.withLock { $0 } == 8)
    #expect(lasts.withLock { $0.count } == 8)
    #expect(lasts.withLock { $0.filter { $0 }.count } == 1)
    group.wait()
  }
}
