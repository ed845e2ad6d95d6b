import Utilities

extension LRCDocument {
  /// The value of the last tag with this key (case-insensitive), or nil.
  public func tag(_ key: String) -> String? {
    let wanted = key.lowercased()
    return tags.last(where: { $0.key.lowercased() == wanted })?.value
  }

  /// `[ti:]`
  public var title: String? { tag("ti") }
  /// `[ar:]`
  public var artist: String? { tag("ar") }
  /// `[al:]`
  public var album: String? { tag("al") }
  /// `[au:]`, the author of the song.
  public var author: String? { tag("au") }

  /// True when `[au:]` says the track is instrumental.
  public var isInstrumental: Bool {
    author?.trimming(where: \.properties.isWhitespace).lowercased() == "instrumental"
  }

  /// The `[offset:]` in milliseconds (positive: lyrics appear sooner); 0 when absent or
  /// not a number. The last valid offset tag counts.
  public var offsetMS: Int {
    tags.reversed().lazy.filter { $0.key.lowercased() == "offset" }
      .compactMap { LRCTimestamp.parseOffset($0.value) }.first ?? 0
  }

  /// The length from `[length:]` (`03:25`) or else `[t_time:]` (`(04:08)`), in milliseconds.
  public var lengthMS: Int? {
    for key in ["length", "t_time"] {
      guard var value = tag(key)?.trimming(where: \.properties.isWhitespace) else { continue }
      if value.hasPrefix("("), value.hasSuffix(")") { value = String(value.dropFirst().dropLast()) }
      if let milliseconds = LRCTimestamp.parse(value.utf8)?.milliseconds {
        return milliseconds
      }
    }
    return nil
  }

  /// True when some line has a time.
  public var isSynced: Bool { lines.contains { $0.timeMS != nil } }
}
