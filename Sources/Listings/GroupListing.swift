import Catalog

/// The fields `musicat groups` prints for each group (documented in docs/COMMANDS.md).
package enum GroupListing {
  package static let listing = Listing<GroupSummary>(fields: [
    ListingField("id", heading: "ID", alignRight: true, json: { .int($0.group.id) }),
    ListingField("name", heading: "NAME", json: { .string($0.group.name) }),
    ListingField("state", heading: "STATE", json: { .string($0.group.state.rawValue) }),
    ListingField("track_count", heading: "TRACKS", alignRight: true, json: { .int($0.trackCount) }),
    ListingField(
      "downloaded_count", heading: "DOWNLOADED", alignRight: true,
      json: { .int($0.downloadedCount) }),
    ListingField("source_path", json: { .path($0.group.sourcePath) }),
    ListingField("arranged_by_hand", json: { .bool($0.group.isArrangedByHand) }),
    ListingField("created_at", json: { .string($0.group.createdAt) }),
    ListingField("updated_at", json: { .string($0.group.updatedAt) }),
  ])
}
