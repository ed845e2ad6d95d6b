import Catalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens the files the service sends: only files the catalog lists (a request names a
/// catalog id, never a path), and only regular files. A symbolic link is followed only when
/// the file it leads to lies inside a folder the catalog was imported from, as the import
/// follows it; anything else is refused with the reason.
package enum MediaFile {
  /// The file at `path`, open for reading, or why it cannot be sent.
  package static func open(_ path: FilePath, roots: [FilePath]) -> Result<OpenFile, Refusal> {
    let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
    var descriptor = openFile(path.cString, flags | O_NOFOLLOW)
    if descriptor < 0, errno == ELOOP {
      descriptor = openFile(path.cString, flags)
      if descriptor >= 0 {
        guard let real = FilePath(ofOpenDescriptor: descriptor),
          roots.contains(where: { real.isInside($0) || real == $0 })
        else {
          close(descriptor)
          return .failure(.linkLeavesLibrary)
        }
      }
    }
    guard descriptor >= 0 else {
      return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      return .failure(.notARegularFile)
    }
    #if canImport(Darwin)
      let modified = status.st_mtimespec
    #else
      let modified = status.st_mtim
    #endif
    return .success(
      OpenFile(
        descriptor: descriptor, size: Int64(status.st_size),
        modifiedNanoseconds: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec)))
  }

  /// Why a listed file is not sent.
  package enum Refusal: Error, Equatable, CustomStringConvertible {
    case missing
    case notARegularFile
    case linkLeavesLibrary
    case unreadable(String)

    package var description: String {
      switch self {
      case .missing: "the file is not there any more"
      case .notARegularFile: "it is not a regular file"
      case .linkLeavesLibrary: "it is a symbolic link to a file outside the imported folders"
      case .unreadable(let reason): "it cannot be read: \(reason)"
      }
    }
  }

  private static func openFile(_ path: [CChar], _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.open(path, flags)
    #else
      Darwin.open(path, flags)
    #endif
  }
}
