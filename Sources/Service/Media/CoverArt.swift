import AudioProbe
import Catalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A track's cover: the picture file beside it (`cover.jpg`, `folder.jpg`, `front.png`...,
/// any case), else the picture inside its audio file. Only names derived from the catalog's
/// paths are opened.
package enum CoverArt {
  /// The names a cover file goes by, best first, and the picture types they may have.
  static let names = ["cover", "folder", "front", "albumart", "album"]
  static let suffixes = [
    "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "webp": "image/webp",
  ]

  /// The cover of `track` as a file to send (its bytes' range and type), or nil when it has
  /// none.
  package static func find(for track: Track, roots: [FilePath]) -> (
    file: OpenFile, offset: Int64, length: Int64, mediaType: String
  )? {
    guard let path = track.audioPath ?? track.lrcPath else { return nil }
    if let (name, mediaType) = folderPicture(in: path.parent),
      case .success(let file) = MediaFile.open(path.parent.appending(name[...]), roots: roots)
    {
      return (file, 0, file.size, mediaType)
    }
    guard let audio = track.audioPath, case .success(let file) = MediaFile.open(audio, roots: roots)
    else { return nil }
    let source = OpenFileSource(file: file)
    guard let picture = try? AudioProbe.picture(source) else { return nil }
    return (file, Int64(picture.offset), Int64(picture.length), picture.mediaType)
  }

  /// The best cover file's name in `folder`, and its media type.
  private static func folderPicture(in folder: FilePath) -> ([UInt8], String)? {
    guard let directory = opendir(folder.cString) else { return nil }
    defer { closedir(directory) }
    var best: (rank: Int, name: [UInt8], mediaType: String)?
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      let lowered = String(decoding: name, as: UTF8.self).lowercased()
      guard let dot = lowered.lastIndex(of: "."),
        let mediaType = suffixes[String(lowered[lowered.index(after: dot)...])],
        let rank = names.firstIndex(of: String(lowered[..<dot]))
      else { continue }
      if best == nil || rank < best!.rank { best = (rank, name, mediaType) }
    }
    return best.map { ($0.name, $0.mediaType) }
  }
}
