import Catalog
import Listings
import Utilities

/// The tracks a command's arguments name: track ids when every argument is a number,
/// otherwise a query (``TrackQuery``) whose matches, in catalog order, are the tracks.
enum TrackSelection {
  /// The one track `reference` names: a track id, or words that must all appear in the
  /// title, artist or album of exactly one track. When it names none or several, writes why
  /// on stderr (listing up to 20 of the several) and returns nil; a reference without a word
  /// is a usage error of `command`.
  static func one(
    _ reference: String, in session: CatalogSession, output: Output, command: String
  ) throws -> Track? {
    if let id = id(reference) { return try session.tracks.get(id) }
    let words = reference.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else {
      throw UsageError(
        "The value '\(reference.escapingControlCharacters)' is invalid for '<track>': expected "
          + "a track id, or words of its title, artist or album.", command: command)
    }
    let candidates = try session.tracks.list(TrackFilter(words: words, limit: 21))
    if candidates.count == 1 { return candidates[0] }
    if candidates.isEmpty {
      output.writeError("Error: no track matches '\(reference)'.")
    } else {
      let count =
        candidates.count > 20
        ? "More than 20 tracks match '\(reference)' (the first 20 below)"
        : "\(candidates.count) tracks match '\(reference)'"
      output.writeError("Error: \(count); give one's id:")
      let table = TrackListing.listing.render(Array(candidates.prefix(20)), as: .table)
      for row in table.split(separator: "\n") { output.writeError(String(row)) }
    }
    return nil
  }

  /// The track id `reference` is, when it is one (digits alone, not words that find a track).
  static func id(_ reference: String) -> Int64? {
    reference.allSatisfy(\.isASCII) ? Int64(reference) : nil
  }

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
