extension AudioFacts {
  /// The longest duration a file may announce: 7 days (the longest audiobooks run some
  /// 100 hours). A header that claims more lies, and sums of such durations would overflow.
  public static let longestDurationMS = 7 * 24 * 3_600_000

  /// The lowest average bitrate of real audio, in bits per second: no codec musicat reads
  /// encodes below it (Opus starts at 6 kbit/s). An average below it means the file holds
  /// too few bytes for the duration its header announces: it was cut short.
  public static let lowestBitrate = 1_000

  /// The highest sample rate a file may have, in Hz (FLAC's own limit is 1,048,575 Hz).
  public static let highestSampleRate = 1_048_575

  /// These facts when every one is a value real audio has, and so one the catalog can store
  /// (each bound matches a CHECK of its schema); else the error naming the first that is not.
  /// Every probe's result passes through here, so no lying header reaches the catalog.
  func validated() throws(AudioProbeError) -> AudioFacts {
    guard (1...Self.highestSampleRate).contains(sampleRate) else {
      throw .invalid(format, "sample rate \(sampleRate) Hz")
    }
    guard (1...255).contains(channels) else { throw .invalid(format, "\(channels) channels") }
    if let bitDepth, !(1...64).contains(bitDepth) {
      throw .invalid(format, "bit depth \(bitDepth)")
    }
    guard (0...Self.longestDurationMS).contains(durationMS) else {
      throw .invalid(
        format, "a duration of \(durationMS / 3_600_000) hours, more than 7 days")
    }
    if let bitrate, bitrate < Self.lowestBitrate {
      throw .truncated(
        format,
        "an average of \(bitrate) bit/s: too few bytes for the \(durationMS / 1000) s the header announces"
      )
    }
    // Tags are what the file says of itself: a number or year out of range is dropped, not
    // a reason to refuse the audio.
    var facts = self
    let numbers = 1...AudioTags.largestNumber
    if let number = tags.trackNumber, !numbers.contains(number) { facts.tags.trackNumber = nil }
    if let number = tags.discNumber, !numbers.contains(number) { facts.tags.discNumber = nil }
    if let year = tags.year, !AudioTags.years.contains(year) { facts.tags.year = nil }
    if facts.tags.genre?.allSatisfy(\.isWhitespace) == true { facts.tags.genre = nil }
    return facts
  }
}
