/// The sets of characters text is trimmed of, as Foundation's `CharacterSet` defines them,
/// without Foundation (whose character sets bring ICU into a static binary).
extension Unicode.Scalar {
  /// `CharacterSet.whitespaces`: tab and the space separators (general category Zs).
  package var isSpace: Bool {
    value == 0x09 || properties.generalCategory == .spaceSeparator
  }

  /// `CharacterSet.newlines`: U+000A-U+000D, U+0085, U+2028 and U+2029.
  package var isNewline: Bool {
    switch value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// `CharacterSet.whitespacesAndNewlines`: the separators (Z*), U+000A-U+000D, U+0085,
  /// and tab.
  package var isSpaceOrNewline: Bool {
    switch properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator: true
    default: (0x09...0x0D).contains(value) || value == 0x85
    }
  }
}

extension Substring {
  /// The text without the scalars at either end for which `isTrimmed` holds.
  package func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !isTrimmed($0) }) ?? first
    return String(self[first..<scalars.index(after: last)])
  }
}

extension String {
  /// The text without the scalars at either end for which `isTrimmed` holds.
  package func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    self[...].trimming(where: isTrimmed)
  }
}
