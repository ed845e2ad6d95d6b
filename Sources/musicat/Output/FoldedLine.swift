import Catalog

/// A line folded character by character, each byte of the fold knowing the character it
/// came from, so that a match in the fold marks whole characters of the line.
struct FoldedLine {
  let characters: [Character]
  /// The folded line's UTF-8 bytes.
  let bytes: [UInt8]
  /// For each byte of `bytes`, the index of the character it folds.
  let owners: [Int]

  init(_ text: String) {
    characters = Array(text)
    var bytes: [UInt8] = []
    var owners: [Int] = []
    for (index, character) in characters.enumerated() {
      let folded = TextFolding.fold(String(character)).utf8
      bytes += folded
      owners += repeatElement(index, count: folded.count)
    }
    self.bytes = bytes
    self.owners = owners
  }

  /// The characters of each occurrence of `word` (folded UTF-8) in the line, left to right
  /// and not overlapping one another.
  func occurrences(of word: [UInt8]) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var start = 0
    while start + word.count <= bytes.count {
      if bytes[start..<start + word.count].elementsEqual(word) {
        found.append(owners[start]..<owners[start + word.count - 1] + 1)
        start += word.count
      } else {
        start += 1
      }
    }
    return found
  }
}
