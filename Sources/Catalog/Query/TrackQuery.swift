#if canImport(AudioProbe)
  // Built by SwiftPM the tiers are a module; the fuzz script compiles their sources in.
  import AudioProbe
#endif

/// A track query in musicat's small language, after beets' queries: terms that must all
/// hold, each one of
///
/// - `field:value`: the field contains the value (case and accents folded, in any script);
///   `field:=value`: the field is the value. Text fields: title, artist, album, group (a
///   group the track is in), path (audio or lyrics file).
/// - `duration:3:00..4:30`: a range, either end open (`..4:30`, `3:00..`); `duration:3:05`
///   is that second. Times as `100`, `1:40`, `1:40.5`, `1:02:03`.
/// - `downloaded:yes`, `hd:no`, `lyrics:yes` (has lyric lines), `synced:yes` (has timed
///   lines): yes/no, true/false, 1/0.
/// - `quality:lossless` (hires, lossless, hq, standard, unknown), `format:flac` (codec or
///   container: flac, mp3, aac, alac, wav, vorbis, opus, mp4, ogg), `codec:aac` (the codec
///   alone), `genre:jazz` (contains, like the text fields).
/// - numbers, one or a range as for durations: `year:2019`, `year:2010..2019`, `disc:2`,
///   `bitrate:320..` (kbit/s), `sample_rate:96000..` (Hz), `bit_depth:24`, `channels:2`.
/// - a bare word: it appears in the title, artist or album.
///
/// A leading `-` negates a term. Every value reaches SQL as a bound argument, never as text.
public struct TrackQuery: Equatable, Sendable {
  public enum Field: String, CaseIterable, Sendable {
    case title, artist, album, group, duration, quality, format, downloaded, hd, lyrics, synced,
      path, codec, genre, year, disc, bitrate
    case sampleRate = "sample_rate"
    case bitDepth = "bit_depth"
    case channels

    /// The field called `name`, nil for none. Compared case by case: with this many cases
    /// `init(rawValue:)` first builds a dictionary of the names, which costs a command more
    /// than the comparisons.
    static func named(_ name: String) -> Field? { allCases.first { $0.rawValue == name } }
  }

  public enum Condition: Equatable, Sendable {
    case contains(Field, String)
    case equals(Field, String)
    /// Milliseconds, both ends included; nil for an open end.
    case duration(from: Int?, through: Int?)
    /// A number field within a range, both ends included (in the stored unit: bit/s for the
    /// bitrate); nil for an open end.
    case range(Field, from: Int?, through: Int?)
    case flag(Field, Bool)
    case quality(QualityTier)
    case format(String)
    case word(String)
  }

  public struct Term: Equatable, Sendable {
    public var negated: Bool
    public var condition: Condition
  }

  public var terms: [Term]

  public init(terms: [Term] = []) { self.terms = terms }

  /// True when `argument` is a field term (`field:value`, `-field:value`) rather than a
  /// word: how `musicat search` tells its filters from the text it looks for.
  public static func isFieldTerm(_ argument: String) -> Bool {
    let body = argument.hasPrefix("-") ? argument.dropFirst() : argument[...]
    guard let colon = body.firstIndex(of: ":"), colon != body.startIndex else { return false }
    return Field.named(body[..<colon].lowercased()) != nil
  }

  /// The most terms a query takes: each is a condition of one SQL statement, and SQLite
  /// refuses an expression nested 1,000 deep.
  static let maximumTerms = 200

  /// Parses one term per argument.
  public static func parse(_ arguments: [String]) throws(TrackQueryError) -> TrackQuery {
    guard arguments.count <= maximumTerms else {
      throw TrackQueryError(
        term: arguments[maximumTerms],
        reason: "it is one term too many: a query takes at most \(maximumTerms)")
    }
    var terms: [Term] = []
    for argument in arguments { terms.append(try term(argument)) }
    return TrackQuery(terms: terms)
  }

