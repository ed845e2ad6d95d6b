/// A track of a folder being written, with what orders it in its group: disc, then track
/// number, then natural name order (``albumOrder(_:_:)``).
struct GroupedTrack {
  let id: Int64
  let disc: Int?
  let number: Int?
  let name: String
  /// True when this import added the track to the catalog.
  let isNew: Bool
  /// True when this import found the track's files moved here from another path.
  var wasMoved = false

  /// True when `left` comes before `right` on their album: by disc when both have one (a
  /// track with a disc before one without), then by track number likewise, then by name as
  /// people sort names (`2 x` before `10 x`).
  static func albumOrder(_ left: GroupedTrack, _ right: GroupedTrack) -> Bool {
    switch (left.disc, right.disc) {
    case (let l?, let r?) where l != r: return l < r
    case (.some, nil): return true
    case (nil, .some): return false
    default: break
    }
    switch (left.number, right.number) {
    case (let l?, let r?) where l != r: return l < r
    case (.some, nil): return true
    case (nil, .some): return false
    default: return NaturalOrder.areInIncreasingOrder(left.name, right.name)
    }
  }
}
