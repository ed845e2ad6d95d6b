import Catalog

/// Marks words of a search in a line of text with bold (ANSI), for a terminal.
enum Highlight {
  static let bold = "\u{1B}[1m"
  static let normal = "\u{1B}[0m"

  /// `text` with every occurrence of each word of `query` in bold, ignoring case and accents
  /// as the catalog does (``TextFolding``). A word is a run of letters, marks and digits.
  static func marking(_ query: String, in text: String) -> String {
    let words = Self.words(of: query).map { Array(TextFolding.fold($0).utf8) }.filter {
      !$0.isEmpty
    }
    guard !words.isEmpty else { return text }
    let line = FoldedLine(text)
    var ranges: [Range<Int>] = []
    for word in words {
      ranges += line.occurrences(of: word)
    }
    guard !ranges.isEmpty else { return text }
    // Overlapping and touching matches merge into one bold run.
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<Int>] = []
    for range in ranges {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    let characters = line.characters
    var marked = ""
    var position = 0
    for range in merged {
      marked += String(characters[position..<range.lowerBound]) + bold
      marked += String(characters[range]) + normal
      position = range.upperBound
    }
    return marked + String(characters[position...])
  }

  /// The words of a query: its runs of letters, marks and digits.
  static func words(of query: String) -> [String] {
    var words: [String] = []
    var word = String.UnicodeScalarView()
    for scalar in query.unicodeScalars {
      if isWordScalar(scalar) {
        word.append(scalar)
      } else if !word.isEmpty {
        words.append(String(word))
        word = String.UnicodeScalarView()
      }
    }
    if !word.isEmpty { words.append(String(word)) }
    return words
  }

  /// Whether the scalar belongs to a word: a letter, a mark or a digit of any script.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
      true
    default: false
    }
  }
}
