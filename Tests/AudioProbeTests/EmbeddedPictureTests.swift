import Testing

@testable import AudioProbe

/// Pictures inside audio files, found by place: FLAC PICTURE blocks, ID3v2 APIC (and v2.2
/// PIC) frames, MP4 `covr` items; front covers first; lying sizes give nothing, never a
/// read past the file.
@Suite struct EmbeddedPictureTests {
  static let png: [UInt8] =
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 24)
  static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 9, count: 28)

  static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }

  static func flacPicture(type: Int, image: [UInt8]) -> [UInt8] {
    let mime = Array("image/png".utf8)
    return bigEndian(type, 4) + bigEndian(mime.count, 4) + mime + bigEndian(3, 4)
      + Array("art".utf8)
      + bigEndian(1, 4) + bigEndian(1, 4) + bigEndian(24, 4) + bigEndian(0, 4)
      + bigEndian(image.count, 4) + image
  }

  static func flac(blocks: [(type: UInt8, body: [UInt8])]) -> [UInt8] {
    var bytes = Array("fLaC".utf8)
    let streamInfo =
      [UInt8](repeating: 0, count: 10) + [0x0A, 0xC4, 0x42, 0xF0, 0, 0, 0xAC, 0x44]
      + [UInt8](repeating: 0, count: 16)
    let all = [(UInt8(0), streamInfo)] + blocks
    for (index, block) in all.enumerated() {
      bytes += [(index == all.count - 1 ? 0x80 : 0) | block.type] + bigEndian(block.body.count, 3)
      bytes += block.body
    }
    return bytes
  }

  static func id3(version: UInt8, frames: [(id: String, body: [UInt8])], flags: UInt8 = 0)
    -> [UInt8]
  {
    var body: [UInt8] = []
    for frame in frames {
      let size = frame.body.count
      let sizeBytes =
        version == 4
        ? [
          UInt8(size >> 21 & 0x7F), UInt8(size >> 14 & 0x7F), UInt8(size >> 7 & 0x7F),
          UInt8(size & 0x7F),
        ]
        : version == 2 ? bigEndian(size, 3) : bigEndian(size, 4)
      body += Array(frame.id.utf8) + sizeBytes + (version == 2 ? [] : [0, 0]) + frame.body
    }
    let size = body.count
    let header: [UInt8] =
      Array("ID3".utf8) + [version, 0, flags]
      + [
        UInt8(size >> 21 & 0x7F), UInt8(size >> 14 & 0x7F), UInt8(size >> 7 & 0x7F),
        UInt8(size & 0x7F),
      ]
    return header + body + [0xFF, 0xFB, 0x90, 0x00] + [UInt8](repeating: 0, count: 400)
  }

  static func apic(type: UInt8, image: [UInt8], encoding: UInt8 = 0) -> [UInt8] {
    let description: [UInt8] =
      encoding == 1 ? [0xFF, 0xFE, 0x41, 0x00, 0, 0] : Array("a".utf8) + [0]
    return [encoding] + Array("image/jpeg".utf8) + [0, type] + description + image
  }

  static func box(_ type: String, _ body: [UInt8]) -> [UInt8] {
    bigEndian(body.count + 8, 4) + Array(type.utf8) + body
  }

  static func located(_ bytes: [UInt8]) throws -> [UInt8]? {
    guard let picture = try AudioProbe.picture(MemoryByteSource(bytes)) else { return nil }
    return Array(bytes[picture.offset..<picture.offset + picture.length])
  }

  @Test func flacPicturesPreferTheFrontCover() throws {
    let bytes = Self.flac(blocks: [
      (6, Self.flacPicture(type: 0, image: Self.jpeg)),
      (6, Self.flacPicture(type: 3, image: Self.png)),
    ])
    #expect(try Self.located(bytes) == Self.png)
    #expect(try AudioProbe.picture(MemoryByteSource(bytes))?.mediaType == "image/png")
    let other = Self.flac(blocks: [(6, Self.flacPicture(type: 0, image: Self.jpeg))])
    #expect(try Self.located(other) == Self.jpeg)
    #expect(try Self.located(Self.flac(blocks: [(4, [0, 0, 0, 0])])) == nil)
  }

  @Test func id3PicturesOfEveryVersionAndEncoding() throws {
    for version: UInt8 in [3, 4] {
      for encoding: UInt8 in [0, 1, 3] {
        let bytes = Self.id3(
          version: version,
          frames: [
            ("TIT2", [3] + Array("x".utf8)),
            ("APIC", Self.apic(type: 0, image: Self.png, encoding: encoding)),
            ("APIC", Self.apic(type: 3, image: Self.jpeg, encoding: encoding)),
          ])
        #expect(try Self.located(bytes) == Self.jpeg, "v2.\(version) encoding \(encoding)")
      }
    }
    let pic: [UInt8] = [0] + Array("PNG".utf8) + [3] + Array("d".utf8) + [0] + Self.png
    #expect(try Self.located(Self.id3(version: 2, frames: [("PIC", pic)])) == Self.png)
  }

  @Test func mp4CoversAreFoundInsideTheMovie() throws {
    let data = Self.box("data", Self.bigEndian(14, 4) + [0, 0, 0, 0] + Self.png)
    let ilst = Self.box("ilst", Self.box("covr", data))
    let meta = Self.box(
      "meta", [0, 0, 0, 0] + Self.box("hdlr", [UInt8](repeating: 0, count: 20)) + ilst)
    let moov = Self.box(
      "moov", Self.box("mvhd", [UInt8](repeating: 0, count: 100)) + Self.box("udta", meta))
    let bytes =
      Self.box("ftyp", Array("M4A ".utf8) + [0, 0, 0, 0]) + Self.box("mdat", [1, 2, 3]) + moov
    #expect(try Self.located(bytes) == Self.png)
  }

  @Test func liesAndAbsencesGiveNoPicture() throws {
    var lying = Self.flac(blocks: [(6, Self.flacPicture(type: 3, image: Self.png))])
    // The picture's length says more than the block holds.
    let lengthAt = lying.count - Self.png.count - 4
    lying.replaceSubrange(lengthAt..<lengthAt + 4, with: Self.bigEndian(1 << 30, 4))
    #expect(try Self.located(lying) == nil)
    let notAnImage = Self.flac(blocks: [(6, Self.flacPicture(type: 3, image: [1, 2, 3, 4, 5]))])
    #expect(try Self.located(notAnImage) == nil)
    let unsynchronised = Self.id3(
      version: 3, frames: [("APIC", Self.apic(type: 3, image: Self.jpeg))], flags: 0x80)
    #expect(try Self.located(unsynchronised) == nil)
    let cut = Self.id3(version: 3, frames: [("APIC", Self.apic(type: 3, image: Self.jpeg))])
    for length in stride(from: 0, to: 60, by: 3) {
      _ = try? AudioProbe.picture(MemoryByteSource(Array(cut.prefix(length))))
    }
    #expect(try Self.located(Array("RIFF....WAVE".utf8)) == nil)
  }
}
