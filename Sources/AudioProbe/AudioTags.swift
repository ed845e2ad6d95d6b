import Utilities

/// What an audio file says about itself: ID3v2, Vorbis comments, MP4 `ilst` or RIFF INFO.
public struct AudioTags: Equatable, Sendable {
  public var title: String?
  public var artist: String?
  public var album: String?
  /// The track's number on its album (`3` of `3/12`).
  public var trackNumber: Int?
  /// The disc's number in a set of several (`2` of `2/3`).
  public var discNumber: Int?
  /// The year of the recording or release (the first four digits of a date).
  public var year: Int?
  public var genre: String?

  public init(
    title: String? = nil, artist: String? = nil, album: String? = nil, trackNumber: Int? = nil,
    discNumber: Int? = nil, year: Int? = nil, genre: String? = nil
  ) {
    self.title = title
    self.artist = artist
    self.album = album
    self.trackNumber = trackNumber
    self.discNumber = discNumber
    self.year = year
    self.genre = genre
  }

  /// The most tracks or discs a number may count: higher ones are no numbers.
  public static let largestNumber = 9_999

  /// The years a date may give; outside them a date is no year.
  public static let years = 1000...9999

  /// Reads a track or disc number as tags write it: `3`, `03`, `3/12`; nil unless it is
  /// 1 to ``largestNumber``.
  static func trackNumber(from text: String) -> Int? {
    let number = text.split(separator: "/").first.map { $0.trimming(where: \.isSpace) }
    return number.flatMap { Int($0) }.flatMap { (1...largestNumber).contains($0) ? $0 : nil }
  }

  /// Reads a year from a date as tags write it (`2019`, `2019-05-01`, `2019/05`); nil when it
  /// does not start with a year of ``years``.
  static func year(from text: String) -> Int? {
    let digits = text.trimming(where: \.isSpace).prefix(4)
    guard digits.count == 4, digits.allSatisfy(\.isASCII), let year = Int(digits) else {
      return nil
    }
    return years.contains(year) ? year : nil
  }

  /// Reads a genre as ID3 writes it: a name, or `(17)`, `17` or `(17)Rock` (ID3v1's numbered
  /// list); nil when nothing names a genre.
  static func genre(from text: String) -> String? {
    var rest = Substring(text.trimming(where: \.isSpace))
    var numbered: String?
    if rest.first == "(", let close = rest.firstIndex(of: ")"),
      let number = Int(rest[rest.index(after: rest.startIndex)..<close])
    {
      numbered = ID3v1Genres.name(number)
      rest = rest[rest.index(after: close)...]
    } else if let number = Int(rest) {
      return ID3v1Genres.name(number)
    }
    let name = rest.trimming(where: \.isSpace)
    return name.isEmpty ? numbered : name
  }

  /// Sets the field a Vorbis-comment-style key names (TITLE, ARTIST, ALBUM, TRACKNUMBER,
  /// DISCNUMBER, DATE or YEAR, GENRE); the first value of each key wins.
  mutating func set(key: String, value: String) {
    let trimmed = value.trimming(where: \.isSpaceOrNewline)
    guard !trimmed.isEmpty else { return }
    switch key.uppercased() {
    case "TITLE": title = title ?? trimmed
    case "ARTIST": artist = artist ?? trimmed
    case "ALBUM": album = album ?? trimmed
    case "TRACKNUMBER": trackNumber = trackNumber ?? Self.trackNumber(from: trimmed)
    case "DISCNUMBER": discNumber = discNumber ?? Self.trackNumber(from: trimmed)
    case "DATE", "YEAR": year = year ?? Self.year(from: trimmed)
    case "GENRE": genre = genre ?? Self.genre(from: trimmed)
    default: break
    }
  }
}
