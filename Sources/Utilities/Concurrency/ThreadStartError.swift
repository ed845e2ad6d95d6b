#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system would not start a thread (pthread_create failed): its error number, said in
/// words.
package struct ThreadStartError: Error, Equatable, CustomStringConvertible {
  package let code: Int32

  package var description: String { "could not start a thread: \(String(cString: strerror(code)))" }
}
