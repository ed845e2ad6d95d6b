import Testing

@testable import Utilities

@Suite struct PathTextTests {
  /// Folders and names of the paths that trip path code up: repeated and trailing slashes,
  /// the root, bare names, dots, non-ASCII names. (Foundation's NSString gives the same on
  /// these but "" and "//"; on Linux it crashes on some of them, so it is not the oracle.)
  @Test(arguments: [
    ("", "", ""), ("/", "/", "/"), ("//", "/", "/"), ("a", "", "a"), ("a/", "", "a"),
    ("/a", "/", "a"), ("/a/", "/", "a"), ("a/b", "a", "b"), ("a//b", "a", "b"),
    ("/a/b/c.m3u8", "/a/b", "c.m3u8"), ("a/b//", "a", "b"), ("//a//b//", "/a", "b"),
    ("./x", ".", "x"), ("../x", "..", "x"), (".", "", "."), ("x/./y", "x/.", "y"),
    ("/music/回忆/爱.lrc", "/music/回忆", "爱.lrc"), ("dir with spaces/a b", "dir with spaces", "a b"),
  ])
  func foldersAndNames(path: String, folder: String, name: String) {
    #expect(PathText.folder(of: path) == folder, "\(path)")
    #expect(PathText.name(of: path) == name, "\(path)")
  }
}
