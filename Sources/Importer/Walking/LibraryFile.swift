import Catalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a file an import is to read, through the folder the walk listed it in, so that only
/// files inside the import root are ever read.
///
/// A symbolic link to a file is followed only when the file it leads to lies inside the
/// root (as MPD's `follow_inside_symlinks`); a link that leads out of it (`x.lrc ->
/// /etc/passwd`) is refused. The check is made on the file opened, after opening it, so a
/// link retargeted in between cannot slip past it.
enum LibraryFile {
  /// A descriptor open for reading on the file at `path` (named in `folder`), or the error
  /// `failure` makes of the reason it is not read. Without a folder handle the path is
  /// opened as it is.
  static func open<Failure: Error>(
    _ path: FilePath, in folder: FolderHandle?, root: FilePath,
    failure: (String) -> Failure
  ) throws(Failure) -> Int32 {
    let name = path.lastComponent.map { CChar(bitPattern: $0) } + [0]
    // O_NONBLOCK: a FIFO must not block the open; the readers refuse what is not a file.
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
    let parent = folder?.descriptor ?? AT_FDCWD
    let plain =
      folder == nil ? openAt(parent, path.cString, flags) : openAt(parent, name, flags | O_NOFOLLOW)
    if plain >= 0 { return plain }
    // O_NOFOLLOW fails with ELOOP on a link: open what it leads to, then see where that is.
    guard errno == ELOOP, folder != nil else { throw failure(String(cString: strerror(errno))) }
    let followed = openAt(parent, name, flags)
    guard followed >= 0 else { throw failure(String(cString: strerror(errno))) }
    guard let real = FilePath(ofOpenDescriptor: followed), real == root || real.isInside(root)
    else {
      close(followed)
      throw failure("a symbolic link to a file outside the import root \(root); not followed")
    }
    return followed
  }

  private static func openAt(_ folder: Int32, _ name: [CChar], _ flags: Int32) -> Int32 {
    openat(folder, name, flags)
  }
}
