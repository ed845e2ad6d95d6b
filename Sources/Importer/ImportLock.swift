import Catalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps two imports from writing one catalog at once: an exclusive flock(2) on a file beside
/// it (`<catalog>-import.lock`), held while an import runs and released when it ends, also
/// when it is killed. Two imports reading the same folders before either wrote them would
/// both add their tracks, and one failed on the catalog's unique paths.
final class ImportLock {
  private let descriptor: Int32

  /// Takes the lock of the catalog at `catalogPath`, or throws
  /// ``CatalogError/importRunning(path:)`` at once when another import holds it. Nil when no
  /// lock file can be made (a folder the user cannot write: the import cannot write the
  /// catalog there either, and SQLite says why).
  static func acquire(forCatalogAt catalogPath: String) throws(CatalogError) -> ImportLock? {
    let descriptor = open(catalogPath + "-import.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return nil }
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      let busy = errno == EWOULDBLOCK
      close(descriptor)
      if busy { throw .importRunning(path: catalogPath) }
      return nil
    }
    return ImportLock(descriptor: descriptor)
  }

  private init(descriptor: Int32) { self.descriptor = descriptor }

  /// Closing the file releases the lock.
  deinit { close(descriptor) }
}
