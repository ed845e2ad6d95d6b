/// The current time as the catalog stores it in `created_at` and `updated_at` (UTC, ISO
/// 8601, to the millisecond, as the migrations' defaults write it), as an SQL expression, so
/// each statement reads the clock where it writes.
package enum SQLTimestamp {
  package static let now = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
}
