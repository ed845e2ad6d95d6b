import Catalog
import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the catalog database is: `--db`, else `$MUSICAT_DB`, else
/// `$XDG_DATA_HOME/musicat/catalog.sqlite`, else `~/.local/share/musicat/catalog.sqlite`.
struct DatabaseLocation: Equatable {
  let path: String
  /// True when neither `--db` nor `$MUSICAT_DB` chose it: its folder is created when missing.
  let isDefault: Bool

  /// The location `--db` (`explicit`) and the environment choose; `environment` gives a
  /// variable's value (``processEnvironment`` reads the process's own).
  init(
    explicit: String?, environment: (String) throws(EnvironmentTextError) -> String?
  ) throws(EnvironmentTextError) {
    if let explicit {
      self.init(path: explicit, isDefault: false)
    } else if let fromEnvironment = try environment("MUSICAT_DB"), !fromEnvironment.isEmpty {
      self.init(path: fromEnvironment, isDefault: false)
    } else {
      let dataHome: String
      // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
      if let xdg = try environment("XDG_DATA_HOME"), xdg.hasPrefix("/") {
        dataHome = xdg
      } else if let home = try environment("HOME") {
        dataHome = home + "/.local/share"
      } else {
        dataHome = try Self.homeOfUser() + "/.local/share"
      }
      self.init(path: dataHome + "/musicat/catalog.sqlite", isDefault: true)
    }
  }

  /// The value of the process's environment variable `name` (getenv: a command reads three
  /// variables, and need not copy the whole environment into a dictionary).
  static func processEnvironment(_ name: String) throws(EnvironmentTextError) -> String? {
    try getenv(name).map { value throws(EnvironmentTextError) in
      try text(value, from: "the environment variable \(name)")
    }
  }

  /// The home folder the user database names for this user (when HOME is not set).
  private static func homeOfUser() throws(EnvironmentTextError) -> String {
    guard let entry = getpwuid(getuid()), let home = entry.pointee.pw_dir else { return "/" }
    return try text(home, from: "the home folder of the user database")
  }

  /// The C string `value` as text; bytes that are not UTF-8 are an error naming `source`.
  private static func text(_ value: UnsafePointer<CChar>, from source: String)
    throws(EnvironmentTextError) -> String
  {
    let path = FilePath(bytes: Array(UnsafeRawBufferPointer(start: value, count: strlen(value))))
    guard let text = path.text else {
      throw EnvironmentTextError(source: source, shown: path.description)
    }
    return text
  }

  init(path: String, isDefault: Bool) {
    self.path = path
    self.isDefault = isDefault
  }

  /// Creates the default location's folder, and the folders above it, when they are missing
  /// (as `mkdir -p`).
  func prepare() throws {
    guard isDefault else { return }
    let folder = PathText.folder(of: path)
    var made = folder.hasPrefix("/") ? "" : "."
    for component in folder.split(separator: "/") {
      made += "/" + component
      if mkdir(made, 0o755) != 0, errno != EEXIST {
        let reason = String(cString: strerror(errno))
        throw CatalogError.cannotOpen(
          path: path, reason: "cannot create the folder \(made): \(reason)")
      }
    }
  }
}
