import Catalog

/// How `musicat import` imports.
public struct ImportOptions: Sendable {
  /// Put every track into this group instead of one group per folder.
  public var groupName: String?
  /// Read everything and report what would change, but write nothing.
  public var dryRun: Bool
  /// Remove tracks none of whose files exist any more.
  public var prune: Bool

  public init(groupName: String? = nil, dryRun: Bool = false, prune: Bool = false) {
    self.groupName = groupName
    self.dryRun = dryRun
    self.prune = prune
  }
}
