import Catalog

/// The media type and file suffix of a track's audio, from what its headers say (container
/// and codec), never from the file's name: what a player is told it will receive.
package enum AudioContentType {
  /// The media type of audio in `container` (`flac`, `mp3`, `mp4`, `ogg`, `wav`; Vorbis and
  /// Opus are both `audio/ogg`, as players expect).
  package static func mediaType(container: String?) -> String {
    guard var container else { return mediaType(containerUTF8: nil).description }
    return container.withUTF8 { mediaType(containerUTF8: $0).description }
  }

  /// ``mediaType(container:)`` of a container name given as UTF-8 (read in place from the
  /// catalog), as a literal.
  package static func mediaType(containerUTF8 container: UnsafeBufferPointer<UInt8>?)
    -> StaticString
  {
    guard let container else { return "application/octet-stream" }
    func named(_ name: StaticString) -> Bool {
      container.elementsEqual(
        UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }
    if named("flac") { return "audio/flac" }
    if named("mp3") { return "audio/mpeg" }
    if named("mp4") { return "audio/mp4" }
    if named("ogg") { return "audio/ogg" }
    if named("wav") { return "audio/wav" }
    return "application/octet-stream"
  }

  /// The suffix of the file named `name` (`flac`, `mp3`...), lower case, or nil.
  package static func suffix(ofFileNamed name: UnsafeBufferPointer<UInt8>) -> String? {
    guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else {
      return nil
    }
    let bytes = name[(dot + 1)...]
    guard !bytes.isEmpty else { return nil }
    // An ASCII suffix (nearly all are) is lowered byte by byte, without Unicode's tables.
    if bytes.count <= 8, bytes.allSatisfy({ $0 < 0x80 }) {
      return String(unsafeUninitializedCapacity: bytes.count) { output in
        for (index, byte) in bytes.enumerated() {
          output[index] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
        }
        return bytes.count
      }
    }
    let suffix = String(decoding: bytes, as: UTF8.self).lowercased()
    return suffix.count > 8 ? nil : suffix
  }
}
