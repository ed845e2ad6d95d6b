import SQLite

/// The folders and files imports were run on (``Importer`` records them), so that a rescan
/// can import them again.
public struct LibraryRootRepository {
  let database: Database

  /// Records that an import ran on `roots` (absolute paths, links resolved) now.
  public func record(_ roots: [FilePath]) throws {
    for root in roots {
      try database.execute(
        """
        INSERT INTO library_roots (path) VALUES (?)
        ON CONFLICT (path) DO UPDATE SET last_imported_at = \(SQLTimestamp.now)
        """, [root])
    }
  }

  /// Every recorded root, in the order of their paths' bytes.
  public func list() throws -> [FilePath] {
    try database.rows("SELECT path FROM library_roots ORDER BY path", []) { try $0.get(0) }
  }
}
