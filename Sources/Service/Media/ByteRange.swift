/// The part of a file a `Range` header asks for (RFC 9110, section 14): one range of bytes,
/// `bytes=first-last`, `bytes=first-` or `bytes=-suffixLength`. Several ranges are answered
/// with the whole file, as the RFC allows.
package enum ByteRange: Equatable, Sendable {
  /// Send the whole file (no Range header, or one the server may ignore).
  case whole
  /// Send `length` bytes from `offset`: 206 Partial Content.
  case part(offset: Int64, length: Int64)
  /// The range starts past the end of the file: 416 Range Not Satisfiable.
  case unsatisfiable

  /// The range `header` asks of a file of `size` bytes.
  package init(header: String?, size: Int64) {
    guard let header else {
      self = .whole
      return
    }
    let trimmed = header.trimmingSpaces
    guard trimmed.lowercased().hasPrefix("bytes="), !trimmed.contains(",") else {
      // Another unit, or several ranges: the whole file is a valid answer to both.
      self = .whole
      return
    }
    let spec = trimmed.dropFirst("bytes=".count).trimmingSpaces
    guard let dash = spec.firstIndex(of: "-") else {
      self = .whole
      return
    }
    let firstText = spec[..<dash].trimmingSpaces
    let lastText = spec[spec.index(after: dash)...].trimmingSpaces
    if firstText.isEmpty {
      // The last n bytes.
      guard let suffix = Self.number(lastText) else {
        self = .whole
        return
      }
      guard suffix > 0, size > 0 else {
        self = .unsatisfiable
        return
      }
      let length = min(suffix, size)
      self = .part(offset: size - length, length: length)
      return
    }
    guard let first = Self.number(firstText) else {
      self = .whole
      return
    }
    var last = size - 1
    if !lastText.isEmpty {
      guard let given = Self.number(lastText), given >= first else {
        self = .whole
        return
      }
      last = min(given, size - 1)
    }
    guard first < size else {
      self = .unsatisfiable
      return
    }
    self = .part(offset: first, length: last - first + 1)
  }

  /// Digits only (no sign, no spaces), as a number that fits; nil otherwise.
  private static func number(_ text: String) -> Int64? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int64(text)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = lastIndex(where: { !isSpace($0) })!
    return String(self[start...end])
  }
}
