#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Walks folders for the files musicat reads, the way a careful tool must: recursively,
/// skipping hidden files and folders, never following symbolic links to folders (so loops
/// cannot happen), never opening FIFOs, sockets or devices, and reporting what it cannot read.
public struct FileWalker: Sendable {
  /// A file found, with its size and modification time when it was found, or a path that
  /// could not be walked.
  public enum Entry: Equatable, Sendable {
    case file(FilePath, FileStamp)
    case problem(FilePath, String)
  }

  /// Which files to report, by their name's bytes.
  public let accepts: @Sendable (ArraySlice<UInt8>) -> Bool

  public init(accepts: @escaping @Sendable (ArraySlice<UInt8>) -> Bool) { self.accepts = accepts }

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
    walkFolders(root) { entries += $1 }
    return entries
  }

  /// Walks `root` one folder at a time, in pre-order (a folder, then its subfolders by name):
  /// hands `visit` each folder's accepted files (sorted by name) and the problems met in it,
  /// and holds no more than the subfolders' names of the folders on its way down, however
  /// large the tree. `holding`, when given, is told how many bytes those names take each
  /// time that changes (a folder of thousands of folders holds their names for its whole
  /// walk), so a caller can count them in a memory budget.
  ///
  /// When `root` is a file, `visit` gets its folder and the file; when `root` cannot be
  /// walked, `root` and the problem.
  public func walkFolders(
    _ root: FilePath, holding: ((Int) -> Void)? = nil,
    _ visit: (FilePath, [Entry]) throws -> Void
  ) rethrows {
    var status = stat()
    // A root the user names is followed even when it is a symbolic link.
    guard stat(root.cString, &status) == 0 else {
      return try visit(root, [.problem(root, String(cString: strerror(errno)))])
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return try visit(root.parent, [.file(root, FileStamp(status))])
    case S_IFDIR: break
    default: return try visit(root, [.problem(root, "not a regular file or folder")])
    }
    // The folders on the way down, each with its subfolders and the next one to walk.
    var stack: [(folder: FilePath, subfolders: NameList, next: Int)] = []
    var held = 0
    var folder: FilePath? = root
    while let current = folder {
      let subfolders = try walkFolder(current, visit)
      if !subfolders.isEmpty {
        stack.append((current, subfolders, 0))
        held += subfolders.bytesHeld
        holding?(held)
      }
      // Then the next subfolder, by name, of the deepest folder that has one left.
      folder = nil
      while folder == nil, let top = stack.last {
        if top.next < top.subfolders.count {
          folder = top.folder.appending(top.subfolders[top.next])
          stack[stack.count - 1].next += 1
        } else {
          stack.removeLast()
          held -= top.subfolders.bytesHeld
          holding?(held)
        }
      }
    }
  }

  /// Hands `visit` the accepted files of `folder` (sorted by name) and the problems met in
  /// it, and returns the names of its subfolders, sorted.
  private func walkFolder(_ folder: FilePath, _ visit: (FilePath, [Entry]) throws -> Void)
    rethrows -> NameList
  {
    guard let directory = opendir(folder.cString) else {
      try visit(folder, [.problem(folder, String(cString: strerror(errno)))])
      return NameList()
    }
    var names = NameList()
    var types: [UInt8] = []
    while let entry = readdir(directory) {
      withUnsafeBytes(of: entry.pointee.d_name) { raw in
        let name = raw.prefix { $0 != 0 }
        guard name.first != UInt8(ascii: ".") else { return }
        names.append(name)
        types.append(entry.pointee.d_type)
      }
    }
    // Entries are looked at relative to the open folder: the system need not walk the
    // whole path again for each of them.
    let folderDescriptor = dirfd(directory)
    var entries: [Entry] = []
    var subfolders = NameList()
    for index in names.indices.sorted(by: { names[$0].lexicographicallyPrecedes(names[$1]) }) {
      let name = names[index]
      let path = folder.appending(name)
      let cName = Array(name) + [0]
      switch kind(of: cName, in: folderDescriptor, type: types[index]) {
      case .folder: subfolders.append(name)
      // A link to a file is followed (it cannot loop); a link to a folder is not.
      case .file where accepts(name), .link where accepts(name):
        guard let found = fileStatus(of: cName, in: folderDescriptor, followingLinks: true) else {
          // Gone since it was listed, a link to nothing, or a loop of links.
          entries.append(.problem(path, String(cString: strerror(errno))))
          continue
        }
        switch found.st_mode & S_IFMT {
        case S_IFREG: entries.append(.file(path, FileStamp(found)))
        case S_IFDIR: continue
        default: entries.append(.problem(path, Self.notARegularFile(mode: found.st_mode)))
        }
      // Named like music but a FIFO, socket or device: never opened (it could block).
      case .other(let reason) where accepts(name): entries.append(.problem(path, reason))
      case .problem(let reason): entries.append(.problem(path, reason))
      default: continue
      }
    }
    closedir(directory)
    if !entries.isEmpty { try visit(folder, entries) }
    return subfolders
  }

  /// Names of folder entries in one buffer, not an array each: the walk holds the
  /// subfolders of every folder on its way down, and one folder may hold thousands.
  private struct NameList {
    private var bytes: [UInt8] = []
    /// Where each name ends in `bytes` (a folder's names take far less than 4 GiB).
    private var ends: [UInt32] = []

    var isEmpty: Bool { ends.isEmpty }
    var count: Int { ends.count }
    var indices: Range<Int> { ends.indices }
    /// The memory the list takes.
    var bytesHeld: Int { bytes.capacity + ends.capacity * MemoryLayout<UInt32>.size }

    mutating func append(_ name: some Collection<UInt8>) {
      bytes.append(contentsOf: name)
      ends.append(UInt32(bytes.count))
    }

    subscript(index: Int) -> ArraySlice<UInt8> {
      bytes[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
    }
  }

  private enum Kind {
    case folder
    case file
    case link
    /// A FIFO, socket or device, with what it is.
    case other(String)
    case problem(String)
  }

  /// Why a FIFO, socket or device with a music file's name is not read.
  private static func notARegularFile(mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "not a regular file (a FIFO); not opened"
    case S_IFSOCK: "not a regular file (a socket); not opened"
    case S_IFCHR, S_IFBLK: "not a regular file (a device); not opened"
    default: "not a regular file; not opened"
    }
  }

  /// What a folder entry is: from the type readdir gave, or lstat when it gave none or a
  /// special file.
  private func kind(of name: [UInt8], in folder: Int32, type: UInt8) -> Kind {
    switch Int32(type) {
    case Int32(DT_DIR): return .folder
    case Int32(DT_REG): return .file
    case Int32(DT_LNK): return .link
    // Unknown, or a FIFO, socket or device: lstat says which.
    default: break
    }
    guard let found = fileStatus(of: name, in: folder, followingLinks: false) else {
      return .problem(String(cString: strerror(errno)))
    }
    switch found.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFREG: return .file
    case S_IFLNK: return .link
    default: return .other(Self.notARegularFile(mode: found.st_mode))
    }
  }

  /// The status of `name` (NUL-terminated) in the open folder `folder`; nil, with `errno`
  /// set, when it cannot be read.
  private func fileStatus(of name: [UInt8], in folder: Int32, followingLinks: Bool) -> stat? {
    var status = stat()
    let result = name.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { characters in
        fstatat(folder, characters.baseAddress!, &status, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW)
      }
    }
    return result == 0 ? status : nil
  }
}
