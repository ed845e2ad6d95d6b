import AudioProbe
import Catalog
import Utilities

/// What a folder's name says of the music in it, as people name folders:
/// `Artist - Album (2019) [FLAC 24-96]` gives an artist, an album and a year, and `CD1`,
/// `CD 2`, `Disc 1` or `Disk2` marks one disc of the album in the folder above. Used only
/// where the tags say nothing.
struct FolderName: Equatable {
  var artist: String?
  var album: String?
  var year: Int?
  /// The disc's number when the folder holds one disc of an album.
  var disc: Int?
  /// The name without its decorations (`[FLAC]`, a year), nil for a disc's folder.
  var title: String?

  /// What `folder`'s name says, with, for a disc's folder (`Album/CD2`), the artist, album
  /// and year of the album's folder above it.
  static func of(_ folder: FilePath) -> FolderName {
    var name = FolderName(FilePath(bytes: Array(folder.lastComponent)).description)
    if let disc = name.disc {
      // The folder above a disc's is the album's, whatever its shape.
      let albumFolder = FilePath(bytes: Array(folder.parent.lastComponent)).description
      name = FolderName(albumFolder)
      name.album = name.album ?? name.title
      name.disc = disc
    }
    return name
  }

  /// The folder whose group holds `folder`'s tracks: the album's folder above a disc's folder
  /// (`Album` for `Album/CD2`) below the import's `root`, else `folder` itself.
  static func groupFolder(of folder: FilePath, root: FilePath) -> FilePath {
    guard folder != root,
      FolderName(FilePath(bytes: Array(folder.lastComponent)).description).disc != nil
    else { return folder }
    return folder.parent
  }

  init(_ name: String) {
    disc = Self.discNumber(name)
    guard disc == nil else { return }
    var text = name.trimming(where: \.isSpace)
    // Decorations at the end: `[FLAC 24-96]`, `{WEB}`, and a year in parentheses, which
    // is the only thing in parentheses taken off (`(Live)` belongs to the album).
    while let last = text.last, last == "]" || last == "}" || last == ")" {
      let open: Character = last == "]" ? "[" : last == "}" ? "{" : "("
      guard let start = text.lastIndex(of: open) else { break }
      let inside = text[text.index(after: start)..<text.index(before: text.endIndex)]
      let insideYear = Self.year(inside)
      if last == ")", insideYear == nil { break }
      year = year ?? insideYear
      text = String(text[..<start]).trimming(where: \.isSpace)
    }
    title = text.isEmpty ? nil : text
    guard let range = text.firstOccurrence(of: " - ") else { return }
    let before = text[..<range.lowerBound].trimming(where: \.isSpace)
    let after = text[range.upperBound...].trimming(where: \.isSpace)
    guard !before.isEmpty, !after.isEmpty else { return }
    if let leadingYear = Self.year(Substring(before)) {
      // `2019 - Album`
      (year, album) = (year ?? leadingYear, after)
    } else {
      (artist, album) = (before, after)
    }
  }

  /// `text` read as a year, as tags give years (``AudioTags/years``), or nil.
  private static func year(_ text: Substring) -> Int? {
    guard text.count == 4, text.allSatisfy(\.isASCII), let number = Int(text) else { return nil }
    return AudioTags.years.contains(number) ? number : nil
  }

  /// `CD1`, `CD 2`, `cd02`, `Disc 1`, `Disk2`, `Disc 1 - Title`: the disc's number, or nil.
  private static func discNumber(_ name: String) -> Int? {
    let lowered = name.lowercased().trimming(where: \.isSpace)
    for prefix in ["cd", "disc", "disk"] where lowered.hasPrefix(prefix) {
      let rest = lowered.dropFirst(prefix.count).drop { $0 == " " || $0 == "_" || $0 == "." }
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard (1...2).contains(digits.count), let number = Int(digits), number >= 1 else {
        return nil
      }
      let after = rest.dropFirst(digits.count).trimming(where: \.isSpace)
      guard after.isEmpty || after.hasPrefix("-") || after.hasPrefix(":") || after.hasPrefix("(")
      else { return nil }
      return number
    }
    return nil
  }
}
