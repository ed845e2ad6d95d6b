/// An error reported by SQLite, or a misuse of this wrapper detected before SQLite ran.
///
/// Carries the extended result code, the message from `sqlite3_errmsg` (taken at the moment
/// of the failure), and the SQL that failed when there was one. Match on the code:
///
///     catch let error as SQLiteError where error.code == .constraintUnique { ... }
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The extended result code.
  public let code: ResultCode
  /// The message SQLite gave for this failure.
  public let message: String
  /// The statement that failed, when the failure belongs to one.
  public let sql: String?

  public init(code: ResultCode, message: String, sql: String? = nil) {
    self.code = code
    self.message = message
    self.sql = sql
  }

  public var description: String {
    var text = "SQLite error \(code.rawValue): \(message)"
    if let sql { text += " (while running: \(sql))" }
    return text
  }
}
