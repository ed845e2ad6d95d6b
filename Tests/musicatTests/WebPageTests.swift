import Foundation
import TestSupport
import Testing

/// musicat's page in a real headless Chromium (Selenium from PyPI, Debian's chromium and
/// chromium-driver): each scenario of Tests/Web/web_checks.py starts a `musicat serve` of its
/// own on a library made for it and compares the page with the catalog. One at a time: each
/// runs a browser. (The time budget, `web_checks.py budget`, runs in CI on a quiet machine.)
@Suite(.serialized) struct WebPageTests {
  static let scenarios = ["grid", "group", "lyrics", "search", "paging", "login", "screenshots"]

  @Test(arguments: scenarios) func theBrowserShowsTheCatalog(scenario: String) throws {
    let python = ServedCatalog.python
    try #require(
      FileManager.default.isExecutableFile(atPath: python),
      "no Python with Selenium at \(python): run 'make venv' (or set MUSICAT_TEST_PYTHON)")
    let result = try Musicat.runTool(
      python,
      [
        ServedCatalog.repository.appendingPathComponent("Tests/Web/web_checks.py").path,
        scenario, "--musicat", Musicat.binary.path, "--repository", ServedCatalog.repository.path,
      ])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
  }
}
