import Testing

@testable import Service

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The answer's byte buffer: writes past its room move it, and a copy keeps its bytes when
/// either is written to (copy on write).
@Suite struct ByteWriterTests {
  static func text(_ writer: ByteWriter) -> String {
    writer.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  @Test func writesPastItsRoomKeepEveryByte() {
    var writer = ByteWriter()
    var expected = ""
    for index in 0..<2_000 {
      let piece = "\(index),"
      var utf8 = piece
      utf8.withUTF8 { writer.append($0) }
      expected += piece
    }
    writer.write(atMost: 3_000) { start in
      for offset in 0..<3_000 { start[offset] = UInt8(ascii: "x") }
      return 2_999
    }
    expected += String(repeating: "x", count: 2_999)
    #expect(Self.text(writer) == expected)
    #expect(writer.count == expected.utf8.count)
  }

  @Test func aCopyKeepsItsBytes() {
    var original = ByteWriter()
    original.append(literal: "shared")
    let copy = original
    original.append(literal: " and more")
    #expect(Self.text(copy) == "shared")
    #expect(Self.text(original) == "shared and more")
    var second = original
    second.write(atMost: 2_000) { start in
      for offset in 0..<2_000 { start[offset] = UInt8(ascii: "y") }
      return 3
    }
    #expect(Self.text(second) == "shared and moreyyy")
    #expect(Self.text(original) == "shared and more")
  }

  /// The memory handed to the HTTP library holds the bytes, and a copy that shared them
  /// keeps its own.
  @Test func takenMemoryHoldsTheBytesAndLeavesCopiesAlone() {
    var writer = ByteWriter()
    for _ in 0..<100 { writer.append(literal: "answer ") }
    let copy = writer
    let (memory, count) = writer.takeMemory()
    #expect(count == 700)
    #expect(writer.isEmpty)
    let taken = String(
      decoding: UnsafeRawBufferPointer(start: memory, count: count), as: UTF8.self)
    #expect(taken == String(repeating: "answer ", count: 100))
    free(memory)
    #expect(Self.text(copy) == taken)
    var empty = ByteWriter()
    #expect(empty.takeMemory().count == 0)
  }

  @Test func elementsWrittenInPlaceAreThoseOfNodesBuiltAlone() {
    for syntax in [SubsonicNode.Syntax.xml, .json] {
      func build(_ node: inout SubsonicNode, _ index: Int) {
        node.add("id", digitsOf: Int64(index))
        node.add("title", String(repeating: "<\"&é\u{1}", count: index * 12))
        if index == 1 { node.text = "text & more" }
        if index == 2 {
          var child = SubsonicNode(syntax)
          child.add("n", 7)
          node.add("child", node: child)
        }
      }
      var inPlace = SubsonicNodeList("song", syntax)
      var alone = SubsonicNodeList("song", syntax)
      for index in 0..<4 {
        inPlace.append { build(&$0, index) }
        var node = SubsonicNode(syntax)
        build(&node, index)
        alone.append(node)
      }
      let written = Self.text(inPlace.bytes)
      #expect(written == Self.text(alone.bytes))
      #expect(written.utf8.count > 256)
    }
  }
}
