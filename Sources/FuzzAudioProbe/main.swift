#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Built normally, the binary replays the files named on its command line through the
// target, to check findings and seed corpora.
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
  _ = bytes.withUnsafeBufferPointer {
    fuzzAudioProbe($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count)
  }
  print("ok \(path)")
}
