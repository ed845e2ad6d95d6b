#if canImport(LRC)
  // Built by SwiftPM the engine is a module; the fuzz script compiles its sources in.
  import LRC
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The LRC engine's fuzz target: any bytes must decode and parse without crashing; what
/// parses must be printable (every fact a command prints of it computes without trapping:
/// an offset of Int.min once did), survive a round trip through the writer, and answer
/// lookups consistently.
///
/// `Tests/Fuzz/fuzz.sh` builds it for libFuzzer (`-sanitize=fuzzer,address -D FUZZING`);
/// built by SwiftPM, it runs the inputs named on the command line once each, to replay
/// findings and seed corpora.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLRC(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  guard let document = try? LRCParser.parse(bytes: bytes) else { return 0 }
  let facts: [Any?] = [
    document.title, document.artist, document.album, document.lengthMS, document.offsetMS,
    document.isInstrumental, document.isSynced, document.encoding.rawValue,
  ]
  guard facts.count == 8, document.lines.count <= LRCParser.maximumLines else {
    fatalError("more lines than the parser takes")
  }
  let written = LRCWriter.write(document)
  let reparsed = LRCParser.parse(written)
  guard reparsed.hasSameContent(as: document), LRCWriter.write(reparsed) == written else {
    fatalError("round trip changed the document:\n\(written)")
  }
  var previous: Int?
  for line in document.lines {
    guard let time = line.timeMS else { continue }
    guard previous.map({ $0 <= time }) ?? true, time >= 0 else { fatalError("lines out of order") }
    previous = time
    guard let current = document.line(at: time), current.timeMS == time else {
      fatalError("line(at: \(time)) does not find a line at that time")
    }
  }
  return 0
}
