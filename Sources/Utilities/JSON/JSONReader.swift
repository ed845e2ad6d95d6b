/// Reads JSON text (RFC 8259) into a ``JSONNode``: strictly, as the catalog writes it and a
/// seed file should be, with an error that says where the text stops being JSON. Nesting is
/// limited to ``maximumDepth`` levels, so no input can exhaust the stack.
///
/// For the few JSON texts musicat reads back (a lyric file's tags and word timing as the
/// catalog stores them, the demo catalog); its own answers are written by `JSONValue`.
package struct JSONReader {
  package static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// Reads `text`, which must hold one JSON value and nothing else but white space.
  package static func read(_ text: String) throws(JSONReadError) -> JSONNode {
    var reader = JSONReader(bytes: Array(text.utf8))
    reader.skipSpace()
    let value = try reader.value()
    reader.skipSpace()
    guard reader.index == reader.bytes.count else {
      throw reader.error("unexpected text after the value")
    }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func value() throws(JSONReadError) -> JSONNode {
    guard let byte = current else { throw error("expected a value") }
    switch byte {
    case UInt8(ascii: "{"):
      return try nested { reader throws(JSONReadError) in try reader.object() }
    case UInt8(ascii: "["): return try nested { reader throws(JSONReadError) in try reader.array() }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("expected a value")
    }
  }

  private mutating func nested(
    _ read: (inout JSONReader) throws(JSONReadError) -> JSONNode
  ) throws(JSONReadError) -> JSONNode {
    guard depth < Self.maximumDepth else {
      throw error("nested more than \(Self.maximumDepth) levels deep")
    }
    depth += 1
    defer { depth -= 1 }
    return try read(&self)
  }

  private mutating func object() throws(JSONReadError) -> JSONNode {
    index += 1
    var members: [(key: String, value: JSONNode)] = []
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      guard current == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
      let key = try string()
      skipSpace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after a member name") }
      index += 1
      skipSpace()
      members.append((key, try value()))
      skipSpace()
      switch current {
      case UInt8(ascii: ","):
        index += 1
        skipSpace()
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func array() throws(JSONReadError) -> JSONNode {
    index += 1
    var elements: [JSONNode] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      elements.append(try value())
      skipSpace()
      switch current {
      case UInt8(ascii: ","):
        index += 1
        skipSpace()
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default: throw error("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func literal(_ word: StaticString, _ node: JSONNode) throws(JSONReadError)
    -> JSONNode
  {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes.count - index >= expected.count,
      expected.indices.allSatisfy({ bytes[index + $0] == expected[$0] })
    else { throw error("expected a value") }
    index += expected.count
    return node
  }

  /// A number as RFC 8259 spells it: an optional minus, an integer part without leading
  /// zeros, an optional fraction and an optional exponent.
  private mutating func number() throws(JSONReadError) -> JSONNode {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, isDigit(first) else { throw error("expected a digit") }
    index += 1
    if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
      throw error("a number may not start with 0")
    }
    skipDigits()
    var integral = true
    if current == UInt8(ascii: ".") {
      integral = false
      index += 1
      guard let digit = current, isDigit(digit) else { throw error("expected a digit after '.'") }
      skipDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      integral = false
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard let digit = current, isDigit(digit) else {
        throw error("expected a digit in the exponent")
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if integral, let integer = Int64(text) { return .integer(integer) }
    guard let real = Double(text), real.isFinite else {
      throw error("the number \(text) is too large", at: start)
    }
    return .real(real)
  }

  private mutating func skipDigits() {
    while let byte = current, isDigit(byte) { index += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// A string from its opening quote; escapes decoded, control characters refused.
  private mutating func string() throws(JSONReadError) -> String {
    index += 1
    var utf8: [UInt8] = []
    while true {
      guard let byte = current else { throw error("the string has no closing quote") }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try escape(into: &utf8)
      case 0..<0x20:
        throw error("a control character must be escaped in a string")
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(JSONReadError) {
    guard let byte = current else { throw error("the string has no closing quote") }
    index += 1
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      utf8.append(simple)
      return
    }
    guard byte == UInt8(ascii: "u") else { throw error("unknown escape", at: index - 2) }
    var scalar = try hexQuad()
    if (0xD800..<0xDC00).contains(scalar) {
      guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw error("a high surrogate must be followed by a low one") }
      index += 2
      let low = try hexQuad()
      guard (0xDC00..<0xE000).contains(low) else {
        throw error("a high surrogate must be followed by a low one", at: index - 6)
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(scalar) {
      throw error("a low surrogate without a high one", at: index - 6)
    }
    // Only surrogates fail here, and they were refused above.
    utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
  }

  private mutating func hexQuad() throws(JSONReadError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current else { throw error("expected four hexadecimal digits after \\u") }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("expected four hexadecimal digits after \\u")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func skipSpace() {
    while let byte = current,
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      index += 1
    }
  }

  /// An error at byte `offset` (the current one by default), with its line and column.
  private func error(_ reason: String, at offset: Int? = nil) -> JSONReadError {
    let offset = min(offset ?? index, bytes.count)
    let reason =
      offset == bytes.count && reason.hasPrefix("expected")
      ? reason + ", found the end of the text" : reason
    var line = 1
    var lineStart = 0
    for position in 0..<offset where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    return JSONReadError(line: line, column: offset - lineStart + 1, reason: reason)
  }
}
