import Foundation

/// A fresh folder under the system's temporary directory, removed when released.
public final class TemporaryFolder {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "musicat-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
