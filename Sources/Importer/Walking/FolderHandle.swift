import Catalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open folder: the walk lists it and opens its subfolders through it, and the import
/// reads its files through it, so what was listed is what is read, even when a folder of
/// the path is swapped for a symbolic link meanwhile.
///
/// `@unchecked Sendable`: the descriptor never changes and is closed once, when the last
/// holder lets go; the calls made with it (openat, fstatat) are safe from any thread.
public final class FolderHandle: @unchecked Sendable {
  /// The folder's descriptor (opened with O_DIRECTORY), valid while the handle lives.
  public let descriptor: Int32

  /// Opens the folder at `path`, following links (a root the user names); nil with `errno`
  /// set when it cannot be opened.
  init?(path: FilePath) {
    let descriptor = open(path.cString, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  /// Opens the subfolder `name` (NUL-terminated) of `parent`, never through a symbolic link:
  /// nil with `errno` set (ELOOP or ENOTDIR when `name` is no longer a folder).
  init?(subfolder name: UnsafePointer<CChar>, of parent: FolderHandle) {
    let descriptor = openat(
      parent.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }
}
