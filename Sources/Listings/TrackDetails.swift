import Catalog

/// What `musicat track` shows of one track: the track, the groups that hold it, how many
/// lyric lines it has and the variants of its lyrics.
package struct TrackDetails: Sendable {
  package let track: Track
  package let memberships: [(group: Group, position: Int)]
  package let lineCount: Int
  package let variants: [(language: String, path: FilePath)]

  /// Reads the details of `track` in `session`.
  package init(of track: Track, in session: CatalogSession) throws {
    self.track = track
    memberships = try session.groups.memberships(of: track.id)
    lineCount = try session.lyrics.lines(of: track.id).count
    variants = try session.lyrics.variants(of: track.id)
  }

  /// The JSON of `musicat track --format json` (the service's `/api/tracks/ID`): the fields
  /// of `musicat tracks`, then the groups, the lyrics and the timestamps.
  package var json: JSONValue {
    let fields = TrackListing.listing.fields.map { ($0.name, $0.json(track)) }
    let groups = memberships.map { membership -> JSONValue in
      .object([
        ("id", .int(membership.group.id)), ("name", .string(membership.group.name)),
        ("position", .int(membership.position)),
      ])
    }
    let variants = variants.map { variant -> JSONValue in
      .object([("language", .string(variant.language)), ("path", .path(variant.path))])
    }
    return .object(
      fields + [
        ("groups", .array(groups)), ("lyric_lines", .int(lineCount)),
        ("lyrics_variants", .array(variants)),
        ("created_at", .string(track.createdAt)), ("updated_at", .string(track.updatedAt)),
      ])
  }
}
