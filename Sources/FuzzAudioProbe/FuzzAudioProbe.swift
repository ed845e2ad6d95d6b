#if canImport(AudioProbe)
  // Built by SwiftPM the prober is a module; the fuzz script compiles its sources in.
  import AudioProbe
#endif

/// The audio prober's fuzz target: any bytes must probe to facts or an error, never a
/// crash, a hang or a read out of bounds; the facts it gives must be sane.
///
/// `Tests/Fuzz/fuzz.sh audio` builds it for libFuzzer; built by SwiftPM, it replays the
/// inputs named on the command line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAudioProbe(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  guard let facts = try? AudioProbe.probe(MemoryByteSource(bytes)) else { return 0 }
  guard facts.durationMS >= 0, facts.sampleRate > 0, facts.channels > 0, (facts.bitrate ?? 0) >= 0
  else {
    fatalError("insane facts: \(facts)")
  }
  _ = facts.quality
  return 0
}
