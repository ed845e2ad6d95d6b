#if canImport(AudioProbe)
  // Built by SwiftPM the prober is a module; the fuzz script compiles its sources in.
  import AudioProbe
#endif

/// The audio prober's fuzz target: any bytes must probe to facts or an error, never a
/// crash, a hang or a read out of bounds; the facts it gives must be storable, each within
/// the bounds the catalog's schema checks (a fact outside them once failed whole imports).
/// The same bytes' embedded picture, if any, must lie inside them.
///
/// `MUSICAT_FUZZ_FORMAT` (`flac`, `mp3`, `mp4`, `wav`, `ogg`; unset: any) aims the target at
/// one format's reader: an input that does not begin with that format's signature gets it put
/// in front, so every mutation reaches that reader instead of being refused as unrecognized.
/// `Tests/Fuzz/fuzz.sh audio-FORMAT` builds it for libFuzzer and sets the variable; built by
/// SwiftPM, it replays the inputs named on the command line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAudioProbe(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = FuzzedAudioFormat.chosen.aim(Array(UnsafeBufferPointer(start: data, count: count)))
  if let picture = try? AudioProbe.picture(MemoryByteSource(bytes)) {
    guard picture.offset >= 0, picture.length > 0, picture.offset + picture.length <= bytes.count
    else { fatalError("a picture outside the file: \(picture) in \(bytes.count) bytes") }
  }
  guard let facts = try? AudioProbe.probe(MemoryByteSource(bytes)) else { return 0 }
  guard (0...AudioFacts.longestDurationMS).contains(facts.durationMS), facts.sampleRate >= 1,
    facts.channels >= 1, (facts.bitDepth ?? 1) >= 1,
    (facts.bitrate ?? AudioFacts.lowestBitrate) >= AudioFacts.lowestBitrate,
    [facts.tags.trackNumber, facts.tags.discNumber].allSatisfy({
      (1...AudioTags.largestNumber).contains($0 ?? 1)
    }),
    AudioTags.years.contains(facts.tags.year ?? 2000)
  else {
    fatalError("facts the catalog cannot store: \(facts)")
  }
  _ = facts.quality
  return 0
}
