import Catalog

/// The fields `musicat tracks` prints for each track (documented in docs/COMMANDS.md).
enum TrackListing {
  static let listing = Listing<Track>(fields: [
    ListingField("id", heading: "ID", alignRight: true, json: { .int($0.id) }),
    ListingField("title", heading: "TITLE", json: { .string($0.title) }),
    ListingField("artist", heading: "ARTIST", json: { .string($0.artist) }),
    ListingField("album", heading: "ALBUM", json: { .string($0.album) }),
    ListingField(
      "duration_ms", heading: "TIME", alignRight: true, json: { .int($0.durationMS) },
      cell: { $0.durationMS.map(DurationText.minutesSeconds) ?? "" }),
    ListingField("track_number", json: { .int($0.trackNumber) }),
    ListingField(
      "downloaded", heading: "DOWNLOADED", json: { .bool($0.downloaded) },
      cell: { $0.downloaded ? "yes" : "no" }),
    ListingField("hd", heading: "HD", json: { .bool($0.hd) }, cell: { $0.hd ? "yes" : "no" }),
    ListingField("quality", json: { .string($0.quality.rawValue) }),
    ListingField("audio_path", json: { .path($0.audioPath) }),
    ListingField("lrc_path", json: { .path($0.lrcPath) }),
  ])
}
