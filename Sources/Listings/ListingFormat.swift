/// The three ways a ``Listing`` prints: an aligned table for people, JSON or CSV for scripts.
package enum ListingFormat: Sendable {
  case table
  case json
  case csv
}
