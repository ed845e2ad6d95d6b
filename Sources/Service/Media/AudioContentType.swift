import Catalog

/// The media type and file suffix of a track's audio, from what its headers say (container
/// and codec), never from the file's name: what a player is told it will receive.
package enum AudioContentType {
  /// The media type of audio in `container` (`flac`, `mp3`, `mp4`, `ogg`, `wav`; Vorbis and
  /// Opus are both `audio/ogg`, as players expect).
  package static func mediaType(container: String?) -> String {
    switch container {
    case "flac": "audio/flac"
    case "mp3": "audio/mpeg"
    case "mp4": "audio/mp4"
    case "ogg": "audio/ogg"
    case "wav": "audio/wav"
    default: "application/octet-stream"
    }
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
