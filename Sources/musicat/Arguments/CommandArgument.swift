import Catalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One argument of the command line, as the system gave it. Nearly every argument is UTF-8;
/// one that is not (a GBK folder name typed in a GBK terminal) may still name a file, so it
/// keeps its bytes for the arguments that take paths, and is refused as a name or a text,
/// which the catalog keeps in UTF-8. (`CommandLine.arguments` would have replaced its bytes
/// with U+FFFD: another path, or a name nobody typed.)
struct CommandArgument: ExpressibleByStringLiteral {
  /// The bytes, as a path.
  let path: FilePath
  /// The text: the bytes when they are UTF-8, else as ``FilePath/description`` shows them
  /// (`\xB0` for each byte that is not part of a character).
  let text: String
  /// True when the bytes are valid UTF-8.
  let isUTF8: Bool

  init(bytes: [UInt8]) {
    path = FilePath(bytes: bytes)
    let text = path.text
    isUTF8 = text != nil
    self.text = text ?? path.description
  }

  init(_ text: String) {
    path = FilePath(text)
    self.text = text
    isUTF8 = true
  }

  init(stringLiteral value: String) { self.init(value) }

  /// The arguments after the program's name, from `argv`.
  static var processArguments: [CommandArgument] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { argument in
        CommandArgument(
          bytes: Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument))))
      }
    }
  }
}
