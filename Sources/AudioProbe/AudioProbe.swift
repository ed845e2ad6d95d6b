/// Reads an audio file's headers (never the whole file) and says what it is: format,
/// duration, sample rate, bit depth, channels, bitrate, tags, and so its quality tier.
///
/// The format is sniffed from the bytes, never taken from the name: a `.flac` that holds
/// MP3 is read as MP3. Truncated or lying headers give an ``AudioProbeError``, never a crash
/// or a read out of bounds.
public enum AudioProbe {
  /// Probes the file at `path` (a NUL-terminated C string, so names that are not UTF-8 work).
  public static func probe(path: UnsafePointer<CChar>) throws(AudioProbeError) -> AudioFacts {
    try probe(FileByteSource(path: path))
  }

  /// Probes the file open on `descriptor`, which it takes over and closes.
  public static func probe(descriptor: Int32) throws(AudioProbeError) -> AudioFacts {
    try probe(FileByteSource(descriptor: descriptor))
  }

  /// Probes bytes from any source. The facts are checked before they are returned (see
  /// ``AudioFacts/validated()``): a header that lies about them is an error.
  public static func probe(_ source: some ByteSource) throws(AudioProbeError) -> AudioFacts {
    try sniff(source).validated()
  }

  /// Reads the facts with the prober of the format the bytes are in.
  private static func sniff(_ source: some ByteSource) throws(AudioProbeError) -> AudioFacts {
    let head = try source.read(at: 0, count: 12)
    if head.hasASCII("fLaC", at: 0) { return try FLACProbe.probe(source, start: 0) }
    if head.hasASCII("RIFF", at: 0), head.hasASCII("WAVE", at: 8) {
      return try WAVProbe.probe(source)
    }
    if head.hasASCII("OggS", at: 0) { return try OggProbe.probe(source) }
    if head.hasASCII("ftyp", at: 4) { return try MP4Probe.probe(source) }
    if let id3 = try ID3v2Tag.read(source) {
      // FLAC files sometimes carry an ID3v2 tag before `fLaC`.
      if try source.read(at: id3.size, count: 4).hasASCII("fLaC", at: 0) {
        var facts = try FLACProbe.probe(source, start: id3.size)
        if facts.tags == AudioTags() { facts.tags = id3.tags }
        return facts
      }
      return try MP3Probe.probe(source, start: id3.size, tags: id3.tags)
    }
    if head.count >= 2, head[0] == 0xFF, head[1] & 0xE0 == 0xE0 {
      return try MP3Probe.probe(source, start: 0, tags: nil)
    }
    throw .unrecognized
  }
}
