import Catalog
import Utilities

/// Read connections to the catalog, one per request being answered: each request reads in a
/// transaction of its own connection (WAL lets them read beside a writer), so what an import
/// in another process commits is seen by the next request, and no request waits for another.
/// Connections are opened as needed and kept for the next request.
package final class ReaderPool: Sendable {
  private let path: String
  private let idle = Locked<[Catalog]>([])

  package init(path: String) {
    self.path = path
  }

  /// Runs `body` with a connection of the pool's own.
  package func withReader<T>(_ body: (Catalog) throws -> T) throws -> T {
    let reader =
      try idle.withLock { $0.popLast() } ?? Catalog.open(path: path, migrate: false, readOnly: true)
    defer { idle.withLock { $0.append(reader) } }
    return try body(reader)
  }

  /// Runs `body` in a read transaction of a connection of the pool's own.
  package func read<T>(_ body: (CatalogSession) throws -> T) throws -> T {
    try withReader { try $0.read(body) }
  }
}
