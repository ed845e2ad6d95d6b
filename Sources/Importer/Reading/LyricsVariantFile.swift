import Catalog

/// A lyrics file of a track beside its own (`X.jp.lrc`, `X.rom.lrc`, `X.eslrc` beside
/// `X.lrc`): its language or kind, in lower case, and its path.
public struct LyricsVariantFile: Equatable, Sendable {
  public var language: String
  public var path: FilePath
}
