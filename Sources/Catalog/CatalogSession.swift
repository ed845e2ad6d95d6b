import SQLite

/// The repositories of one catalog, bound to its connection for the length of one
/// ``Catalog/read(_:)`` or ``Catalog/write(_:)`` call. Do not keep it past that call.
public struct CatalogSession {
  public let tracks: TrackRepository
  public let groups: GroupRepository
  public let lyrics: LyricRepository
  public let lyricSearch: LyricSearch
  public let nameSearch: NameSearch
  public let inspector: CatalogInspector
  public let albums: AlbumRepository
  public let users: UserRepository
  public let roots: LibraryRootRepository
  public let playQueues: PlayQueueRepository
  /// The connection, for the importer's bulk statements.
  package let database: Database

  init(database: Database) {
    self.database = database
    tracks = TrackRepository(database: database)
    groups = GroupRepository(database: database)
    lyrics = LyricRepository(database: database)
    lyricSearch = LyricSearch(database: database)
    nameSearch = NameSearch(database: database)
    inspector = CatalogInspector(database: database)
    albums = AlbumRepository(database: database)
    users = UserRepository(database: database)
    roots = LibraryRootRepository(database: database)
    playQueues = PlayQueueRepository(database: database)
  }
}
