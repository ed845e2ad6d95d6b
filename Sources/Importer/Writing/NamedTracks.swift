/// The tracks a transaction of an import added or rewrote, whose names go into the name index
/// (``Catalog/NameIndex``) once, before it commits.
struct NamedTracks {
  var added: [Int64] = []
  var changed: [Int64] = []
}
