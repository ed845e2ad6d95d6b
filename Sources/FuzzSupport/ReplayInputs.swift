#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a fuzz target once over each file named on the command line, printing `ok PATH`:
/// how findings and seed corpora are replayed without libFuzzer.
public func replayInputs(through target: (UnsafePointer<UInt8>, Int) -> CInt) {
  for path in CommandLine.arguments.dropFirst() {
    guard let file = fopen(path, "rb") else {
      print("cannot open \(path)")
      exit(1)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    fclose(file)
    // An empty input still needs a valid pointer.
    _ = bytes.withUnsafeBufferPointer {
      target($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count)
    }
    print("ok \(path)")
  }
}
