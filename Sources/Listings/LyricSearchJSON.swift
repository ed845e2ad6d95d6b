import Catalog

/// The JSON of `musicat search` (documented in docs/COMMANDS.md; the service's `/api/search`):
/// the matching lines and how many there are.
package enum LyricSearchJSON {
  package static func json(_ result: LyricSearchResult) -> JSONValue {
    .object([
      ("total", .int(result.total)), ("total_is_exact", .bool(result.totalIsExact)),
      ("matches", .array(LyricMatchListing.listing.objects(result.matches))),
    ])
  }
}
