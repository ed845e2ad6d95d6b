import Utilities

/// What a music file's name says of its track, as people name files: `01 - Title`,
/// `01. Title`, `01 Title`, `1-03 Title` (disc 1, track 3), `Artist - 03 - Title`,
/// `03 - Artist - Title`, `[03] Artist - Title`, `Artist - Title`. Used only where the tags
/// say nothing.
struct TrackName: Equatable {
  var artist: String?
  var title: String
  var trackNumber: Int?
  var discNumber: Int?

  /// Reads a file's stem (its name without the extension).
  init(_ stem: String) {
    var name = stem.trimming(where: \.isSpace)
    title = stem
    // `[03] rest`, `(03) rest`: the number in brackets, then the rest as any name.
    if let (track, rest) = Self.bracketedNumber(name) {
      self = TrackName(rest)
      trackNumber = trackNumber ?? track
      return
    }
    name = name.trimming(where: \.isSpace)
    if let (disc, track, rest) = Self.discAndTrack(name) {
      (discNumber, trackNumber) = (disc, track)
      (artist, title) = Self.artistAndTitle(rest) ?? (nil, rest)
    } else if let (track, rest) = Self.leadingNumber(name) {
      trackNumber = track
      (artist, title) = Self.artistAndTitle(rest) ?? (nil, rest)
    } else if let (before, after) = Self.artistAndTitle(name) {
      // `Artist - 03 - Title`: the number after the artist is the track's.
      if let (track, rest) = Self.leadingNumber(after) {
        (artist, trackNumber, title) = (before, track, rest)
      } else if before.allSatisfy({ $0.isASCII && $0.isNumber }) {
        // `2019 - Title`: a number is no artist (a year, most often).
        title = after
      } else {
        (artist, title) = (before, after)
      }
    }
  }

  /// `1-03 rest`, `CD1-03 rest`, `D2-07 rest`: a disc of 1 or 2 digits and a track of 1 to 3
  /// joined by a dash, then a separator and the rest.
  private static func discAndTrack(_ name: String) -> (Int, Int, String)? {
    var text = Substring(name)
    for prefix in ["disc", "disk", "cd", "d"] where text.lowercased().hasPrefix(prefix) {
      text = text.dropFirst(prefix.count).drop { $0 == " " }
      break
    }
    let disc = text.prefix { $0.isASCII && $0.isNumber }
    guard (1...2).contains(disc.count) else { return nil }
    text = text.dropFirst(disc.count)
    guard text.first == "-" else { return nil }
    text = text.dropFirst()
    guard let (track, rest) = leadingNumber(String(text)), let discNumber = Int(disc),
      discNumber >= 1
    else { return nil }
    return (discNumber, track, rest)
  }

  /// `03 - rest`, `03. rest`, `03 rest`, `03_rest`: a number of 1 to 3 digits, a separator,
  /// and a rest that is more than digits (so `1999` stays a title).
  private static func leadingNumber(_ name: String) -> (Int, String)? {
    let digits = name.prefix { $0.isASCII && $0.isNumber }
    guard (1...3).contains(digits.count), let number = Int(digits), number >= 1 else {
      return nil
    }
    let afterDigits = name.dropFirst(digits.count)
    let separators: Set<Character> = [" ", ".", "-", "_"]
    guard let first = afterDigits.first, separators.contains(first) else { return nil }
    let rest = afterDigits.drop { separators.contains($0) }.trimming(where: \.isSpace)
    guard rest.contains(where: { !($0.isASCII && $0.isNumber) }) else { return nil }
    return (number, rest)
  }

  /// `[03] rest` or `(03) rest`: a number of 1 to 3 digits in brackets, then the rest.
  private static func bracketedNumber(_ name: String) -> (Int, String)? {
    guard let open = name.first, open == "[" || open == "(" else { return nil }
    let close: Character = open == "[" ? "]" : ")"
    let digits = name.dropFirst().prefix { $0.isASCII && $0.isNumber }
    guard (1...3).contains(digits.count), let number = Int(digits), number >= 1,
      name.dropFirst(1 + digits.count).first == close
    else { return nil }
    let rest = name.dropFirst(2 + digits.count).trimming(where: \.isSpace)
    guard !rest.isEmpty else { return nil }
    return (number, rest)
  }

  /// `Artist - Title` split at the first ` - `, both sides non-empty.
  private static func artistAndTitle(_ name: String) -> (String, String)? {
    guard let range = name.firstOccurrence(of: " - ") else { return nil }
    let artist = name[..<range.lowerBound].trimming(where: \.isSpace)
    let title = name[range.upperBound...].trimming(where: \.isSpace)
    guard !artist.isEmpty, !title.isEmpty else { return nil }
    return (artist, title)
  }
}
