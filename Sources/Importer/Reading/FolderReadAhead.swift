import Catalog
import Utilities

/// The reading side of an import, on threads of its own, ahead of the writer: one thread
/// walks the folders (listing, file status) and hands their entries on; `workers` threads
/// plan them (``FolderReader``), a folder at a time each, each with its own connection (WAL
/// lets it read beside the writer). The plans come out of the queue
/// ``start(_:walker:catalog:workers:partBytes:)`` returns in walk order, a large folder in
/// parts (``FolderPlan/completesFolder``).
///
/// What it holds is bounded in bytes, whatever the sizes of the library and its folders:
/// ``bytesReadAhead`` in the queue and the names of the folders the walker has still to
/// walk together, and about two parts for each worker that waits for its folder's turn.
enum FolderReadAhead {
  /// What the reading threads hand the writer.
  enum Result: Sendable {
    case folder(FolderPlan)
    case failed(any Error)
  }

  /// How many files the walker may list ahead of the readers: a few folders. Listing is far
  /// quicker than reading, so more would only hold more.
  static let filesListedAhead = 256

  /// How much the readers may read ahead of the writer, in bytes of what they read (see
  /// ``FolderPlan/memoryEstimate``): enough that the writer seldom waits for them; more
  /// only holds more.
  static let bytesReadAhead = 256 << 10

  /// About how large a part of a folder is, in the same bytes: some ten tracks, so the writer
  /// starts on a large folder before it is read whole.
  static let partBytes = 64 << 10

  /// Starts reading `roots` and returns the queue their plans come through. Cancelling the
  /// queue stops every thread; ``BoundedQueue/cancel()`` returns once they have ended.
  ///
  /// Each worker is a thread of its own, taking the next folder as it is done with one, so
  /// the worker whose turn it is always runs (a pool such as `concurrentPerform` may start
  /// it only after workers that wait for it).
  static func start(
    _ roots: [FilePath], walker: FileWalker, catalog: Catalog, workers: Int,
    partBytes: Int = partBytes
  ) throws -> BoundedQueue<Result> {
    typealias Listing = (
      ticket: Int, root: FilePath, folder: FilePath, handle: FolderHandle?,
      entries: [FileWalker.Entry]
    )
    let listings = BoundedQueue<Listing>(capacity: filesListedAhead)
    let plans = BoundedQueue<Result>(capacity: bytesReadAhead)
    let catalogs = try (0..<max(1, workers)).map { _ in try catalog.catalogForAnotherThread() }
    let reader = FolderReader()
    let turns = TurnOrder()
    // Every thread started is waited for when the queue is cancelled; the readers' queue
    // finishes when the last reader is done (`reading` holds one more until all started).
    let stopped = WaitGroup()
    let reading = WaitGroup()
    plans.onCancel { turns.cancel() }
    plans.onCancel { stopped.wait() }
    reading.enter()
    do {
      stopped.enter()
      try startThread(stopped: stopped) {
        defer { listings.finish() }
        var ticket = 0
        do {
          for root in roots {
            // The names of the folders still to walk (a batch of each folder on the way
            // down) count against the read-ahead: the readers read that much less ahead.
            try walker.walkFolders(root, holding: { plans.setOutsideWeight($0) }) {
              folder, entries, handle in
              // One file named alone is read with the files beside it, so that it pairs as
              // its folder would pair it (FolderReader keeps only its own track).
              var entries = entries
              if folder == root.parent, let handle, case .file(root, _)? = entries.first {
                let beside = walker.filesBeside(root, in: handle)
                if beside.contains(where: { $0 == entries[0] }) { entries = beside }
              }
              guard listings.put((ticket, root, folder, handle, entries), weight: entries.count)
              else {
                throw ReadingStopped()
              }
              ticket += 1
            }
          }
        } catch {
          // Only a cancelled put throws (ReadingStopped): the readers have stopped.
        }
      }
      for catalog in catalogs {
        stopped.enter()
        reading.enter()
        try startThread(stopped: stopped, orLeave: reading) {
          defer { if reading.leave() { plans.finish() } }
          while let (ticket, root, folder, handle, entries) = listings.take() {
            var handOff = PartHandOff(
              ticket: ticket, turns: turns, plans: plans, holding: partBytes)
            do {
              try reader.plan(
                folder, root: root, handle: handle, entries: entries, catalog: catalog,
                partBytes: partBytes
              ) { handOff.deliver(.folder($0), weight: $0.memoryEstimate) }
            } catch {
              _ = handOff.deliver(.failed(error), weight: 0)
            }
            guard handOff.finish() else {
              listings.cancel()
              return
            }
          }
        }
      }
    } catch {
      // The system would make no more threads: stop those started, and say why.
      listings.cancel()
      plans.cancel()
      throw error
    }
    if reading.leave() { plans.finish() }
    return plans
  }

  /// Runs `body` on a thread of its own that leaves `stopped` when done; when the system
  /// makes no thread, leaves `stopped` (and `orLeave`) for it and throws.
  private static func startThread(
    stopped: WaitGroup, orLeave other: WaitGroup? = nil, _ body: @escaping @Sendable () -> Void
  ) throws {
    do {
      try detachThread {
        defer { stopped.leave() }
        body()
      }
    } catch {
      stopped.leave()
      other?.leave()
      throw error
    }
  }

  /// Thrown out of the walk when the readers have stopped.
  private struct ReadingStopped: Error {}

  /// How one worker hands on the parts of one folder: straight into the queue when it is the
  /// folder's turn; before that, held until `holding` bytes are, then waiting for the turn.
  private struct PartHandOff {
    let ticket: Int
    let turns: TurnOrder
    let plans: BoundedQueue<Result>
    let holding: Int
    private var held: [(result: Result, weight: Int)] = []
    private var heldWeight = 0
    private var hasTurn = false
    /// False once the queue was cancelled: nothing more is delivered.
    private var delivering = true

    init(ticket: Int, turns: TurnOrder, plans: BoundedQueue<Result>, holding: Int) {
      (self.ticket, self.turns, self.plans, self.holding) = (ticket, turns, plans, holding)
    }

    /// Hands `result` on, or holds it until the folder's turn; false once the import stopped.
    mutating func deliver(_ result: Result, weight: Int) -> Bool {
      guard delivering else { return false }
      if !hasTurn {
        held.append((result, weight))
        heldWeight += weight
        if heldWeight < holding && !turns.isTurn(ticket) && !turns.isCancelled { return true }
        return takeTurn()
      }
      return put(result, weight: weight)
    }

    /// Hands on what is held once the folder's turn comes, and ends the turn; false when the
    /// import stopped.
    mutating func finish() -> Bool {
      guard delivering, hasTurn || takeTurn() else { return false }
      turns.end(ticket)
      return true
    }

    private mutating func takeTurn() -> Bool {
      guard turns.wait(for: ticket) else {
        delivering = false
        return false
      }
      hasTurn = true
      let parts = held
      (held, heldWeight) = ([], 0)
      for part in parts {
        guard put(part.result, weight: part.weight) else { return false }
      }
      return true
    }

    private mutating func put(_ result: Result, weight: Int) -> Bool {
      guard plans.put(result, weight: weight) else {
        delivering = false
        turns.cancel()
        return false
      }
      return true
    }
  }
}
