import AudioProbe

/// An open file as the audio prober reads it.
struct OpenFileSource: ByteSource {
  let file: OpenFile
  var size: Int { Int(file.size) }

  func read(at offset: Int, count: Int) throws(AudioProbeError) -> [UInt8] {
    guard offset >= 0, count > 0, offset < size else { return [] }
    guard let bytes = file.read(at: Int64(offset), count: min(count, size - offset)) else {
      throw .unreadable("the file cannot be read")
    }
    return bytes
  }
}
