/// Decodes base64 (RFC 4648): the standard alphabet with its `=` padding, as HTTP Basic
/// credentials spell it, or the URL alphabet without padding (section 5), as the service's
/// ids do. Nil for anything else: a character outside the alphabet, padding where there
/// should be none, or a length no encoding has.
package enum Base64 {
  package enum Alphabet: Sendable {
    /// `A-Z a-z 0-9 + /`, padded with `=` to a multiple of four characters.
    case standard
    /// `A-Z a-z 0-9 - _`, unpadded.
    case url
  }

  package static func decode(_ text: Substring, _ alphabet: Alphabet) -> [UInt8]? {
    var utf8 = Array(text.utf8)
    if alphabet == .standard {
      guard utf8.count % 4 == 0 else { return nil }
      for _ in 0..<2 where utf8.last == UInt8(ascii: "=") { utf8.removeLast() }
    }
    guard utf8.count % 4 != 1 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count * 3 / 4)
    var bits: UInt32 = 0
    var held = 0
    for character in utf8 {
      guard let value = sextet(character, alphabet) else { return nil }
      bits = bits << 6 | UInt32(value)
      held += 6
      if held >= 8 {
        held -= 8
        bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(held)))
      }
    }
    return bytes
  }

  private static func sextet(_ character: UInt8, _ alphabet: Alphabet) -> UInt8? {
    switch character {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+") where alphabet == .standard: 62
    case UInt8(ascii: "/") where alphabet == .standard: 63
    case UInt8(ascii: "-") where alphabet == .url: 62
    case UInt8(ascii: "_") where alphabet == .url: 63
    default: nil
    }
  }
}
