extension StringProtocol {
  /// The range of the first place `text` occurs, comparing characters as `==` does; nil
  /// when it does not. For the short names and headers musicat looks into (a file's
  /// `Artist - Title`), without the string algorithms module, which costs every command's
  /// start a few hundred kilobytes to map.
  package func firstOccurrence(of text: String) -> Range<Index>? {
    guard !text.isEmpty else { return startIndex..<startIndex }
    var start = startIndex
    while start != endIndex {
      if self[start...].hasPrefix(text) {
        return start..<index(start, offsetBy: text.count)
      }
      start = index(after: start)
    }
    return nil
  }
}
