/// Whether one known migration has been applied to a database, and when.
public struct MigrationStatus: Equatable, Sendable {
  public let migration: Migration
  /// When it was applied (UTC, ISO 8601), or nil while it is pending.
  public let appliedAt: String?

  public var isApplied: Bool { appliedAt != nil }
}
