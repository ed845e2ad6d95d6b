#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body(worker)` for each worker in `0..<count` at once, the calling thread being
/// worker 0 and each other a thread of its own, and returns when all have returned. A
/// worker whose thread the system will not start runs on the calling thread after its own
/// share, so every worker always runs.
@usableFromInline
package func runWorkers(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  var threads: [pthread_t] = []
  var leftOver: [Int] = []
  for worker in 1..<max(1, count) {
    if let thread = try? startThread({ body(worker) }) {
      threads.append(thread)
    } else {
      leftOver.append(worker)
    }
  }
  body(0)
  for worker in leftOver { body(worker) }
  for thread in threads { pthread_join(thread, nil) }
}
