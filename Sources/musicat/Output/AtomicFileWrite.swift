import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file whole or not at all, and only where a regular file may be: `export`'s
/// playlists.
enum AtomicFileWrite {
  /// Writes `bytes` to `path`: into a new file beside it, renamed over it once written and
  /// synced, so a full disk leaves the old file as it was. Something at `path` that is not a
  /// regular file is refused: a FIFO (opening one to write blocks until a reader comes), a
  /// device, a folder, a symbolic link (never followed). A file it replaces keeps its mode.
  /// The reason when it fails.
  static func write(_ bytes: [UInt8], to path: String) -> String? {
    var status = stat()
    var mode: mode_t = 0o666 & ~currentUmask()
    if lstat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG: mode = status.st_mode & 0o7777
      case S_IFLNK: return "it is a symbolic link, which is never followed"
      case S_IFDIR: return "it is a folder"
      default: return "it is not a regular file (a FIFO, socket or device); not opened"
      }
    } else if errno != ENOENT {
      return String(cString: strerror(errno))
    }
    let folder = PathText.folder(of: path)
    let name = PathText.name(of: path)
    var template = Array(
      ((folder.isEmpty ? "." : folder) + "/." + name + ".musicat-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let writer = DescriptorWriter(descriptor: descriptor, name: temporary)
    bytes.withUnsafeBytes { writer.write($0) }
    var failure = writer.errorNumber
    if failure == 0, fchmod(descriptor, mode) != 0 || fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    guard failure != 0 else { return nil }
    unlink(temporary)
    return String(cString: strerror(failure))
  }

  /// Makes the folder `path` and the folders above it that are missing (`mkdir -p`); the
  /// reason when one cannot be made, or when something that is not a folder is in the way.
  static func makeFolders(_ path: String) -> String? {
    var status = stat()
    if stat(path, &status) == 0 {
      return status.st_mode & S_IFMT == S_IFDIR ? nil : "it is not a folder"
    }
    // Missing, or below something that is not a folder: the folders above say which.
    guard errno == ENOENT || errno == ENOTDIR else { return String(cString: strerror(errno)) }
    let parent = PathText.folder(of: path)
    if !parent.isEmpty, parent != path, let problem = makeFolders(parent) {
      return problem == "it is not a folder" ? "\(parent) is not a folder" : problem
    }
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
      return "cannot create the folder: \(String(cString: strerror(errno)))"
    }
    return nil
  }

  /// The process's file mode creation mask (umask(2) can only be read by setting it).
  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }
}
