import Catalog
import Utilities

#if canImport(Glibc)
  import Glibc
  /// What opendir returns: an opaque type in glibc's headers.
  private typealias DirectoryStream = OpaquePointer
#elseif canImport(Darwin)
  import Darwin
  private typealias DirectoryStream = UnsafeMutablePointer<DIR>
#endif

/// Walks folders for the files musicat reads, the way a careful tool must: recursively,
/// skipping hidden files and folders, never following symbolic links to folders (so loops
/// cannot happen), never opening FIFOs, sockets or devices, and reporting what it cannot read.
///
/// Each folder is opened through the folder that listed it (openat, O_NOFOLLOW): a folder
/// swapped for a link while the walk goes on is reported, never followed out of the tree.
/// Each folder's ``FolderHandle`` goes to `visit`, so its files can be read through it too.
public struct FileWalker: Sendable {
  /// A file found, with its size and modification time when it was found (nil when the
  /// walker reads no stamps, ``readsStamps``), or a path that could not be walked.
  public enum Entry: Equatable, Sendable {
    case file(FilePath, FileStamp?)
    case problem(FilePath, String)
  }

  /// Which files to report, by their name's bytes (which lie in the folder's listing only
  /// while it is called).
  public let accepts: @Sendable (UnsafeRawBufferPointer) -> Bool

  public init(accepts: @escaping @Sendable (UnsafeRawBufferPointer) -> Bool) {
    self.accepts = accepts
  }

  /// A walker for files whose extension (ASCII letters in any case) is one of `extensions`.
  public init(extensions: [String]) {
    let wanted = extensions.map { Array($0.lowercased().utf8) }
    self.init { name in
      guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
      let suffix = UnsafeRawBufferPointer(rebasing: name[(dot + 1)...])
      return wanted.contains { $0.count == suffix.count && Self.isLowercased(suffix, $0) }
    }
  }

  /// True when `bytes`, with ASCII capitals lowercased, are `lowercase` (of the same count).
  private static func isLowercased(_ bytes: UnsafeRawBufferPointer, _ lowercase: [UInt8]) -> Bool {
    for (byte, wanted) in zip(bytes, lowercase)
    where (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) != wanted {
      return false
    }
    return true
  }

  /// Every accepted file under `root` (or `root` itself when it is a file, whatever its
  /// name), sorted by path within each folder, with problems where they occur.
  public func walk(_ root: FilePath) -> [Entry] {
    var entries: [Entry] = []
    walkFolders(root) { _, found, _ in entries += found }
    return entries
  }

  /// How deep the walk goes below the root: a folder nested deeper is reported, not walked
  /// (each folder on the way down holds a descriptor open).
  static let maximumDepth = 256

  /// How many subfolder names of one folder the walk holds at a time.
  /// A folder with more is listed again for each next batch (the first names after the last
  /// one walked), so the memory of a walk does not grow with how many folders a folder
  /// holds; each listing reads the whole folder, so batches much smaller than this made an
  /// unchanged import of a root of 20,000 folders spend its time listing it again.
  var subfoldersPerBatch = 1024

  /// Whether each file found comes with its stamp, which takes a stat call per file. A caller
  /// that only reads the files (and checks their type as it opens them) turns it off: the
  /// folder's listing says which entries are regular files, and links are still followed to
  /// learn what they lead to.
  public var readsStamps = true

