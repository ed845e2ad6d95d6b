import Catalog

/// The tracks a command's arguments name: track ids when every argument is a number,
/// otherwise a query (``TrackQuery``) whose matches, in catalog order, are the tracks.
enum TrackSelection {
  static func ids(_ arguments: [String], in session: CatalogSession, command: String) throws
    -> [Int64]
  {
    if !arguments.isEmpty,
      arguments.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int64($0) != nil })
    {
      // Each track once, in the order first named (`mark 1 1 1` marks one track).
      var seen = Set<Int64>()
      let ids = arguments.compactMap { Int64($0) }.filter { seen.insert($0).inserted }
      for id in ids { _ = try session.tracks.get(id) }
      return ids
    }
    let query: TrackQuery
    do {
      query = try TrackQuery.parse(arguments)
    } catch {
      throw UsageError("Bad query term \(error).", command: command)
    }
    return try session.tracks.list(TrackFilter(query: query)).map(\.id)
  }
}
