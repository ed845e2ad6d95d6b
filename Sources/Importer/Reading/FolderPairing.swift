import Catalog
import Foundation

/// Pairs the audio and lyrics files of one folder into tracks: files whose stems are equal
/// (Unicode NFC, case-insensitive) are one track.
enum FolderPairing {
  /// Audio extensions musicat probes, in the order that decides which of several audio files
  /// with one stem gets the lyrics.
  static let audioExtensions = ["flac", "wav", "m4a", "mp4", "mp3", "ogg", "oga", "opus"]
  static let lyricsExtensions = ["lrc", "eslrc"]

  /// A file's stem (its name without the last extension) and extension, both as written.
  static func split(_ path: FilePath) -> (stem: String, extension: String) {
    // Bytes that are not UTF-8 in their readable form (`\xB0`): GBK names stay distinct.
    let name = FilePath(bytes: Array(path.lastComponent)).description
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
    return (String(name[..<dot]), String(name[name.index(after: dot)...]))
  }

  /// The key files are paired by: the stem in lower case. Swift compares and hashes strings
  /// by canonical equivalence, so keys of the same name in NFC and in NFD (as macOS writes
  /// names) are equal without normalizing them here.
  static func key(_ stem: String) -> String {
    stem.lowercased()
  }

  /// The tracks of a folder, in file-name order, and the lyrics files that matched an audio
  /// file another lyrics file matched better (they become tracks without audio; the note says
  /// which file won).
  static func pair(_ files: [FilePath]) -> (tracks: [TrackFiles], duplicates: [(FilePath, String)])
  {
    // The files of each stem, in the order the stems first appear; one lookup per file.
    var stems: [(audio: [FilePath], lyrics: [FilePath])] = []
    var slotOfKey: [String: Int] = [:]
    slotOfKey.reserveCapacity(files.count)
    for file in files {
      let (stem, fileExtension) = split(file)
      let key = key(stem)
      let slot: Int
      if let known = slotOfKey[key] {
        slot = known
      } else {
        slot = stems.count
        slotOfKey[key] = slot
        stems.append(([], []))
      }
      if lyricsExtensions.contains(fileExtension.lowercased()) {
        stems[slot].lyrics.append(file)
      } else {
        stems[slot].audio.append(file)
      }
    }
    var tracks: [TrackFiles] = []
    var duplicates: [(FilePath, String)] = []
    for (audio, lyrics) in stems {
      let audios = audio.sorted { rank(of: $0) < rank(of: $1) }
      var candidates = lyrics
      // The lyrics file whose stem is exactly the audio's wins, then .lrc over .eslrc.
      let audioStem = audios.first.map { split($0).stem }
      candidates.sort { left, right in
        let leftExact = split(left).stem == audioStem
        let rightExact = split(right).stem == audioStem
        if leftExact != rightExact { return leftExact }
        let leftPlain = split(left).extension.lowercased() == "lrc"
        let rightPlain = split(right).extension.lowercased() == "lrc"
        if leftPlain != rightPlain { return leftPlain }
        return left.bytes.lexicographicallyPrecedes(right.bytes)
      }
      guard !audios.isEmpty else {
        // Without audio, every lyrics file is a track of its own.
        tracks += candidates.map { TrackFiles(audio: nil, lyrics: $0) }
        continue
      }
      let chosen = candidates.first
      for (index, file) in audios.enumerated() {
        tracks.append(TrackFiles(audio: file, lyrics: index == 0 ? chosen : nil))
      }
      // The other lyrics files of that audio are kept, as tracks without audio, and named.
      for other in candidates.dropFirst() {
        tracks.append(TrackFiles(audio: nil, lyrics: other))
        duplicates.append(
          (
            other,
            "\(chosen?.description ?? "") matches the same audio better; kept as a track without audio"
          ))
      }
    }
    return (tracks, duplicates)
  }

  private static func rank(of file: FilePath) -> Int {
    audioExtensions.firstIndex(of: split(file).extension.lowercased()) ?? audioExtensions.count
  }
}
