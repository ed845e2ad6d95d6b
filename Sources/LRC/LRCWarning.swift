/// Something in a lyrics file that musicat read around, with the line it is on (from 1).
public struct LRCWarning: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { "\(line): \(message)" }
}
