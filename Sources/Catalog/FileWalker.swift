#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Walks folders for the files musicat reads, the way a careful tool must: recursively,
/// skipping hidden files and folders, never following symbolic links to folders (so loops
/// cannot happen), never opening FIFOs, sockets or devices, and reporting what it cannot read.
public struct FileWalker {
  /// A file found, or a path that could not be walked.
  public enum Entry: Equatable, Sendable {
    case file(FilePath)
    case problem(FilePath, String)
  }

  /// Which files to report, by their name's bytes.
  public let accepts: (ArraySlice<UInt8>) -> Bool

  public init(accepts: @escaping (ArraySlice<UInt8>) -> Bool) { self.accepts = accepts }

  /// A walker for files whose extension (case-insensitive) is one of `extensions`.
  public init(extensions: [String]) {
    let wanted = extensions.map { Array($0.lowercased().utf8) }
    self.init { name in
      guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
      let suffix = name[(dot + 1)...].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
      return wanted.contains(suffix)
    }
  }

  /// Every accepted file under `root` (or `root` itself when it is a file, whatever its
  /// name), sorted by path within each folder, with problems where they occur.
  public func walk(_ root: FilePath) -> [Entry] {
    var entries: [Entry] = []
    var status = stat()
    // A root the user names is followed even when it is a symbolic link.
    guard stat(root.cString, &status) == 0 else {
      return [.problem(root, String(cString: strerror(errno)))]
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return [.file(root)]
    case S_IFDIR: break
    default: return [.problem(root, "not a regular file or folder")]
    }
    var pending = [root]
    while let folder = pending.popLast() {
      guard let directory = opendir(folder.cString) else {
        entries.append(.problem(folder, String(cString: strerror(errno))))
        continue
      }
      var names: [[UInt8]] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          Array(raw.prefix { $0 != 0 })
        }
        if name.first == UInt8(ascii: ".") { continue }
        names.append(name)
      }
      closedir(directory)
      var subfolders: [FilePath] = []
      for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
        let path = folder.appending(name[...])
        var status = stat()
        guard lstat(path.cString, &status) == 0 else {
          entries.append(.problem(path, String(cString: strerror(errno))))
          continue
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: subfolders.append(path)
        case S_IFREG where accepts(name[...]): entries.append(.file(path))
        // A link to a file is followed (it cannot loop); a link to a folder is not.
        case S_IFLNK
        where accepts(name[...]) && stat(path.cString, &status) == 0
          && status.st_mode & S_IFMT == S_IFREG:
          entries.append(.file(path))
        default: continue
        }
      }
      // Walk subfolders in name order: the stack takes them last first.
      pending.append(contentsOf: subfolders.reversed())
    }
    return entries
  }
}
