import Foundation

/// Marks words of a search in a line of text with bold (ANSI), for a terminal.
enum Highlight {
  static let bold = "\u{1B}[1m"
  static let normal = "\u{1B}[0m"

  /// `text` with every occurrence of each word of `query` in bold, ignoring case and accents.
  static func marking(_ query: String, in text: String) -> String {
    let words = query.components(separatedBy: CharacterSet.alphanumerics.inverted).filter {
      !$0.isEmpty
    }
    var ranges: [Range<String.Index>] = []
    for word in words {
      var start = text.startIndex
      while let found = text.range(
        of: word, options: [.caseInsensitive, .diacriticInsensitive], range: start..<text.endIndex)
      {
        ranges.append(found)
        start = found.upperBound
      }
    }
    guard !ranges.isEmpty else { return text }
    // Overlapping and touching matches merge into one bold run.
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<String.Index>] = []
    for range in ranges {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    var marked = ""
    var position = text.startIndex
    for range in merged {
      marked += text[position..<range.lowerBound] + bold + text[range] + normal
      position = range.upperBound
    }
    return marked + text[position...]
  }
}