  private static func term(_ text: String) throws(TrackQueryError) -> Term {
    let negated = text.hasPrefix("-")
    let body = negated ? String(text.dropFirst()) : text
    guard !body.isEmpty else {
      throw TrackQueryError(term: text, reason: negated ? "nothing after '-'" : "an empty term")
    }
    // `name:` makes a field term when the name is a word; `3:05` or `a b:c` stay words.
    guard let colon = body.firstIndex(of: ":"),
      body[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }),
      colon != body.startIndex
    else { return Term(negated: negated, condition: .word(body)) }
    let name = body[..<colon].lowercased()
    guard let field = Field.named(name) else {
      throw TrackQueryError(
        term: text,
        reason: "unknown field '\(name)'; fields: "
          + Field.allCases.map(\.rawValue).joined(separator: ", "))
    }
    var value = String(body[body.index(after: colon)...])
    let exact = value.hasPrefix("=")
    if exact { value.removeFirst() }
    func fail(_ reason: String) -> TrackQueryError { TrackQueryError(term: text, reason: reason) }
    let condition: Condition
    switch field {
    case .title, .artist, .album, .group, .path, .genre:
      guard !value.isEmpty else { throw fail("a value is missing after '\(name):'") }
      condition = exact ? .equals(field, value) : .contains(field, value)
    case .duration:
      condition = try durationRange(value, failing: fail)
    case .downloaded, .hd, .lyrics, .synced:
      switch value.lowercased() {
      case "yes", "true", "1": condition = .flag(field, true)
      case "no", "false", "0": condition = .flag(field, false)
      default: throw fail("expected yes or no")
      }
    case .quality:
      guard let tier = QualityTier(rawValue: value.lowercased()) else {
        throw fail(
          "unknown quality; one of "
            + QualityTier.allCases.map(\.rawValue).joined(separator: ", "))
      }
      condition = .quality(tier)
    case .format, .codec:
      guard !value.isEmpty, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      else { throw fail("expected a format such as flac, mp3, aac, opus") }
      condition =
        field == .codec ? .equals(.codec, value.lowercased()) : .format(value.lowercased())
    case .year, .disc, .bitrate, .sampleRate, .bitDepth, .channels:
      condition = try numberRange(field, value, failing: fail)
    }
    return Term(negated: negated, condition: condition)
  }

  /// `a..b`, `a..`, `..b` or a single whole number of `field`. The bitrate is given in
  /// kbit/s, as people say it, and compared in the bit/s it is stored in: `bitrate:320` is
  /// 320,000 to 320,999 bit/s.
  private static func numberRange(
    _ field: Field, _ value: String, failing fail: (String) -> TrackQueryError
  ) throws(TrackQueryError) -> Condition {
    let reason = "expected a whole number or a range such as \(rangeExamples(field))"
    let scale = field == .bitrate ? 1000 : 1
    func number(_ text: Substring) throws(TrackQueryError) -> Int {
      guard text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text)
      else { throw fail(reason) }
      return number * scale
    }
    guard let (lower, upper) = bounds(value) else {
      let single = try number(value[...])
      return .range(field, from: single, through: single + scale - 1)
    }
    guard !(lower.isEmpty && upper.isEmpty) else { throw fail(reason) }
    let from = lower.isEmpty ? nil : try number(lower)
    let through = upper.isEmpty ? nil : try number(upper) + scale - 1
    if let from, let through, from > through { throw fail("the range ends before it starts") }
    return .range(field, from: from, through: through)
  }

  /// Values of a number field as people write them, for the message that refuses one.
  private static func rangeExamples(_ field: Field) -> String {
    switch field {
    case .bitrate: "320, 256.. or ..128 (kbit/s)"
    case .sampleRate: "44100, 88200.. or ..48000 (Hz)"
    case .bitDepth: "24, 24.. or ..16"
    case .channels: "2, 3.. or ..1"
    case .disc: "2, 2.. or 1..2"
    default: "2019, 2015.., ..2000 or 2010..2019"
    }
  }

  /// What stands before and after the first `..` of a range, or nil when there is none.
  private static func bounds(_ value: String) -> (lower: Substring, upper: Substring)? {
    guard let dots = value.firstOccurrence(of: "..") else { return nil }
    return (value[..<dots.lowerBound], value[dots.upperBound...])
  }

  /// `a..b`, `a..`, `..b` or a single time (that whole second).
  private static func durationRange(
    _ value: String, failing fail: (String) -> TrackQueryError
  ) throws(TrackQueryError) -> Condition {
    let reason = "expected a time or a range such as 3:00..4:30, ..4:30 or 3:00.."
    guard let (lower, upper) = bounds(value) else {
      guard let time = PlaybackTime.milliseconds(value) else { throw fail(reason) }
      return .duration(from: time, through: time + 999)
    }
    guard !(lower.isEmpty && upper.isEmpty) else { throw fail(reason) }
    var from: Int?
    var through: Int?
    if !lower.isEmpty {
      guard let time = PlaybackTime.milliseconds(String(lower)) else { throw fail(reason) }
      from = time
    }
    if !upper.isEmpty {
      // A whole second as the upper end takes in that second: ..4:30 includes 4:30.6.
      guard let time = PlaybackTime.milliseconds(String(upper)) else { throw fail(reason) }
      through = upper.contains(".") ? time : time + 999
    }
    if let from, let through, from > through { throw fail("the range ends before it starts") }
    return .duration(from: from, through: through)
  }
}
