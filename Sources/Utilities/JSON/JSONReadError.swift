/// Why a text is not JSON, and where: the line and column (from 1, in bytes) of the first
/// byte that is wrong.
package struct JSONReadError: Error, Equatable, CustomStringConvertible {
  package let line: Int
  package let column: Int
  package let reason: String

  package init(line: Int, column: Int, reason: String) {
    (self.line, self.column, self.reason) = (line, column, reason)
  }

  package var description: String { "line \(line), column \(column): \(reason)" }
}
