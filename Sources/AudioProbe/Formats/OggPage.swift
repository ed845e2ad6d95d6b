/// An Ogg page header: `OggS`, version, type, granule position, serial number, sequence,
/// checksum, and the segment table that says how long the page's packets are.
struct OggPage {
  let granulePosition: Int64
  let serial: UInt32
  /// The page's total size, header included.
  let size: Int
  /// Offset of the page's body.
  let bodyOffset: Int
  let segments: [Int]

  /// The page at `offset` in `bytes`, or nil when there is none there or it is cut short.
  init?(_ bytes: [UInt8], at offset: Int) {
    guard bytes.hasASCII("OggS", at: offset), offset + 27 <= bytes.count, bytes[offset + 4] == 0
    else { return nil }
    let count = Int(bytes[offset + 26])
    guard offset + 27 + count <= bytes.count else { return nil }
    granulePosition = Int64(
      bitPattern: bytes[offset + 6..<offset + 14].reversed().reduce(UInt64(0)) {
        $0 << 8 | UInt64($1)
      })
    serial = bytes[offset + 14..<offset + 18].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    segments = bytes[offset + 27..<offset + 27 + count].map(Int.init)
    bodyOffset = offset + 27 + count
    size = 27 + count + segments.reduce(0, +)
  }
}
