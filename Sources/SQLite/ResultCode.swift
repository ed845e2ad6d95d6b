import CSQLite

/// An SQLite result code, extended (`SQLITE_CONSTRAINT_UNIQUE`) or primary (`SQLITE_CONSTRAINT`).
///
/// Connections opened by ``Database`` report extended codes; ``primary`` recovers the
/// primary one, so both `code == .constraintUnique` and `code.primary == .constraint` work.
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int32

  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// The primary result code: the low 8 bits of an extended code.
  public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

  /// SQLite's English description of the code, such as "constraint failed".
  public var description: String { String(cString: sqlite3_errstr(rawValue)) }

  public static let ok = ResultCode(rawValue: SQLITE_OK)
  public static let error = ResultCode(rawValue: SQLITE_ERROR)
  public static let permission = ResultCode(rawValue: SQLITE_PERM)
  public static let abort = ResultCode(rawValue: SQLITE_ABORT)
  public static let busy = ResultCode(rawValue: SQLITE_BUSY)
  public static let locked = ResultCode(rawValue: SQLITE_LOCKED)
  public static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
  public static let ioError = ResultCode(rawValue: SQLITE_IOERR)
  public static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
  public static let full = ResultCode(rawValue: SQLITE_FULL)
  public static let tooBig = ResultCode(rawValue: SQLITE_TOOBIG)
  /// Read only: the folder that holds the database cannot take its `-wal` or `-shm` file
  /// (a folder the user may not write; a read-only file system says `cantOpen`).
  public static let readOnlyDirectory = ResultCode(rawValue: SQLITE_READONLY | (6 << 8))
  public static let cantOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
  public static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
  public static let mismatch = ResultCode(rawValue: SQLITE_MISMATCH)
  public static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
  public static let range = ResultCode(rawValue: SQLITE_RANGE)
  public static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)

  // Extended constraint codes (sqlite3.h defines them as macros Swift cannot import).
  public static let constraintCheck = ResultCode(rawValue: SQLITE_CONSTRAINT | (1 << 8))
  public static let constraintForeignKey = ResultCode(rawValue: SQLITE_CONSTRAINT | (3 << 8))
  public static let constraintNotNull = ResultCode(rawValue: SQLITE_CONSTRAINT | (5 << 8))
  public static let constraintPrimaryKey = ResultCode(rawValue: SQLITE_CONSTRAINT | (6 << 8))
  public static let constraintTrigger = ResultCode(rawValue: SQLITE_CONSTRAINT | (7 << 8))
  public static let constraintUnique = ResultCode(rawValue: SQLITE_CONSTRAINT | (8 << 8))
  public static let constraintDataType = ResultCode(rawValue: SQLITE_CONSTRAINT | (12 << 8))
}
