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

  /// Reads the version and name from a file name of the form `0001_initial.sql`. The name is
  /// read as bytes: every command that opens a catalog reads the embedded migrations' names.
  public init(fileName: String, sql: String) throws(MigrationError) {
    let bytes = fileName.utf8
    var index = bytes.startIndex
    var version = 0
    var digits = 0
    while index != bytes.endIndex, case let byte = bytes[index], byte >= 0x30, byte <= 0x39 {
      // 18 digits cannot overflow an Int.
      guard digits < 18 else { throw .badFileName(fileName) }
      version = version * 10 + Int(byte - 0x30)
      digits += 1
      index = bytes.index(after: index)
    }
    guard digits > 0, version > 0, index != bytes.endIndex, bytes[index] == UInt8(ascii: "_"),
      bytes.count - digits > 5,  // "_", a name of one byte or more, ".sql"
      bytes.suffix(4).elementsEqual(".sql".utf8)
    else { throw .badFileName(fileName) }
    let nameEnd = bytes.index(bytes.endIndex, offsetBy: -4)
    let name = String(fileName[bytes.index(after: index)..<nameEnd])
    self.init(version: version, name: name, sql: sql)
  }
}