  /// Walks `root` one folder at a time, in pre-order (a folder, then its subfolders by name):
  /// hands `visit` each folder's accepted files (sorted by name) and the problems met in it,
  /// and holds no more than a batch of subfolder names (``subfoldersPerBatch``) of each
  /// folder on its way down, however large the tree. `holding`, when given, is told how many
  /// bytes those names take each time that changes, so a caller can count them in a memory
  /// budget.
  ///
  /// When `root` is a file, `visit` gets its folder and the file; when `root` cannot be
  /// walked, `root` and the problem. When a folder cannot be opened or listed again for its
  /// next batch (removed or swapped for a link meanwhile, say), `visit` gets the folder and
  /// that problem, and no handle.
  package func walkFolders(
    _ root: FilePath, holding: ((Int) -> Void)? = nil,
    _ visit: (FilePath, [Entry], FolderHandle?) throws -> Void
  ) rethrows {
    var status = stat()
    // A root the user names is followed even when it is a symbolic link.
    guard stat(root.cString, &status) == 0 else {
      return try visit(root, [.problem(root, String(cString: strerror(errno)))], nil)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      return try visit(
        root.parent, [.file(root, FileStamp(status))], FolderHandle(path: root.parent))
    case S_IFDIR: break
    default: return try visit(root, [.problem(root, "not a regular file or folder")], nil)
    }
    guard let rootHandle = FolderHandle(path: root) else {
      return try visit(root, [.problem(root, String(cString: strerror(errno)))], nil)
    }
    // The folders on the way down, each open, with a batch of its subfolders, the next one
    // of it to walk, and whether the folder holds more after the batch.
    var stack:
      [(folder: FilePath, handle: FolderHandle, batch: NameList, next: Int, isLast: Bool)] = []
    var held = 0
    func push(_ folder: FilePath, _ handle: FolderHandle, _ batch: SmallestNames) {
      var batch = batch
      let names = batch.sorted()
      guard !names.isEmpty else { return }
      stack.append((folder, handle, names, 0, !batch.leftOut))
      held += names.bytesHeld
    }
    var next: (folder: FilePath, handle: FolderHandle)? = (root, rootHandle)
    while let (current, handle) = next {
      push(current, handle, try walkFolder(current, handle, visit))
      holding?(held)
      // Then the next subfolder, by name, of the deepest folder that has one left.
      next = nil
      while next == nil, let top = stack.last {
        if top.next < top.batch.count {
          let name = top.batch[top.next]
          stack[stack.count - 1].next += 1
          let folder = top.folder.appending(name)
          if stack.count >= Self.maximumDepth {
            try visit(
              folder, [.problem(folder, "more than \(Self.maximumDepth) folders deep; not walked")],
              nil)
          } else if let opened = FolderHandle(subfolder: Self.cString(name), of: top.handle) {
            next = (folder, opened)
          } else {
            try visit(folder, [.problem(folder, Self.reasonFolderFailed(errno))], nil)
          }
          continue
        }
        stack.removeLast()
        held -= top.batch.bytesHeld
        if !top.isLast {
          let after = top.batch[top.batch.count - 1]
          if let batch = try subfolders(of: top.folder, top.handle, after: after, visit) {
            push(top.folder, top.handle, batch)
          }
        }
        holding?(held)
      }
    }
  }

  /// Why a subfolder the walk listed could not be opened.
  private static func reasonFolderFailed(_ code: Int32) -> String {
    code == ELOOP || code == ENOTDIR
      ? "no longer a folder since it was listed (a symbolic link is never followed)"
      : String(cString: strerror(code))
  }

  /// True when the folder open on `handle` is the one at `path` (the same device and inode).
  private static func isStill(_ handle: FolderHandle, at path: FilePath) -> Bool {
    var open = stat()
    var named = stat()
    return fstat(handle.descriptor, &open) == 0 && stat(path.cString, &named) == 0
      && open.st_dev == named.st_dev && open.st_ino == named.st_ino
  }

  private static func cString(_ name: ArraySlice<UInt8>) -> [CChar] {
    name.map { CChar(bitPattern: $0) } + [0]
  }

  /// A stream that lists the open folder from its start (through a descriptor of its own,
  /// which closedir closes); nil with `errno` set when it cannot be listed.
  private static func list(_ handle: FolderHandle) -> DirectoryStream? {
    let descriptor = dup(handle.descriptor)
    guard descriptor >= 0 else { return nil }
    guard let directory = fdopendir(descriptor) else {
      close(descriptor)
      return nil
    }
    // The copy shares its position with the handle's descriptor: start from the first entry.
    rewinddir(directory)
    return directory
  }

