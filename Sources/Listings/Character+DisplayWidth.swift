import Utilities

extension Character {
  /// How many terminal columns the character takes: 2 for East Asian wide and fullwidth
  /// characters and emoji, 0 for combining marks and other zero-width characters, else 1.
  package var displayWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.isEastAsianWide }) {
      return 2
    }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: return 1
    }
  }
}

extension Unicode.Scalar {
  /// Whether a line of text shown to people (a table's row, a message, a log line) shows the
  /// scalar as an escape: a control character, or a bidirectional embedding, override or
  /// isolate (U+202A-202E, U+2066-2069; the marks U+200E-200F act on no other text and
  /// stay), which, never closed, would turn the rest of the line around.
  package var isEscapedInLines: Bool {
    switch value {
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: properties.generalCategory == .control
    }
  }

  /// The scalar as lines shown to people write what they escape: `\u{1B}`, `\u{202E}`.
  package var escapeSequence: String { "\\u{\(String(value, radix: 16, uppercase: true))}" }

  /// True for the East Asian Wide (W) and Fullwidth (F) ranges of Unicode's
  /// EastAsianWidth.txt that terminals draw two columns wide.
  package var isEastAsianWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

extension String {
  /// How many terminal columns the string takes: the sum of its characters' widths.
  ///
  /// Text made only of printable ASCII, kana, Han and Hangul syllables is counted scalar by
  /// scalar, as each of those scalars is a character of its own: a table of a hundred rows
  /// then costs no grapheme breaking and no lookups of Unicode properties.
  package var displayWidth: Int {
    var width = 0
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x20..<0x7F: width += 1
      case 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3: width += 2
      default: return widthByCharacter
      }
    }
    return width
  }

  /// The sum of the characters' widths, each character measured (the definition).
  package var widthByCharacter: Int { reduce(0) { $0 + $1.displayWidth } }

  /// The string with the control characters a terminal acts on (C0 but tab and line feed,
  /// DEL, C1: ESC begins escape sequences, one of which, OSC 52, sets the clipboard; BEL
  /// rings) shown as `\u{1B}`: text printed line by line (lyrics as text or LRC) keeps its
  /// lines and tabs.
  package var escapingTerminalControls: String {
    escapingControls(keeping: { $0 == "\t" || $0 == "\n" })
  }

  /// The string with every control character for which `isKept` is false shown as `\u{1B}`.
  package func escapingControls(keeping isKept: (Unicode.Scalar) -> Bool) -> String {
    guard mayHoldControls() else { return self }
    return escaping { $0.properties.generalCategory == .control && !isKept($0) }
  }

  /// The string with each scalar `isEscaped` picks shown as `\u{...}`.
  private func escaping(where isEscaped: (Unicode.Scalar) -> Bool) -> String {
    var result = ""
    for scalar in unicodeScalars {
      if isEscaped(scalar) {
        result += scalar.escapeSequence
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// False when no byte of the string can be part of a control character: C0 (bytes below
  /// 0x20), DEL, and C1 (U+0080...U+009F, encoded C2 80...C2 9F); nor, when `orBidi`, of a
  /// bidirectional embedding, override or isolate (led by E2). Read where the bytes lie when
  /// they do (output is checked line by line, so this is on the way of every line).
  private func mayHoldControls(orBidi: Bool = false) -> Bool {
    utf8.withContiguousStorageIfAvailable { Self.mayHoldControls($0, orBidi: orBidi) }
      ?? utf8.contains { Self.isPossibleControl($0, orBidi: orBidi) }
  }

  private static func isPossibleControl(_ byte: UInt8, orBidi: Bool) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0xC2 || (orBidi && byte == 0xE2)
  }

  /// ``mayHoldControls(orBidi:)`` of bytes in memory, eight at a time.
  private static func mayHoldControls(_ bytes: UnsafeBufferPointer<UInt8>, orBidi: Bool) -> Bool {
    let bidiLead: UInt8 = orBidi ? 0xE2 : 0xC2
    let index = ByteWord.skipping(bytes, from: 0) { word in
      word.flags(below: 0x20) | word.flags(equalTo: 0x7F) | word.flags(equalTo: 0xC2)
        | word.flags(equalTo: bidiLead)
    }
    return UnsafeBufferPointer(rebasing: bytes[index...]).contains {
      isPossibleControl($0, orBidi: orBidi)
    }
  }

  /// The string with control characters (which would break a table's layout or send escape
  /// sequences to the terminal) and bidirectional embeddings, overrides and isolates shown
  /// as visible escapes such as `\n`, `\u{1B}` and `\u{202E}`. An override opened in one
  /// cell of a table, or in a name a message quotes, and never closed, would turn the rest of
  /// the line around in a terminal that lays out right-to-left text (`yes` read as `sey`).
  package var escapingControlCharacters: String {
    guard mayHoldControls(orBidi: true),
      unicodeScalars.contains(where: \.isEscapedInLines)
    else { return self }
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.isEscapedInLines: result += scalar.escapeSequence
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
