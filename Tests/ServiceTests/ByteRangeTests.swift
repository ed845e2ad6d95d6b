import Testing

@testable import Service

/// Range headers as RFC 9110 reads them, the odd ones included.
@Suite struct ByteRangeTests {
  @Test func oneRangeIsAPart() {
    #expect(ByteRange(header: "bytes=0-99", size: 1000) == .part(offset: 0, length: 100))
    #expect(ByteRange(header: "bytes=900-", size: 1000) == .part(offset: 900, length: 100))
    #expect(ByteRange(header: "bytes=900-5000", size: 1000) == .part(offset: 900, length: 100))
    #expect(ByteRange(header: "bytes=-100", size: 1000) == .part(offset: 900, length: 100))
    #expect(ByteRange(header: "bytes=-5000", size: 1000) == .part(offset: 0, length: 1000))
    #expect(ByteRange(header: " Bytes=10-19 ", size: 1000) == .part(offset: 10, length: 10))
    #expect(ByteRange(header: "bytes=999-999", size: 1000) == .part(offset: 999, length: 1))
  }

  @Test func whatCannotBeMetIs416() {
    #expect(ByteRange(header: "bytes=1000-", size: 1000) == .unsatisfiable)
    #expect(ByteRange(header: "bytes=5000-6000", size: 1000) == .unsatisfiable)
    #expect(ByteRange(header: "bytes=-0", size: 1000) == .unsatisfiable)
    #expect(ByteRange(header: "bytes=0-", size: 0) == .unsatisfiable)
  }

  @Test func whatIsNotOneRangeGetsTheWholeFile() {
    for header in [
      nil, "", "bytes=", "bytes=-", "bytes=a-b", "bytes=5-1", "bytes=0-1,5-9", "items=0-9",
      "bytes=+1-2", "bytes=99999999999999999999-", "bytes=0x10-", "bytes=1-2-3",
      "bytes = 10-19",
    ] {
      #expect(ByteRange(header: header, size: 1000) == .whole, "\(header ?? "nil")")
    }
  }
}
