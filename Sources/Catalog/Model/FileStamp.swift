#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's size and modification time in nanoseconds: how a re-import tells that a file
/// has not changed without reading it.
public struct FileStamp: Equatable, Sendable {
  public var size: Int
  public var modifiedNanoseconds: Int

  public init(size: Int, modifiedNanoseconds: Int) {
    self.size = size
    self.modifiedNanoseconds = modifiedNanoseconds
  }

  /// The stamp of the file at `path` (links followed), or nil when it cannot be read.
  public init?(of path: FilePath) {
    var status = stat()
    guard stat(path.cString, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The stamp of a file whose status the caller read.
  public init(_ status: stat) {
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    self.init(
      size: Int(status.st_size),
      modifiedNanoseconds: Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec))
  }
}
