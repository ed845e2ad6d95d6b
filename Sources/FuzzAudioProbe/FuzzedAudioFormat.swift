#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The format the audio fuzz target aims at, and the signature that makes the prober read an
/// input as that format.
enum FuzzedAudioFormat: String {
  case any, flac, mp3, mp4, wav, ogg

  /// The format named by `MUSICAT_FUZZ_FORMAT`; an unknown name stops the run at once.
  static let chosen: FuzzedAudioFormat = {
    guard let name = getenv("MUSICAT_FUZZ_FORMAT").map({ String(cString: $0) }) else {
      return .any
    }
    guard let format = FuzzedAudioFormat(rawValue: name) else {
      fatalError("MUSICAT_FUZZ_FORMAT must be one of flac, mp3, mp4, wav, ogg; not '\(name)'")
    }
    return format
  }()

  /// `bytes` as an input of this format: unchanged when they already carry its signature,
  /// else with the signature in front.
  func aim(_ bytes: [UInt8]) -> [UInt8] {
    func starts(_ text: String, at offset: Int = 0) -> Bool {
      let signature = Array(text.utf8)
      return bytes.count >= offset + signature.count
        && Array(bytes[offset..<offset + signature.count]) == signature
    }
    switch self {
    case .any: return bytes
    case .flac: return starts("fLaC") ? bytes : Array("fLaC".utf8) + bytes
    case .ogg: return starts("OggS") ? bytes : Array("OggS".utf8) + bytes
    case .wav:
      // A RIFF header whose size field says "as large as can be": the reader must not trust it.
      return starts("RIFF") && starts("WAVE", at: 8)
        ? bytes : Array("RIFF".utf8) + [0xFF, 0xFF, 0xFF, 0xFF] + Array("WAVE".utf8) + bytes
    case .mp4:
      // An empty `ftyp` box in front; the input's own boxes follow it.
      return starts("ftyp", at: 4) ? bytes : [0, 0, 0, 8] + Array("ftyp".utf8) + bytes
    case .mp3:
      // An ID3v2 tag or an MPEG frame sync; else a frame header (MPEG-1 Layer III) in front.
      let framed = bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0
      return starts("ID3") || framed ? bytes : [0xFF, 0xFB] + bytes
    }
  }
}
