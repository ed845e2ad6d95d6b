import Catalog

/// One call of a Subsonic endpoint: the request, a read transaction on the catalog, who
/// asked, and the service (for what writes or runs on). Its parameter readers throw the
/// protocol's errors: 10 for a missing parameter, 0 for a value of the wrong kind.
package struct SubsonicCall {
  package let request: HTTPRequest
  package let session: CatalogSession
  /// The user the request comes from; nil when the catalog has no account (loopback only).
  package let user: String?
  package let service: CatalogService
  /// The shape the answer is written in.
  package let syntax: SubsonicNode.Syntax

  /// An empty node of the answer.
  package func node() -> SubsonicNode { SubsonicNode(syntax) }

  /// The value of `name`, or nil.
  package func string(_ name: String) -> String? { request.parameter(name) }

  /// Every value of `name`, in order.
  package func strings(_ name: String) -> [String] { request.parameters(named: name) }

  /// The value of `name`; throws error 10 when it is missing.
  package func required(_ name: String) throws(SubsonicError) -> String {
    guard let value = request.parameter(name) else { throw .missing(name) }
    return value
  }

  /// The whole number `name`, `fallback` when it is missing, clamped to `range`.
  package func int(_ name: String, default fallback: Int, in range: ClosedRange<Int>)
    throws(SubsonicError) -> Int
  {
    guard let text = request.parameter(name) else { return fallback }
    guard let value = Int(text) else { throw .invalid(name, text, expected: "a whole number") }
    return min(max(value, range.lowerBound), range.upperBound)
  }

  /// The whole number `name` if given; throws error 0 when it is not one.
  package func optionalInt(_ name: String) throws(SubsonicError) -> Int? {
    guard let text = request.parameter(name) else { return nil }
    guard let value = Int(text) else { throw .invalid(name, text, expected: "a whole number") }
    return value
  }

  /// The id `name`, of the service's ids; throws 10 when missing, 70 when it is no id of ours.
  package func id(_ name: String = "id") throws(SubsonicError) -> SubsonicID {
    let text = try required(name)
    guard let id = SubsonicID(text) else {
      throw .notFound("No item has the id '\(text.prefix(64))'.")
    }
    return id
  }

  /// The track id `name`; throws 70 when it names no track id.
  package func trackID(_ name: String = "id") throws(SubsonicError) -> Int64 {
    try Self.trackID(in: try required(name))
  }

  /// The track id `text` spells; throws 70 when it spells none.
  package static func trackID(in text: String) throws(SubsonicError) -> Int64 {
    guard case .track(let id) = SubsonicID(text) else {
      throw .notFound("No song has the id '\(text.prefix(64))'.")
    }
    return id
  }

  /// The playlist id `name` (the group's id, or `pl-` and it); throws 70 when it is none.
  package func playlistID(_ name: String) throws(SubsonicError) -> Int64 {
    let text = try required(name)
    switch SubsonicID(text) {
    case .track(let id), .playlist(let id): return id
    default: throw .notFound("No playlist has the id '\(text.prefix(64))'.")
    }
  }
}
