/// How many bytes of a stretch of input are past ASCII, and in how many runs (stretches of
/// them with ASCII or the stretch's ends around): what bounds the score of a legacy reading
/// of those bytes (``DecodingScore/mostAttainable(_:from:read:of:left:)``). A character that
/// scores takes two bytes and starts past ASCII, so a run of k such bytes starts (k + 1) / 2
/// of them at most, and the stretch (bytes + runs) / 2.
struct PastASCIIRuns: Equatable {
  var bytes = 0
  var runs = 0

  /// The census of no bytes.
  init() {}

  /// Counts `buffer[range]`, eight bytes at a time: each byte's top bit moved to its lowest,
  /// and the eight summed into the top byte by one multiplication (x86-64's baseline has no
  /// population count instruction). A run starts at a byte past ASCII whose byte before,
  /// in the buffer, is not: so stretches counted one after another add up to their whole.
  init(of buffer: UnsafeBufferPointer<UInt8>, in range: Range<Int>) {
    guard let base = buffer.baseAddress, !range.isEmpty else { return }
    let lowest: UInt64 = 0x0101_0101_0101_0101
    var index = range.lowerBound
    // The top bit of the byte before, in the lowest bit.
    var before: UInt64 = index > 0 ? UInt64(base[index - 1] >> 7) : 0
    while index + 8 <= range.upperBound {
      let high = (UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) >> 7) & lowest
      let starts = high & ~((high << 8) | before)
      bytes += Int((high &* lowest) >> 56)
      runs += Int((starts &* lowest) >> 56)
      before = high >> 56
      index += 8
    }
    while index < range.upperBound {
      let high = UInt64(base[index] >> 7)
      bytes += Int(high)
      runs += Int(high & ~before)
      before = high
      index += 1
    }
  }

  /// Adds the census of the stretch that follows this one's.
  mutating func add(_ next: PastASCIIRuns) {
    bytes += next.bytes
    runs += next.runs
  }

  /// What is left of this census of all of `buffer` past its first `position` bytes, whose
  /// census is `read`: a run cut at `position` is a run of the part left too.
  func left(after read: PastASCIIRuns, at position: Int, in buffer: UnsafeBufferPointer<UInt8>)
    -> PastASCIIRuns
  {
    var left = self
    left.bytes -= read.bytes
    left.runs -= read.runs
    if position > 0, position < buffer.count, buffer[position - 1] >= 0x80,
      buffer[position] >= 0x80
    {
      left.runs += 1
    }
    return left
  }
}
