import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Open iconv converters kept for reuse, a few per legacy encoding.
///
/// Opening a converter loads the encoding's module (glibc's gconv `dlopen`s it) and closing
/// the last one unloads it again, so a converter opened and closed per file costs more than
/// the decoding itself. A converter serves one thread at a time: ``withConverter(for:_:)``
/// takes one out of the pool and puts it back, its shift state reset.
///
/// `@unchecked Sendable` is sound because `idle` is only touched while `mutex` is held, and
/// a converter taken out belongs to its taker alone until it is put back.
final class ConverterPool: @unchecked Sendable {
  static let shared = ConverterPool()

  /// The most idle converters kept per encoding: one per thread that decodes at once.
  static let idleLimit = 16

  private let mutex = PthreadMutex()
  /// The idle converters of each encoding asked for so far (a handful): a list searched by
  /// name, whose entries are changed in place (a dictionary's `[key, default:]` change
  /// allocated on every use).
  private var idle: [(name: String, converters: [iconv_t])] = []

  private init() {}

  /// What the converters make: Unicode scalar values, 32 bits each in the machine's byte
  /// order. glibc's `WCHAR_T` is its internal form, so a conversion is one step where one to
  /// UTF-8 is two (the second, internal to UTF-8, cost more than the first); macOS's libiconv
  /// names the same form `UCS-4-INTERNAL`.
  #if canImport(Glibc)
    static let target = "WCHAR_T"
  #else
    static let target = "UCS-4-INTERNAL"
  #endif

  /// Runs `body` with a converter from `name` to scalar values (``target``), or returns nil
  /// when iconv has no such conversion.
  func withConverter<Result>(from name: String, _ body: (iconv_t) -> Result) -> Result? {
    guard let converter = take(name) else { return nil }
    let result = body(converter)
    put(converter, name)
    return result
  }

  private func take(_ name: String) -> iconv_t? {
    let reused = mutex.withLock { () -> iconv_t? in
      guard let index = idle.firstIndex(where: { $0.name == name }) else { return nil }
      return idle[index].converters.popLast()
    }
    if let reused { return reused }
    guard let opened = iconv_open(Self.target, name), opened != iconv_t(bitPattern: -1) else {
      return nil
    }
    return opened
  }

  private func put(_ converter: iconv_t, _ name: String) {
    // Back to the initial state, whatever the last conversion stopped in.
    _ = iconv(converter, nil, nil, nil, nil)
    let kept = mutex.withLock {
      guard let index = idle.firstIndex(where: { $0.name == name }) else {
        idle.append((name, [converter]))
        return true
      }
      guard idle[index].converters.count < Self.idleLimit else { return false }
      idle[index].converters.append(converter)
      return true
    }
    if !kept { iconv_close(converter) }
  }
}
