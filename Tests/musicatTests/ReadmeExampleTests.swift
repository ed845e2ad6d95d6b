import Foundation
import TestSupport
import Testing

/// The README's examples of musicat's commands are what the built binary prints: each
/// `$ musicat ...` line of a console block is run, in order, in a folder that holds a copy
/// of Seeds/sample-library (the README's `/home/you`), and must print the lines below it.
/// The examples that need a terminal, a server or a file of the reader's are left out.
@Suite struct ReadmeExampleTests {
  struct Example {
    let command: String
    let output: [String]
  }

  /// Every `$ ` line of the README's console blocks with the lines it prints.
  static func examples() throws -> [Example] {
    let readme = try String(
      contentsOf: ServedCatalog.repository.appendingPathComponent("README.md"), encoding: .utf8)
    var examples: [Example] = []
    var inConsole = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inConsole = line == "```console"
      } else if inConsole, line.hasPrefix("$ ") {
        examples.append(Example(command: String(line.dropFirst(2)), output: []))
      } else if inConsole, let last = examples.popLast() {
        examples.append(Example(command: last.command, output: last.output + [String(line)]))
      }
    }
    return examples
  }

  /// Whether the example runs here: musicat's own commands but those that ask for a
  /// password, serve, or read a file the reader has (`song.lrc`).
  static func runs(_ command: String) -> Bool {
    (command.hasPrefix("musicat ") || command.hasPrefix("swift run musicat "))
      && !["musicat user add", "musicat serve", "musicat lrc show"].contains {
        command.hasPrefix($0)
      }
  }

  @Test func theReadmesExamplesPrintWhatTheySay() throws {
    let examples = try Self.examples().filter { Self.runs($0.command) }
    #expect(examples.count >= 10, "\(examples.map(\.command))")
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("Seeds"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: ServedCatalog.repository.appendingPathComponent("Seeds/sample-library").path,
      toPath: folder.path("Seeds/sample-library"))
    // `swift run musicat` is the built binary, and mpv plays nothing here.
    let shell = """
      musicat() { "$MUSICAT" "$@"; }
      swift() { shift 2; "$MUSICAT" "$@"; }
      mpv() { :; }

      """
    for example in examples {
      let result = try Musicat.runShell(shell + example.command, in: folder)
      let printed = (result.standardOutput + result.standardError)
        .split(whereSeparator: \.isNewline).map(String.init)
      let expected = example.output.map {
        $0.replacingOccurrences(of: "/home/you/", with: folder.path("") + "/")
      }
      #expect(printed == expected, "$ \(example.command)")
    }
  }
}
