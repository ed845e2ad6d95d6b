import Catalog

/// The fields `musicat group show` prints for each track of a group: the track's position in
/// the group, then the fields of `musicat tracks`.
package enum GroupTrackListing {
  package static let listing = Listing<(position: Int, track: Track)>(
    fields: [ListingField("position", heading: "#", alignRight: true, json: { .int($0.position) })]
      + TrackListing.listing.fields.map { field in field.contramap(\.track) })
}
