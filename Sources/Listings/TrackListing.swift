import Catalog

/// The fields `musicat tracks` prints for each track (documented in docs/COMMANDS.md).
package enum TrackListing {
  /// The fields a table shows, in the order every format lists them. They read a track's
  /// summary, so a table can be printed from summaries alone (``table``).
  private static let shown: [ListingField<TrackSummary>] = [
    ListingField("id", heading: "ID", alignRight: true, json: { .int($0.id) }),
    ListingField("title", heading: "TITLE", json: { .string($0.title) }),
    ListingField("artist", heading: "ARTIST", json: { .string($0.artist) }),
    ListingField("album", heading: "ALBUM", json: { .string($0.album) }),
    ListingField(
      "duration_ms", heading: "TIME", alignRight: true, json: { .int($0.durationMS) },
      cell: { $0.durationMS.map(DurationText.minutesSeconds) ?? "" }),
    ListingField(
      "downloaded", heading: "DOWNLOADED", json: { .bool($0.downloaded) },
      cell: { $0.downloaded ? "yes" : "no" }),
    ListingField("hd", heading: "HD", json: { .bool($0.hd) }, cell: { $0.hd ? "yes" : "no" }),
  ]

  /// The table of `musicat tracks`, from the tracks' summaries.
  package static let table = Listing<TrackSummary>(fields: shown)

  /// `summaries` as the table of `musicat tracks`. Rendered here, where the record type is
  /// known, so the compiler specializes the listing's generic code for it: called from
  /// another module, that code runs unspecialized, each cell through the runtime's generics.
  package static func table(of summaries: [TrackSummary]) -> String {
    table.render(summaries, as: .table)
  }

  /// Every field of a track, for JSON and CSV (and a table of whole tracks).
  package static let listing: Listing<Track> = {
    let summarized: [ListingField<Track>] = shown.map { $0.contramap { $0.summary } }
    let details: [ListingField<Track>] = [
      ListingField("quality", json: { .string($0.quality.rawValue) }),
      ListingField("audio_path", json: { .path($0.audioPath) }),
      ListingField("lrc_path", json: { .path($0.lrcPath) }),
      ListingField("disc_number", json: { .int($0.discNumber) }),
      ListingField("year", json: { .int($0.year) }),
      ListingField("genre", json: { .string($0.genre) }),
      ListingField("container", json: { .string($0.container) }),
      ListingField("codec", json: { .string($0.codec) }),
      ListingField("sample_rate", json: { .int($0.sampleRate) }),
      ListingField("bit_depth", json: { .int($0.bitDepth) }),
      ListingField("channels", json: { .int($0.channels) }),
      ListingField("bitrate", json: { .int($0.bitrate) }),
    ]
    let trackNumber = ListingField<Track>("track_number", json: { .int($0.trackNumber) })
    // The track number goes after the duration, where JSON and CSV have always had it.
    return Listing(fields: summarized[..<5] + [trackNumber] + summarized[5...] + details)
  }()
}