  /// The accepted files in `file`'s folder (open as `handle`), sorted by name, `file` among
  /// them when it is one: what an import of one file pairs it with, as an import of its
  /// folder would. What is wrong with the other files is not this file's problem, and is
  /// left out.
  func filesBeside(_ file: FilePath, in handle: FolderHandle) -> [Entry] {
    var entries: [Entry] = []
    _ = walkFolder(file.parent, handle) { _, found, _ in
      entries += found.filter {
        switch $0 {
        case .file: true
        case .problem(let path, _): path == file
        }
      }
    }
    return entries
  }

  /// Hands `visit` the accepted files of `folder` (sorted by name) and the problems met in
  /// it, and returns the first batch of its subfolders' names.
  private func walkFolder(
    _ folder: FilePath, _ handle: FolderHandle,
    _ visit: (FilePath, [Entry], FolderHandle?) throws -> Void
  ) rethrows -> SmallestNames {
    var subfolders = SmallestNames(limit: subfoldersPerBatch)
    guard let directory = Self.list(handle) else {
      try visit(folder, [.problem(folder, String(cString: strerror(errno)))], nil)
      return subfolders
    }
    defer { closedir(directory) }
    // Entries are looked at relative to the open folder: the system need not walk the
    // whole path again for each of them.
    let folderDescriptor = dirfd(directory)
    // Only the entries that give an entry of the result are held: accepted names, and
    // names that could not be looked at, with what each turned out to be.
    var names = NameList()
    var found: [Found] = []
    forEachEntry(of: directory) { name, cName, type in
      let kind = kind(of: cName, in: folderDescriptor, type: type)
      switch kind {
      case .folder: return subfolders.offer(name)
      case .problem: break
      default: guard accepts(name) else { return }
      }
      guard let what = self.found(kind, cName, in: folderDescriptor) else { return }
      names.append(name)
      found.append(what)
    }
    var entries: [Entry] = []
    entries.reserveCapacity(found.count)
    for index in names.sortedIndices() {
      let path = folder.appending(names[index])
      switch found[index] {
      case .file(let stamp): entries.append(.file(path, stamp))
      case .problem(let reason): entries.append(.problem(path, reason))
      }
    }
    if !entries.isEmpty { try visit(folder, entries, handle) }
    return subfolders
  }

  /// The next batch of `folder`'s subfolders: the first names after `last`. Nil, after
  /// telling `visit`, when the folder cannot be listed again.
  private func subfolders(
    of folder: FilePath, _ handle: FolderHandle, after last: ArraySlice<UInt8>,
    _ visit: (FilePath, [Entry], FolderHandle?) throws -> Void
  ) rethrows -> SmallestNames? {
    // The folder is listed through its handle: when it is no longer at its path, the names
    // found would be given paths that are not theirs.
    guard Self.isStill(handle, at: folder) else {
      try visit(folder, [.problem(folder, "moved or replaced while it was walked")], nil)
      return nil
    }
    guard let directory = Self.list(handle) else {
      try visit(folder, [.problem(folder, String(cString: strerror(errno)))], nil)
      return nil
    }
    defer { closedir(directory) }
    let folderDescriptor = dirfd(directory)
    var subfolders = SmallestNames(limit: subfoldersPerBatch)
    forEachEntry(of: directory) { name, cName, type in
      // Only an entry readdir calls a folder, or does not say what it is, can be one.
      guard Int32(type) == Int32(DT_DIR) || Int32(type) == Int32(DT_UNKNOWN),
        last.lexicographicallyPrecedes(name),
        case .folder = kind(of: cName, in: folderDescriptor, type: type)
      else { return }
      subfolders.offer(name)
    }
    return subfolders
  }

