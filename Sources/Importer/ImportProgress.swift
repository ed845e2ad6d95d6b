import Catalog

/// Where an import stands, for a progress line.
public struct ImportProgress: Sendable {
  /// Files read or found unchanged so far.
  public var filesDone: Int
  /// Files found by the walk.
  public var filesTotal: Int
  /// The folder being imported.
  public var folder: String
}
