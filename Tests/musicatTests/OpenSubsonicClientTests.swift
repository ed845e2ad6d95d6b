import Foundation
import TestSupport
import Testing

/// `musicat serve` as a real OpenSubsonic client library sees it: py-opensonic (PyPI) runs
/// each scenario of Tests/Service/opensonic_checks.py against a server of its own, and
/// compares what it gets with the catalog (`musicat ... --format json`) and the files.
@Suite struct OpenSubsonicClientTests {
  static let scenarios = [
    "authentication", "browsing", "searching", "streaming", "lyrics", "playlists", "covers",
    "scanning",
  ]

  @Test(arguments: scenarios) func pyOpenSonicSeesTheCatalog(scenario: String) throws {
    let python = ServedCatalog.python
    try #require(
      FileManager.default.isExecutableFile(atPath: python),
      "no Python with py-opensonic at \(python): run 'make venv' (or set MUSICAT_TEST_PYTHON)")
    let served = try ServedCatalog()
    let result = try Musicat.runTool(
      python,
      [
        ServedCatalog.repository.appendingPathComponent("Tests/Service/opensonic_checks.py").path,
        scenario, "--port", String(served.port), "--user", served.user, "--password",
        served.password, "--api-key", served.apiKey, "--musicat", Musicat.binary.path, "--db",
        served.database, "--library", served.library,
      ])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(served.stop() == 0, "\(served.log)")
  }
}
