import Catalog
import Listings

/// The API's writes: the edits of `musicat group`, as form-encoded POSTs. Each answers with
/// the group as `GET /api/groups/ID` shows it after the edit (a deletion with the id).
///
/// - `POST /api/groups` `name`: creates a group;
/// - `POST /api/groups/ID/rename` `name`, `/state` `state`, `/delete`;
/// - `POST /api/groups/ID/add` `track` (one or more, in order), `/remove` `track`,
///   `/move` `track` and `position` (from 1).
extension MusicatAPI {
  func edit(_ parts: [String], _ request: HTTPRequest, _ principal: WebSessions.Principal) throws
    -> HTTPResponse
  {
    if parts == ["session", "end"] { return endSession(principal) }
    if parts == ["groups"] {
      let name = try Self.field("name", request)
      let group = try service.writer.write { session in
        let made = try session.groups.create(named: name)
        return try session.groups.summary(of: made.id)
      }
      guard let group else { throw CatalogError.groupNotFound(name) }
      return Self.json(status: 201, GroupListing.listing.objects([group])[0])
    }
    guard parts.count == 3, parts[0] == "groups" else {
      throw Refusal(
        status: 404, message: "No API route takes a POST at \(request.path.prefix(200)).")
    }
    let id = try Self.id(parts[1], "group")
    let edit: (CatalogSession) throws -> Void
    switch parts[2] {
    case "rename":
      let name = try Self.field("name", request)
      edit = { try $0.groups.rename(id, to: name) }
    case "state":
      let state = try GroupState(parsing: try Self.field("state", request))
      edit = { try $0.groups.setState(id, to: state) }
    case "delete":
      try service.writer.write { try $0.groups.delete(id) }
      return Self.json(status: 200, .object([("deleted", .int(id))]))
    case "add":
      let tracks = try request.parameters(named: "track").map { try Self.id($0, "track") }
      guard !tracks.isEmpty else { throw Refusal(status: 400, message: "Give track=ID to add.") }
      edit = { session in
        for track in tracks { try session.groups.add(trackID: track, to: id) }
      }
    case "remove":
      let track = try Self.id(try Self.field("track", request), "track")
      edit = { try $0.groups.remove(trackID: track, from: id) }
    case "move":
      let track = try Self.id(try Self.field("track", request), "track")
      let text = try Self.field("position", request)
      guard let position = Int(text) else {
        throw Refusal(status: 400, message: "'position' is '\(text.prefix(64))', not a number.")
      }
      edit = { try $0.groups.move(trackID: track, in: id, to: position) }
    default:
      throw Refusal(
        status: 404,
        message: "A group is edited by rename, state, delete, add, remove or move, not "
          + "'\(parts[2].prefix(64))'.")
    }
    try service.writer.write { session in
      _ = try session.groups.get(id)
      try edit(session)
    }
    return try service.readers.read { try group(id, $0) }
  }

  /// The form field `name`; 400 when it is missing.
  private static func field(_ name: String, _ request: HTTPRequest) throws -> String {
    guard let value = request.parameter(name) else {
      throw Refusal(status: 400, message: "Give the form field '\(name)'.")
    }
    return value
  }
}
