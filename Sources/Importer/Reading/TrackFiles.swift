import Catalog

/// The files that make one track: an audio file, a lyrics file, or both with the same stem.
public struct TrackFiles: Equatable, Sendable {
  public var audio: FilePath?
  public var lyrics: FilePath?
  /// Other lyrics of the track: translations, romanisations, a word-timed version
  /// (``FolderPairing``), in name order.
  public var variants: [LyricsVariantFile] = []

  /// The name the track sorts by inside its folder: the stem of its main file.
  var sortName: String {
    let name = FilePath(bytes: Array((audio ?? lyrics)?.lastComponent ?? [])).description
    return name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(
      separator: ".")
  }
}
