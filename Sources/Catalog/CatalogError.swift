import Utilities

/// Why a catalog operation was refused. Each case names what was wrong.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  case duplicateGroupName(String)
  case invalidGroupName(String)
  case groupNotFound(String)
  case ambiguousGroup(String, names: [String])
  case invalidGroupState(String)
  case trackNotFound(Int64)
  case invalidTrack(String)
  case duplicateTrackPath(String)
  case trackAlreadyInGroup(trackID: Int64, group: String)
  case trackNotInGroup(trackID: Int64, group: String)
  /// A position outside 1...`last` in a group that holds `count` tracks.
  case positionOutOfRange(position: Int, group: String, count: Int, last: Int)
  case invalidLyrics(String)
  case invalidSortKey(String)
  case invalidLimit(Int)
  case invalidOffset(Int)
  case invalidSeed(file: String, reason: String)
  case notACatalog(path: String, reason: String)
  /// The catalog's schema is newer than this program's: a newer musicat wrote it.
  case schemaTooNew(path: String, version: Int, known: Int)
  case cannotOpen(path: String, reason: String)
  case importRunning(path: String)
  case noCatalog(path: String)
  case migrationNeeded(path: String)
  case duplicateUser(String)
  case userNotFound(String)
  /// A play queue the catalog refuses: too long, its current song not in it...
  case invalidPlayQueue(String)
  case invalidUserName(String)
  /// A list of tracks for a group names one track twice (a group holds a track once).
  case trackListedTwice(Int64)

  public var description: String {
    switch self {
    case .duplicateGroupName(let name): "a group named '\(name)' already exists"
    case .invalidGroupName(let name): "'\(name)' is not a valid group name: it is empty"
    case .groupNotFound(let name):
      name.allSatisfy(\.isASCII) && Int64(name) != nil
        ? "no group with id \(name) or named '\(name)'" : "no group named '\(name)'"
    case .ambiguousGroup(let reference, let names):
      "'\(reference)' names \(names.count) groups ("
        + names.map { "'\($0)'" }.joined(separator: ", ") + "); give the exact name or the id"
    case .invalidGroupState(let state):
      "'\(state)' is not a group state (use normal, downloading or downloaded)"
    case .trackNotFound(let id): "no track with id \(id)"
    case .invalidTrack(let reason): "invalid track: \(reason)"
    case .duplicateTrackPath(let path): "another track already uses the file \(path)"
    case .trackAlreadyInGroup(let id, let group): "track \(id) is already in group '\(group)'"
    case .trackNotInGroup(let id, let group): "track \(id) is not in group '\(group)'"
    case .positionOutOfRange(let position, let group, let count, let last):
      "position \(position) is outside 1...\(last) in group '\(group)', which holds "
        + count.counted("track")
    case .invalidLyrics(let reason): "invalid lyrics: \(reason)"
    case .invalidSortKey(let key):
      "'\(key)' is not a sort key (use \(TrackSortField.allCases.map(\.rawValue).joined(separator: ", ")), "
        + "with a leading - for descending)"
    case .invalidLimit(let limit): "the limit \(limit) is negative"
    case .invalidOffset(let offset): "the offset \(offset) is negative"
    case .invalidSeed(let file, let reason): "seed file \(file): \(reason)"
    case .notACatalog(let path, let reason): "\(path) is not a musicat catalog: \(reason)"
    case .schemaTooNew(let path, let version, let known):
      "\(path) was written by a newer musicat (schema version \(version); this one knows up to "
        + "\(known)): use a newer musicat. The catalog was not changed."
    case .cannotOpen(let path, let reason): "cannot open the catalog \(path): \(reason)"
    case .noCatalog(let path):
      "there is no catalog at \(path); make one with 'musicat import FOLDER' or 'musicat seed'"
    case .migrationNeeded(let path):
      "the catalog \(path) is of an older schema, and a command that only reads never changes"
        + " it; run 'musicat migrate' (or any command that writes) to bring it up to date"
    case .duplicateUser(let name): "a user named '\(name)' already exists"
    case .userNotFound(let name): "no user named '\(name)'"
    case .invalidPlayQueue(let reason): "the play queue cannot be saved: \(reason)"
    case .invalidUserName(let name):
      "'\(name)' is not a valid user name: it must be 1 to \(UserRepository.maximumNameLength) "
        + "characters, not only spaces, without a colon or control characters"
    case .trackListedTwice(let id): "track \(id) is listed twice; a group holds a track once"
    case .importRunning(let path):
      "another import into \(path) is running; run this one again when it has finished"
    }
  }
}
