#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FilePath {
  /// The path the system gives the file open on `descriptor`, links resolved (where a link
  /// really led, checked after opening it); nil when the system cannot say.
  package init?(ofOpenDescriptor descriptor: Int32) {
    #if canImport(Darwin)
      var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
      guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
      self.init(bytes: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    #else
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count)
      guard count > 0, count < buffer.count else { return nil }
      self.init(bytes: buffer.prefix(count).map { UInt8(bitPattern: $0) })
    #endif
  }
}
