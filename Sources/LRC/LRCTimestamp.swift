/// Reads and writes the times inside `[...]` and `<...>` (LRC.md, "Timestamps").
enum LRCTimestamp {
  /// A time read from a file.
  struct Parsed: Equatable {
    /// The time in milliseconds, at least 0.
    var milliseconds: Int
    /// True when the file wrote a negative time, which was clamped to 0.
    var wasNegative: Bool
  }

  /// Parses the content between the brackets: `m:ss`, `m:ss.f...`, `mm:ss:ff`, or
  /// `hh:mm:ss.ff`, minutes and seconds of any size, spaces and tabs anywhere, a leading
  /// `-` for a negative time. Returns nil for anything else.
  static func parse(_ content: ArraySlice<UInt8>) -> Parsed? {
    var fields: [Int] = []
    var lastFieldDigits = 0
    var fraction: Int?
    var fractionDigits = 0
    var current = 0
    var currentDigits = 0
    var negative = false
    var sawAnything = false
    var inFraction = false
    for byte in content {
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
        guard currentDigits > 0, fields.count < 2 else { return nil }
        fields.append(current)
        lastFieldDigits = currentDigits
        current = 0
        currentDigits = 0
      case UInt8(ascii: "."), UInt8(ascii: ","):
        guard !inFraction, currentDigits > 0, !fields.isEmpty else { return nil }
        fields.append(current)
        inFraction = true
        fraction = 0
      default:
        return nil
      }
      sawAnything = true
    }
    if !inFraction {
      guard currentDigits > 0 else { return nil }
      fields.append(current)
      lastFieldDigits = currentDigits
    }
    let milliseconds: Int
    var fractionMS = 0
    if let fraction {
      // Scale "3" to 300 and "34" to 340; three or more digits are already milliseconds.
      fractionMS = fraction * [1, 100, 10, 1][min(fractionDigits, 3)]
    }
    switch (fields.count, inFraction) {
    case (2, _):
      milliseconds = (fields[0] * 60 + fields[1]) * 1000 + fractionMS
    case (3, true):
      milliseconds = ((fields[0] * 60 + fields[1]) * 60 + fields[2]) * 1000 + fractionMS
    case (3, false):
      // mm:ss:ff, the colon standing for the decimal point.
      guard lastFieldDigits <= 3 else { return nil }
      let scaled = fields[2] * [1, 100, 10, 1][lastFieldDigits]
      milliseconds = (fields[0] * 60 + fields[1]) * 1000 + scaled
    default:
      return nil
    }
    return Parsed(
      milliseconds: negative ? 0 : milliseconds, wasNegative: negative && milliseconds > 0)
  }

  /// Parses an `[offset:]` value: an optional sign and whole milliseconds, spaces allowed.
  static func parseOffset(_ value: String) -> Int? {
    let trimmed = value.trimmingWhitespace()
    let unsigned = trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed
    guard let number = Int(unsigned), abs(number) < 1_000_000_000 else { return nil }
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
