import Catalog

/// The tracks a transaction of an import added or rewrote, whose names go into the name index
/// (``Catalog/NameIndex``) and whose albums are counted again (``Catalog/AlbumSummaries``)
/// once, before it commits; with the albums the rewritten tracks were in before.
struct NamedTracks {
  var added: [Int64] = []
  var changed: [Int64] = []
  var formerAlbums = Set<AlbumSummaries.Album>()
}
