import Catalog

/// The fields `musicat search` prints for each matching line (documented in docs/COMMANDS.md).
package enum LyricMatchListing {
  package static let listing = Listing<LyricMatch>(fields: [
    ListingField("track_id", heading: "TRACK", alignRight: true, json: { .int($0.trackID) }),
    ListingField("title", heading: "TITLE", json: { .string($0.title) }),
    ListingField("artist", heading: "ARTIST", json: { .string($0.artist) }),
    ListingField("line_number", json: { .int($0.line.lineNumber) }),
    ListingField("time_ms", json: { .int($0.line.timeMS) }),
    ListingField(
      "time", heading: "TIME", alignRight: true,
      json: { .string($0.line.timeMS.map(DurationText.lyricTime)) }),
    ListingField("text", heading: "LINE", json: { .string($0.line.text) }),
    ListingField("language", json: { .string($0.language) }),
    ListingField("downloaded", json: { .bool($0.downloaded) }),
  ])
}
