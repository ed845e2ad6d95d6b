import Utilities

/// Reads and writes the times inside `[...]` and `<...>` (LRC.md, "Timestamps").
enum LRCTimestamp {
  /// A time read from a file.
  struct Parsed: Equatable {
    /// The time in milliseconds, at least 0.
    var milliseconds: Int
    /// True when the file wrote a negative time, which was clamped to 0.
    var wasNegative: Bool
  }

  /// The most minutes a timestamp may have: the nine digits the parser reads per field.
  static let maximumMinutes = 999_999_999

  /// Parses the content between the brackets: `m:ss`, `m:ss.f...`, `mm:ss:ff`, or
  /// `hh:mm:ss.ff`, minutes and seconds of any size, spaces and tabs anywhere, a leading
  /// `-` for a negative time. Returns nil for anything else.
  static func parse(_ content: some Collection<UInt8>) -> Parsed? {
    Array(content).withUnsafeBufferPointer { parse($0, from: 0, to: $0.count) }
  }

  /// Parses the bytes `from..<to` of `bytes`, as ``parse(_:)`` does.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Parsed? {
    if let milliseconds = parseCommonForm(bytes, from: from, to: to) {
      return Parsed(milliseconds: milliseconds, wasNegative: false)
    }
    // At most three fields: kept in locals, so parsing allocates nothing.
    var fields = (0, 0, 0)
    var fieldCount = 0
    var lastFieldDigits = 0
    var fraction: Int?
    var fractionDigits = 0
    var current = 0
    var currentDigits = 0
    var negative = false
    var sawAnything = false
    var inFraction = false
    for index in from..<to {
      let byte = bytes[index]
      switch byte {
      case 0x20, 0x09:
        continue
      case UInt8(ascii: "-") where !sawAnything:
        negative = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = Int(byte - UInt8(ascii: "0"))
        if inFraction {
          // Milliseconds from the first three digits, rounded half up by the fourth.
          fractionDigits += 1
          if fractionDigits <= 3 {
            fraction = (fraction ?? 0) * 10 + digit
          } else if fractionDigits == 4, digit >= 5 {
            fraction = (fraction ?? 0) + 1
          }
        } else {
          guard currentDigits < 9 else { return nil }
          current = current * 10 + digit
          currentDigits += 1
        }
      case UInt8(ascii: ":") where !inFraction:
        guard currentDigits > 0, fieldCount < 2 else { return nil }
        append(current, to: &fields, count: &fieldCount)
        lastFieldDigits = currentDigits
        current = 0
        currentDigits = 0
      case UInt8(ascii: "."), UInt8(ascii: ","):
        guard !inFraction, currentDigits > 0, fieldCount > 0 else { return nil }
        append(current, to: &fields, count: &fieldCount)
        inFraction = true
        fraction = 0
      default:
        return nil
      }
      sawAnything = true
    }
    if !inFraction {
      guard currentDigits > 0 else { return nil }
      append(current, to: &fields, count: &fieldCount)
      lastFieldDigits = currentDigits
    }
    let milliseconds: Int
    let fractionMS = fraction.map { scale($0, digits: fractionDigits) } ?? 0
    switch (fieldCount, inFraction) {
    case (2, _):
      milliseconds = (fields.0 * 60 + fields.1) * 1000 + fractionMS
    case (3, true):
      milliseconds = ((fields.0 * 60 + fields.1) * 60 + fields.2) * 1000 + fractionMS
    case (3, false):
      // mm:ss:ff, the colon standing for the decimal point.
      guard lastFieldDigits <= 3 else { return nil }
      milliseconds = (fields.0 * 60 + fields.1) * 1000 + scale(fields.2, digits: lastFieldDigits)
    default:
      return nil
    }
    // A time the writer could not write back (more than nine digits of minutes) is no time.
    guard milliseconds / 60_000 <= maximumMinutes else { return nil }
    return Parsed(
      milliseconds: negative ? 0 : milliseconds, wasNegative: negative && milliseconds > 0)
  }

  /// The form nearly every file uses, `mm:ss.xx` or `mm:ss.xxx` (or `:` for `.`), read
  /// without the general loop; nil for anything else.
  @inline(__always)
  private static func parseCommonForm(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int)
    -> Int?
  {
    switch to - from {
    case 8: centisecondForm(bytes, at: from)
    case 9:
      centisecondForm(bytes, at: from).flatMap { time in digit(bytes[from + 8]).map { time + $0 } }
    default: nil
    }
  }

  /// A stamp of a common form that opens at `open` (with `[` or `<`) and closes with
  /// `closing` right after its characters (`mm:ss.xx`, `mm:ss.xxx`, the same with `:` for
  /// `.`, or `mm:ss`), before `end`: its time and where it closes; nil for anything else,
  /// which the general parse reads. No search for the closing bracket: it can only stand
  /// there.
  @inline(__always)
  static func parseCommonStamp(
    _ bytes: UnsafeBufferPointer<UInt8>, openingAt open: Int, closing: UInt8, end: Int
  ) -> (milliseconds: Int, close: Int)? {
    guard open + 9 < end, let time = centisecondForm(bytes, at: open + 1) else {
      guard open + 6 < end, bytes[open + 6] == closing,
        let time = minuteSecondForm(bytes, at: open + 1)
      else { return nil }
      return (time, open + 6)
    }
    if bytes[open + 9] == closing { return (time, open + 9) }
    guard open + 10 < end, bytes[open + 10] == closing, let third = digit(bytes[open + 9])
    else { return nil }
    return (time + third, open + 10)
  }

  /// `mm:ss.xx` (or `mm:ss:xx`, the colon standing for the point) in the eight bytes at
  /// `from` (which must exist), in milliseconds, checked and read as one 64-bit word: the
  /// separators compared under a mask, the digits found by their high nibble (3) and by
  /// adding 6 (no digit's low nibble overflows), then each pair combined by one
  /// multiplication.
  @inline(__always)
  private static func centisecondForm(_ bytes: UnsafeBufferPointer<UInt8>, at from: Int) -> Int? {
    let word = UInt64(
      littleEndian: UnsafeRawPointer(bytes.baseAddress! + from).loadUnaligned(as: UInt64.self))
    // Byte 2 (from the lowest) is `:`, byte 5 `.` or `:`; bytes 0, 1, 3, 4, 6 and 7 digits.
    let point = word >> 40 & 0xFF
    let digitNibbles: UInt64 = 0xF0F0_00F0_F000_F0F0
    guard word & 0xFF_0000 == 0x3A_0000, point == 0x2E || point == 0x3A,
      word & digitNibbles == 0x3030_0030_3000_3030,
      (word &+ 0x0606_0006_0600_0606) & digitNibbles == 0x3030_0030_3000_3030
    else { return nil }
    let digits = word & 0x0F0F_000F_0F00_0F0F
    // Byte 0 becomes 10 m1 + m2, byte 3 10 s1 + s2, byte 6 10 f1 + f2 (each below 100).
    let pairs = digits &* 10 &+ (digits >> 8)
    let minutes = Int(pairs & 0xFF)
    let seconds = Int(pairs >> 24 & 0xFF)
    let centiseconds = Int(pairs >> 48 & 0xFF)
    return (minutes * 60 + seconds) * 1000 + centiseconds * 10
  }

  /// `mm:ss` in the five bytes at `from` (which must exist), in milliseconds.
  @inline(__always)
  private static func minuteSecondForm(_ bytes: UnsafeBufferPointer<UInt8>, at from: Int) -> Int? {
    guard bytes[from + 2] == UInt8(ascii: ":"), let tens = digit(bytes[from]),
      let ones = digit(bytes[from + 1]), let secondTens = digit(bytes[from + 3]),
      let secondOnes = digit(bytes[from + 4])
    else { return nil }
    return ((tens * 10 + ones) * 60 + secondTens * 10 + secondOnes) * 1000
  }

  @inline(__always)
  private static func digit(_ byte: UInt8) -> Int? {
    byte >= 0x30 && byte <= 0x39 ? Int(byte &- 0x30) : nil
  }

  /// Scales a decimal fraction to milliseconds: "3" is 300, "34" 340; three or more digits
  /// are already milliseconds (rounded from the fourth).
  private static func scale(_ fraction: Int, digits: Int) -> Int {
    switch digits {
    case 0: 0
    case 1: fraction * 100
    case 2: fraction * 10
    default: fraction
    }
  }

  private static func append(_ value: Int, to fields: inout (Int, Int, Int), count: inout Int) {
    switch count {
    case 0: fields.0 = value
    case 1: fields.1 = value
    default: fields.2 = value
    }
    count += 1
  }

  /// Parses an `[offset:]` value: an optional sign and whole milliseconds, spaces allowed.
  static func parseOffset(_ value: String) -> Int? {
    plainOffset(value.utf8) ?? spacedOffset(value)
  }

  /// Parses the UTF-8 of an `[offset:]` value, as the string form above does.
  static func parseOffset(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
    plainOffset(utf8) ?? spacedOffset(String(decoding: utf8, as: UTF8.self))
  }

  /// The largest offset read, in milliseconds either way (about 11.5 days: no song is longer).
  static let largestOffset = 999_999_999

  /// Why an `[offset:]` value that ``parseOffset(_:)-(String)`` refused is wrong: a whole
  /// number too large to be an offset, or not a whole number at all.
  static func offsetProblem(_ value: String) -> String {
    let trimmed = value.trimming(where: \.properties.isWhitespace)
    let digits = trimmed.first == "+" || trimmed.first == "-" ? trimmed.dropFirst() : trimmed[...]
    let isWholeNumber = !digits.isEmpty && digits.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    return isWholeNumber
      ? "is more than \(largestOffset) milliseconds either way"
      : "is not a whole number of milliseconds"
  }

  /// Nearly every offset: up to nine digits after an optional sign, read without a string;
  /// nil for anything else.
  private static func plainOffset(_ utf8: some Collection<UInt8>) -> Int? {
    var digits = utf8[...]
    let sign = digits.first
    if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    else { return nil }
    let number = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    return sign == UInt8(ascii: "-") ? -number : number
  }

  /// An offset with spaces around it or more digits than nine.
  private static func spacedOffset(_ value: String) -> Int? {
    let trimmed = value.trimming(where: \.properties.isWhitespace)
    let unsigned = trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed
    // The magnitude, not abs(): abs(Int.min) traps, and a file may say -9223372036854775808.
    guard unsigned.first != "+", unsigned.first != "-" || trimmed.first != "+",
      let number = Int(unsigned), number.magnitude <= largestOffset
    else { return nil }
    return number
  }

  /// `mm:ss.xx`, or `mm:ss.xxx` when the milliseconds are not whole centiseconds; minutes
  /// grow past 99 as needed.
  static func format(_ milliseconds: Int) -> String {
    let minutes = milliseconds / 60_000
    let seconds = milliseconds / 1000 % 60
    let fraction = milliseconds % 1000
    let minutesText = minutes < 10 ? "0\(minutes)" : "\(minutes)"
    let secondsText = seconds < 10 ? "0\(seconds)" : "\(seconds)"
    let fractionText: String
    if fraction % 10 == 0 {
      let centiseconds = fraction / 10
      fractionText = centiseconds < 10 ? "0\(centiseconds)" : "\(centiseconds)"
    } else {
      fractionText =
        fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    }
    return "\(minutesText):\(secondsText).\(fractionText)"
  }
}
