import Catalog
import Utilities

/// Pairs the audio and lyrics files of one folder into tracks: files whose stems are equal
/// (Unicode NFC, case-insensitive) are one track. A lyrics file whose stem is another
/// track's and a language or kind (`X.jp.lrc`, `X.rom.lrc`, `X.zh-Hant.lrc`), and an
/// `.eslrc` beside an `.lrc` of the same stem, are variants of that track's lyrics.
enum FolderPairing {
  /// Audio extensions musicat probes, in the order that decides which of several audio files
  /// with one stem gets the lyrics.
  static let audioExtensions = ["flac", "wav", "m4a", "mp4", "mp3", "ogg", "oga", "opus"]
  static let lyricsExtensions = ["lrc", "eslrc"]

  /// A file's stem (its name without the last extension) and extension, both as written:
  /// split at the last `.` that is a character of its own.
  static func split(_ path: FilePath) -> (stem: String, extension: String) {
    let bytes = path.lastComponent
    // Most names: the last dot byte, with ASCII after it (or nothing) and before it a
    // character that cannot join the dot into one (``joinsNoFollowingDot(_:)``), cut in the
    // bytes; anything else, as characters.
    if let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > bytes.startIndex,
      dot + 1 == bytes.endIndex || bytes[dot + 1] < 0x80,
      bytes.withContiguousStorageIfAvailable(UTF8Validation.isValid) == true
    {
      let stem = String(decoding: bytes[..<dot], as: UTF8.self)
      if let last = stem.unicodeScalars.last, joinsNoFollowingDot(last) {
        return (stem, String(decoding: bytes[(dot + 1)...], as: UTF8.self))
      }
    }
    // Bytes that are not UTF-8 in their readable form (`\xB0`): GBK names stay distinct.
    let name = FilePath(bytes: Array(bytes)).description
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
    return (String(name[..<dot]), String(name[name.index(after: dot)...]))
  }

  /// True when `scalar`, a name's character before a `.`, cannot make one character with
  /// it: no grapheme rule joins a dot to what comes before it but a Prepend character's
  /// (Arabic, Syriac, Malayalam and Brahmic signs, U+0600 and up). Any scalar below U+0600
  /// passes, and the CJK, kana, Hangul and full-width blocks.
  static func joinsNoFollowingDot(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x0600 || (0x2E80...0xD7FF).contains(value) || (0xF900...0xFFEF).contains(value)
  }

  /// The key files are paired by: the stem in lower case. Swift compares and hashes strings
  /// by canonical equivalence, so keys of the same name in NFC and in NFD (as macOS writes
  /// names) are equal without normalizing them here.
  static func key(_ stem: String) -> String {
    lowercase(stem)
  }

  /// `text` in lower case, looked up only when it has a character that has a case.
  private static func lowercase(_ text: String) -> String {
    isCaseless(text) ? text : text.lowercased()
  }

