extension [String] {
  /// The strings with `separator` between them, as `joined(separator:)` gives them. The
  /// standard library's `joined` is reached unspecialized: its first call in a process costs
  /// about 100,000 instructions of type metadata, a tenth of what a whole question costs
  /// besides opening the catalog. Used on the way of every command's answer.
  package func concatenated(separator: String = "") -> String {
    var result = ""
    for (index, element) in enumerated() {
      if index > 0 { result += separator }
      result += element
    }
    return result
  }
}