  /// Calls `body` with the name of each entry of `directory` that is not hidden (its bytes,
  /// and as a C string) and the type readdir gives it.
  private func forEachEntry(
    of directory: DirectoryStream,
    _ body: (_ name: UnsafeRawBufferPointer, _ cName: UnsafePointer<CChar>, _ type: UInt8) -> Void
  ) {
    // The fields are read where they lie: a record readdir returns is only as long as its
    // name, so copying the whole `dirent` (its name is declared 256 bytes) could read past
    // the end of the stream's buffer (it did, listing a folder of 20,000 folders).
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
    while let entry = readdir(directory) {
      let record = UnsafeRawPointer(entry)
      let cName = (record + nameOffset).assumingMemoryBound(to: CChar.self)
      let name = UnsafeRawBufferPointer(start: cName, count: strlen(cName))
      guard name.first != UInt8(ascii: ".") else { continue }
      body(name, cName, record.load(fromByteOffset: typeOffset, as: UInt8.self))
    }
  }

  /// What an accepted entry gives: a file to read, or a problem to report.
  private enum Found {
    case file(FileStamp?)
    case problem(String)
  }

  /// What the accepted entry `name` (NUL-terminated) of the open folder `folder`, of kind
  /// `kind`, gives; nil for a link to a folder (never followed).
  private func found(_ kind: Kind, _ name: UnsafePointer<CChar>, in folder: Int32) -> Found? {
    switch kind {
    case .file where !readsStamps: return .file(nil)
    // A link to a file is followed (it cannot loop); a link to a folder is not.
    case .file, .link:
      guard let status = Self.fileStatus(of: name, in: folder, followingLinks: true) else {
        // Gone since it was listed, a link to nothing, or a loop of links.
        let code = errno
        guard case .link = kind else { return .problem(String(cString: strerror(code))) }
        return .problem(Self.brokenLink(name, in: folder, code: code))
      }
      switch status.st_mode & S_IFMT {
      case S_IFREG: return .file(FileStamp(status))
      case S_IFDIR: return nil
      default: return .problem(Self.notARegularFile(mode: status.st_mode))
      }
    // Named like music but a FIFO, socket or device: never opened (it could block).
    case .other(let reason), .problem(let reason): return .problem(reason)
    case .folder: return nil
    }
  }

  /// Why the link `name` in `folder` leads to no file, stat having failed with `code`: its
  /// target named when it is missing (the link itself is in the listing, so "No such file"
  /// alone would puzzle).
  private static func brokenLink(_ name: UnsafePointer<CChar>, in folder: Int32, code: Int32)
    -> String
  {
    switch code {
    case ENOENT, ENOTDIR:
      var target = [CChar](repeating: 0, count: Int(PATH_MAX))
      let length = readlinkat(folder, name, &target, target.count)
      guard length >= 0 else { return String(cString: strerror(code)) }
      // Shown as every path is, so a target that is not UTF-8 keeps its bytes.
      let path = FilePath(bytes: target[..<length].map { UInt8(bitPattern: $0) })
      return "a symbolic link to \(path), which does not exist"
    case ELOOP: return "a loop of symbolic links"
    default: return String(cString: strerror(code))
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
  private func kind(of name: UnsafePointer<CChar>, in folder: Int32, type: UInt8) -> Kind {
    switch Int32(type) {
    case Int32(DT_DIR): return .folder
    case Int32(DT_REG): return .file
    case Int32(DT_LNK): return .link
    // Unknown, or a FIFO, socket or device: lstat says which.
    default: break
    }
    guard let found = Self.fileStatus(of: name, in: folder, followingLinks: false) else {
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
  private static func fileStatus(
    of name: UnsafePointer<CChar>, in folder: Int32, followingLinks: Bool
  ) -> stat? {
    var status = stat()
    let result = fstatat(folder, name, &status, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW)
    return result == 0 ? status : nil
  }
}
