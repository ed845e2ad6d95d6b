import CSQLite

extension Database {
  /// When a transaction takes its locks.
  public enum TransactionKind: Sendable {
    /// Takes locks at the first read or write (for reads).
    case deferred
    /// Takes the write lock at once, so the transaction cannot fail later with SQLITE_BUSY
    /// on upgrade (for writes).
    case immediate
  }

  /// Runs `body` in a transaction: commits when it returns, rolls back when it throws and
  /// rethrows that first error. Inside another transaction it runs as a savepoint.
  public func transaction<T>(_ kind: TransactionKind = .deferred, _ body: () throws -> T) throws
    -> T
  {
    if isInTransaction { return try savepoint(body) }
    // Cached statements: a service answers each request in a transaction, and parsing
    // BEGIN and COMMIT anew each time was a measurable part of the shortest answers.
    switch kind {
    case .deferred: try execute("BEGIN DEFERRED TRANSACTION")
    case .immediate: try execute("BEGIN IMMEDIATE TRANSACTION")
    }
    let result: T
    do {
      result = try body()
      try execute("COMMIT TRANSACTION")
    } catch {
      rollbackIfOpen()
      throw error
    }
    return result
  }

  /// Runs `body` inside a savepoint: its changes are kept when it returns and undone when it
  /// throws (the error is rethrown), without ending any enclosing transaction.
  public func savepoint<T>(_ body: () throws -> T) throws -> T {
    savepointDepth += 1
    defer { savepointDepth -= 1 }
    let name = "musicat_savepoint_\(savepointDepth)"
    try executeScript("SAVEPOINT \(name)")
    let result: T
    do {
      result = try body()
      try executeScript("RELEASE SAVEPOINT \(name)")
    } catch {
      // ROLLBACK TO undoes the work but leaves the savepoint open; RELEASE then closes it.
      try? executeScript("ROLLBACK TO SAVEPOINT \(name)")
      try? executeScript("RELEASE SAVEPOINT \(name)")
      throw error
    }
    return result
  }

  /// Rolls back when a transaction is still open (SQLite may already have rolled it back on
  /// its own, as it does after some errors such as SQLITE_FULL).
  private func rollbackIfOpen() {
    if isInTransaction { try? executeScript("ROLLBACK TRANSACTION") }
  }
}
