import CSQLite

/// The Swift body of an SQL function, kept alive by SQLite until the function is redefined or
/// the connection closes.
private final class TextFunction {
  let body: (String) -> String
  init(_ body: @escaping (String) -> String) { self.body = body }
}

extension Database {
  /// Defines the SQL function `name(text)`, which SQLite may call from any statement of this
  /// connection, including the SQL of migrations and triggers.
  ///
  /// The function is deterministic and innocuous: `body` must give the same result for the
  /// same text and have no side effects. NULL gives NULL; a number or a blob is first
  /// converted to text, as SQLite's own text functions do.
  public func defineFunction(_ name: String, _ body: @escaping (String) -> String) throws {
    let context = Unmanaged.passRetained(TextFunction(body)).toOpaque()
    let code = sqlite3_create_function_v2(
      handle, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, context,
      { context, _, arguments in
        guard let context, let argument = arguments?[0],
          sqlite3_value_type(argument) != SQLITE_NULL
        else {
          sqlite3_result_null(context)
          return
        }
        let function = Unmanaged<TextFunction>.fromOpaque(sqlite3_user_data(context))
          .takeUnretainedValue()
        // The byte count keeps text that holds U+0000 whole.
        let bytes = sqlite3_value_text(argument)
        let count = Int(sqlite3_value_bytes(argument))
        let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        var result = function.body(text)
        result.withUTF8 { utf8 in
          // Empty text needs a valid pointer: a null one would give NULL.
          guard let base = utf8.baseAddress else {
            sqlite3_result_text(context, "", 0, musicat_sqlite_transient)
            return
          }
          // A result SQLite cannot take (2 GiB or more) is its "too big" error, not a trap.
          guard let length = Int32(exactly: utf8.count) else {
            sqlite3_result_error_toobig(context)
            return
          }
          sqlite3_result_text(
            context, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), length,
            musicat_sqlite_transient)
        }
      }, nil, nil,
      { context in
        guard let context else { return }
        Unmanaged<TextFunction>.fromOpaque(context).release()
      })
    guard code == SQLITE_OK else {
      throw SQLiteError(
        code: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(handle)))
    }
  }
}
