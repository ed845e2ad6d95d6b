/// Why a track query was refused: the term at fault and what is wrong with it.
public struct TrackQueryError: Error, Equatable, Sendable, CustomStringConvertible {
  public var term: String
  public var reason: String

  public var description: String { "'\(term)': \(reason)" }
}