  /// True when lower case changes nothing in `text` and needs no looking up: ASCII without
  /// capitals, and characters from U+3000 to U+9FFF (CJK symbols, kana, Han), none of which
  /// has a case. Most stems are (`01 回忆`); the others are lowercased.
  static func isCaseless(_ text: String) -> Bool {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): return false
      case ..<0x80, 0x80...0xBF, 0xE3...0xE9: continue
      default: return false
      }
    }
    return true
  }

  /// A file of the folder with its name split once: pairing asks for a file's stem,
  /// extension and key many times.
  private struct NamedFile {
    let path: FilePath
    let stem: String
    /// The extension in lower case.
    let fileExtension: String
    let key: String

    init(_ path: FilePath) {
      self.path = path
      let (stem, fileExtension) = split(path)
      self.stem = stem
      self.fileExtension = lowercase(fileExtension)
      key = FolderPairing.key(stem)
    }

    var rank: Int { audioExtensions.firstIndex(of: fileExtension) ?? audioExtensions.count }
  }

  /// The tracks of a folder, in file-name order, and the lyrics files that matched an audio
  /// file another lyrics file matched better (they become tracks without audio; the note says
  /// which file won).
  static func pair(_ files: [FilePath]) -> (tracks: [TrackFiles], duplicates: [(FilePath, String)])
  {
    // The files of each stem, in the order the stems first appear; one lookup per file.
    var stems: [(audio: [NamedFile], lyrics: [NamedFile])] = []
    var slotOfKey: [String: Int] = [:]
    slotOfKey.reserveCapacity(files.count)
    for path in files {
      let file = NamedFile(path)
      let slot: Int
      if let known = slotOfKey[file.key] {
        slot = known
      } else {
        slot = stems.count
        slotOfKey[file.key] = slot
        stems.append(([], []))
      }
      if lyricsExtensions.contains(file.fileExtension) {
        stems[slot].lyrics.append(file)
      } else {
        stems[slot].audio.append(file)
      }
    }
    // Lyrics files named after another stem and a language go to that stem's track.
    var variantsOfSlot: [Int: [LyricsVariantFile]] = [:]
    for slot in stems.indices where stems[slot].audio.isEmpty {
      stems[slot].lyrics.removeAll { file in
        let stem = file.stem
        guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { return false }
        let tag = String(stem[stem.index(after: dot)...])
        guard isVariantTag(tag), let base = slotOfKey[key(String(stem[..<dot]))], base != slot
        else { return false }
        variantsOfSlot[base, default: []].append(
          LyricsVariantFile(language: tag.lowercased(), path: file.path))
        return true
      }
    }
    var tracks: [TrackFiles] = []
    var duplicates: [(FilePath, String)] = []
    for (slot, (audio, lyrics)) in stems.enumerated() {
      var variants = variantsOfSlot[slot] ?? []
      guard !audio.isEmpty || !lyrics.isEmpty else { continue }
      let audios = audio.sorted { $0.rank < $1.rank }
      var candidates = lyrics
      // The lyrics file whose stem is exactly the audio's wins, then .lrc over .eslrc.
      let audioStem = audios.first?.stem
      candidates.sort { left, right in
        let leftExact = left.stem == audioStem
        let rightExact = right.stem == audioStem
        if leftExact != rightExact { return leftExact }
        let leftPlain = left.fileExtension == "lrc"
        let rightPlain = right.fileExtension == "lrc"
        if leftPlain != rightPlain { return leftPlain }
        return left.path.bytes.lexicographicallyPrecedes(right.path.bytes)
      }
      // An .eslrc beside the chosen .lrc is its word-timed variant.
      let chosen = candidates.first
      if let chosen, chosen.fileExtension == "lrc" {
        candidates.removeAll { other in
          guard other.path != chosen.path, other.fileExtension == "eslrc", other.key == chosen.key
          else { return false }
          variants.append(LyricsVariantFile(language: "eslrc", path: other.path))
          return true
        }
      }
      variants.sort { $0.path.bytes.lexicographicallyPrecedes($1.path.bytes) }
      // At most ``maximumVariants``; the others are tracks of their own.
      let extra = variants.dropFirst(maximumVariants)
      variants = Array(variants.prefix(maximumVariants))
      tracks += extra.map { TrackFiles(audio: nil, lyrics: $0.path) }
      guard !audios.isEmpty else {
        // Without audio, the first lyrics file is the track's, with the variants; every
        // other one is a track of its own.
        tracks += candidates.enumerated().map { index, file in
          TrackFiles(audio: nil, lyrics: file.path, variants: index == 0 ? variants : [])
        }
        continue
      }
      for (index, file) in audios.enumerated() {
        tracks.append(
          TrackFiles(
            audio: file.path, lyrics: index == 0 ? chosen?.path : nil,
            variants: index == 0 ? variants : []))
      }
      // The other lyrics files of that audio are kept, as tracks without audio, and named.
      for other in candidates.dropFirst() {
        tracks.append(TrackFiles(audio: nil, lyrics: other.path))
        duplicates.append(
          (
            other.path,
            "\(chosen?.path.description ?? "") matches the same audio better; kept as a track without audio"
          ))
      }
    }
    return (tracks, duplicates)
  }

  /// The most variants one track's lyrics may have (each numbers its lines apart).
  static let maximumVariants = 15

  /// True when `tag` names a language or a kind of lyrics: a BCP 47-like tag (`jp`, `zh`,
  /// `rom`, `zh-Hant`, `en-US`), `romaji` or `pinyin`.
  static func isVariantTag(_ tag: String) -> Bool {
    let lowered = tag.lowercased()
    if ["romaji", "pinyin"].contains(lowered) { return true }
    let parts = lowered.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, (2...3).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter }), parts.count <= 3
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
