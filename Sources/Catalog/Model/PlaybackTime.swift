/// A time in a track as users type it: `100`, `100.5`, `1:40`, `1:40.50`, `01:40.500`,
/// `1:02:03`. Seconds alone may be any number; after minutes they run 00 to 59.
public enum PlaybackTime {
  /// The time in milliseconds, or nil when the text is not a time.
  public static func milliseconds(_ text: String) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var total = 0
    for (index, part) in parts.enumerated() {
      let isLast = index == parts.count - 1
      let pieces = part.split(separator: ".", omittingEmptySubsequences: false)
      guard pieces.count == 1 || (isLast && pieces.count == 2),
        let whole = Int(pieces[0]), whole >= 0, pieces[0].allSatisfy(\.isASCII), whole < 1_000_000,
        // After a colon come two digits of minutes or seconds: 00 to 59 (`1:60` is no time).
        index == 0 || (pieces[0].count == 2 && whole < 60)
      else { return nil }
      total = total * 60 + whole
      if !isLast { continue }
      total *= 1000
      if pieces.count == 2 {
        let digits = pieces[1]
        guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
          let fraction = Int(digits)
        else { return nil }
        total += fraction * [1, 100, 10, 1][digits.count]
      }
    }
    return total
  }
}
