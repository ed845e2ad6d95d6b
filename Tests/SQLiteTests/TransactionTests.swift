import Testing

@testable import SQLite

@Suite struct TransactionTests {
  struct Failure: Error, Equatable { let tag: Int }

  private func makeDatabase() throws -> Database {
    let database = try Database.inMemory()
    try database.executeScript("CREATE TABLE t (n INTEGER UNIQUE)")
    return database
  }

  private func values(_ database: Database) throws -> [Int] {
    try database.rows("SELECT n FROM t ORDER BY n") { try $0.get(0) }
  }

  @Test(arguments: [Database.TransactionKind.deferred, .immediate])
  func commitsWhenTheBodyReturns(kind: Database.TransactionKind) throws {
    let database = try makeDatabase()
    let result = try database.transaction(kind) {
      try database.execute("INSERT INTO t VALUES (1)")
      return "done"
    }
    #expect(result == "done")
    #expect(!database.isInTransaction)
    #expect(try values(database) == [1])
  }

  @Test func rollsBackAndRethrowsTheFirstError() throws {
    let database = try makeDatabase()
    #expect(throws: Failure(tag: 1)) {
      try database.transaction(.immediate) {
        try database.execute("INSERT INTO t VALUES (1)")
        throw Failure(tag: 1)
      }
    }
    #expect(!database.isInTransaction)
    #expect(try values(database) == [])
  }

  @Test func rollsBackOnAnSQLiteError() throws {
    let database = try makeDatabase()
    let error = #expect(throws: SQLiteError.self) {
      try database.transaction {
        try database.execute("INSERT INTO t VALUES (1)")
        try database.execute("INSERT INTO t VALUES (1)")
      }
    }
    #expect(error?.code == .constraintUnique)
    #expect(try values(database) == [])
  }

  @Test func aFailedSavepointUndoesOnlyItsOwnWork() throws {
    let database = try makeDatabase()
    try database.transaction {
      try database.execute("INSERT INTO t VALUES (1)")
      #expect(throws: Failure(tag: 2)) {
        try database.savepoint {
          try database.execute("INSERT INTO t VALUES (2)")
          try database.savepoint { try database.execute("INSERT INTO t VALUES (3)") }
          throw Failure(tag: 2)
        }
      }
      try database.savepoint { try database.execute("INSERT INTO t VALUES (4)") }
    }
    #expect(try values(database) == [1, 4])
  }

  @Test func aNestedTransactionRunsAsASavepoint() throws {
    let database = try makeDatabase()
    try database.transaction {
      try database.execute("INSERT INTO t VALUES (1)")
      try? database.transaction {
        try database.execute("INSERT INTO t VALUES (2)")
        throw Failure(tag: 3)
      }
    }
    #expect(try values(database) == [1])
  }
}
