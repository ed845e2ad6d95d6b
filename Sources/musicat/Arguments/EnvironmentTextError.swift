/// A value from the environment (a variable, or the home folder the user database names)
/// whose bytes are not UTF-8, where musicat needs the catalog's path: read as text, it would
/// name another file than the one meant, so the command stops and says which.
struct EnvironmentTextError: Error, CustomStringConvertible {
  /// Where the value came from: `the environment variable HOME`.
  let source: String
  /// The value, each byte that is not UTF-8 written `\xB0`.
  let shown: String

  var description: String {
    "\(source) is not UTF-8 ('\(shown)'): musicat opens a catalog only at a UTF-8 path"
  }
}
