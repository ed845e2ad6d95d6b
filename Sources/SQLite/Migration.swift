/// One numbered schema change: a file `NNNN_name.sql` whose statements run in one transaction.
public struct Migration: Equatable, Sendable {
  /// The number that orders migrations; each version is applied once.
  public let version: Int
  /// The name after the number, such as `initial`.
  public let name: String
  /// The statements to run.
  public let sql: String

  public init(version: Int, name: String, sql: String) {
    self.version = version
    self.name = name
    self.sql = sql
  }

  /// Reads the version and name from a file name of the form `0001_initial.sql`.
  public init(fileName: String, sql: String) throws(MigrationError) {
    guard fileName.hasSuffix(".sql") else { throw .badFileName(fileName) }
    let stem = fileName.dropLast(4)
    guard let underscore = stem.firstIndex(of: "_"),
      let version = Int(stem[..<underscore]), version > 0,
      stem[..<underscore].allSatisfy({ $0.isASCII && $0.isNumber })
    else { throw .badFileName(fileName) }
    let name = String(stem[stem.index(after: underscore)...])
    guard !name.isEmpty else { throw .badFileName(fileName) }
    self.init(version: version, name: name, sql: sql)
  }
}
