import Utilities

/// How text and numbers are written into the two syntaxes of an answer (JSON strings are
/// ``Catalog/JSONText``'s).
enum SubsonicEscaping {
  /// The most bytes ``writeDecimal(_:to:)`` writes: a sign and 19 digits.
  static let decimalDigitsAtMost = 20

  /// Writes `value` in decimal digits from `start`; returns how many bytes it wrote.
  static func writeDecimal(_ value: Int64, to start: UnsafeMutablePointer<UInt8>) -> Int {
    var digits = 1
    var rest = value.magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let sign = value < 0 ? 1 : 0
    if sign == 1 { start[0] = UInt8(ascii: "-") }
    var magnitude = value.magnitude
    for index in stride(from: sign + digits - 1, through: sign, by: -1) {
      start[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    }
    return sign + digits
  }

  /// The most bytes ``writeXMLEscaped(_:inAttribute:to:)`` writes for `count` bytes of text:
  /// six (`&quot;`) for each at worst.
  static func xmlEscapedBytesAtMost(_ count: Int) -> Int { count * 6 }

  /// Writes text as XML 1.0 can hold it from `start`, which has room for
  /// ``xmlEscapedBytesAtMost(_:)`` bytes; returns how many it wrote. Markup characters become
  /// entities; in attributes, tab and line breaks character references (so they survive);
  /// characters XML 1.0 cannot hold at all (other C0 controls, U+FFFE, U+FFFF) U+FFFD. Runs
  /// that need nothing are copied whole, found eight bytes at a time.
  static func writeXMLEscaped(
    _ utf8: UnsafeBufferPointer<UInt8>, inAttribute: Bool, to start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var written = 0
    var run = 0
    var index = 0
    while index < utf8.count {
      index = ByteWord.skipping(utf8, from: index) { word in
        word.flags(below: 0x20) | word.flags(equalTo: UInt8(ascii: "&"))
          | word.flags(equalTo: UInt8(ascii: "<")) | word.flags(equalTo: UInt8(ascii: ">"))
          | word.flags(equalTo: UInt8(ascii: "\"")) | word.flags(equalTo: UInt8(ascii: "'"))
          | word.flags(equalTo: 0xEF)
      }
      guard index < utf8.count else { break }
      let byte = utf8[index]
      let replacement: StaticString
      var width = 1
      switch byte {
      case UInt8(ascii: "&"): replacement = "&amp;"
      case UInt8(ascii: "<"): replacement = "&lt;"
      case UInt8(ascii: ">"): replacement = "&gt;"
      case UInt8(ascii: "\""): replacement = "&quot;"
      case UInt8(ascii: "'"): replacement = "&apos;"
      case 0x09 where inAttribute: replacement = "&#9;"
      case 0x0A where inAttribute: replacement = "&#10;"
      case 0x0D where inAttribute: replacement = "&#13;"
      case 0x09, 0x0A, 0x0D:
        index += 1
        continue
      case ..<0x20:
        replacement = "\u{FFFD}"
      case 0xEF
      where index + 2 < utf8.count && utf8[index + 1] == 0xBF
        && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF):
        replacement = "\u{FFFD}"
        width = 3
      default:
        index += 1
        continue
      }
      start.write(UnsafeBufferPointer(rebasing: utf8[run..<index]), at: &written)
      start.write(
        UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount),
        at: &written)
      index += width
      run = index
    }
    start.write(UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]), at: &written)
    return written
  }
}
