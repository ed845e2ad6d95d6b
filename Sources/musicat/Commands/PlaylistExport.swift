import Catalog
import Listings
import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns groups into playlist files for `musicat export`: chooses the tracks, makes their
/// paths relative or absolute, and writes the files (never through a symbolic link).
struct PlaylistExport {
  let format: String
  let absolute: Bool
  let relativeTo: String?
  let includeMissing: Bool
  let output: Output

  /// Writes one group to `file`, or to stdout when nil.
  func export(_ group: Group, _ tracks: [Track], to file: String?) throws -> ExitCode {
    let folder: FilePath
    if let file {
      folder = try resolvedFolder(PathText.folder(of: file), for: file)
    } else {
      folder = try resolvedFolder(".", for: ".")
    }
    let bytes = try playlist(group, tracks, folder: folder)
    guard let file else {
      output.write(bytes: bytes)
      return .success
    }
    if let problem = AtomicFileWrite.write(bytes, to: file) {
      output.writeError("Error: \(file): \(problem)")
      return .failure
    }
    return .success
  }

  /// Writes every group into `dir`, one file each; a file that cannot be written is
  /// reported and the others are still written (exit 2). `dir` is made when missing; a
  /// symbolic link there is refused, as files are never written through one.
  func exportAll(_ groups: [(Group, [Track])], into dir: String) throws -> ExitCode {
    var status = stat()
    if lstat(dir, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
      output.writeError(
        "Error: \(dir): it is a symbolic link, which is never followed; "
          + "give the folder it points to")
      return .failure
    }
    if let problem = AtomicFileWrite.makeFolders(dir) {
      output.writeError("Error: \(dir): \(problem)")
      return .failure
    }
    let folder = try resolvedFolder(dir, for: dir)
    var used = Set<String>()
    var failed = false
    for (group, tracks) in groups {
      let name = Self.uniqueFileName(for: group.name, extension: format, avoiding: &used)
      let file = folder.description + "/" + name
      let bytes = try playlist(group, tracks, folder: folder)
      if let problem = AtomicFileWrite.write(bytes, to: file) {
        output.writeError("Error: \(file): \(problem)")
        failed = true
      } else {
        output.write(file.escapingControlCharacters + "\n")
      }
    }
    return failed ? .someInputsFailed : .success
  }

  /// The playlist's bytes for a group, paths made for a playlist in `folder`.
  private func playlist(_ group: Group, _ tracks: [Track], folder: FilePath) throws -> [UInt8] {
    let name = group.name.escapingControlCharacters
    // Only a track with an audio file can be listed; without --include-missing, only one
    // whose audio is here.
    let withFile = tracks.filter { $0.audioPath != nil }
    let kept = includeMissing ? withFile : withFile.filter(\.downloaded)
    let leftOut = tracks.count - kept.count
    if !includeMissing, leftOut > 0 {
      output.writeError(
        "\(name): \(leftOut) of \(tracks.count.counted("track")) left out, "
          + (leftOut == 1
            ? "its audio is not here (--include-missing keeps it)."
            : "their audio is not here (--include-missing keeps them)."))
    } else if includeMissing, leftOut > 0 {
      output.writeError(
        "\(name): \(leftOut.counted("track")) left out, "
          + (leftOut == 1 ? "it has" : "they have") + " no audio file.")
    }
    if format == "json" {
      return Array(TrackListing.listing.render(kept, as: .json).utf8)
    }
    let playlistFormat = PlaylistFormat(rawValue: format) ?? .m3u8
    let base = try relativeTo.map { try resolvedFolder($0, for: $0) } ?? folder
    var entries: [PlaylistEntry] = []
    for track in kept {
      guard let audio = track.audioPath else { continue }  // (kept tracks all have one)
      var path = absolute ? audio : PlaylistPaths.relative(audio, to: base)
      if playlistFormat == .xspf {
        path = FilePath(PlaylistPaths.uriReference(path))
      } else if path.bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
        // A line break in a path would split the entry; M3U and PLS have no escape for it.
        output.writeError(
          "\(name): left out \(audio.description): its path holds a "
            + "line break or another control character.")
        continue
      } else if path.bytes.first == UInt8(ascii: "#") {
        path = FilePath(bytes: Array("./".utf8) + path.bytes)  // not a comment line
      }
      entries.append(
        PlaylistEntry(
          path: path, title: track.title, artist: track.artist, album: track.album,
          durationMS: track.durationMS, trackNumber: track.trackNumber))
    }
    return PlaylistWriter.write(entries, named: group.name, as: playlistFormat)
  }

  /// The absolute path of folder `path` with links resolved; an error naming `file` when
  /// it does not exist or is not a folder.
  private func resolvedFolder(_ path: String, for file: String) throws -> FilePath {
    guard let real = realpath(path.isEmpty ? "." : path, nil) else {
      throw ExportError(
        message: "\(file.escapingControlCharacters): \(String(cString: strerror(errno)))")
    }
    defer { free(real) }
    var status = stat()
    guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw ExportError(message: "\(path.escapingControlCharacters): it is not a folder")
    }
    return FilePath(bytes: Array(String(cString: real).utf8))
  }

  /// A file name for a group: characters a name cannot hold or should not (`/`, `\`,
  /// control characters, the marks that reorder text right to left, which make a name read
  /// other than it is) and a leading `.` replaced by `_`, then ` (2)`, ` (3)`... when the
  /// name is taken (compared without case, as some file systems do).
  static func uniqueFileName(
    for groupName: String, extension fileExtension: String, avoiding used: inout Set<String>
  ) -> String {
    var base = String(
      String.UnicodeScalarView(
        groupName.unicodeScalars.map {
          $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control
            || isDirectionMark($0) ? "_" : $0
        }))
    if base.hasPrefix(".") { base = "_" + base.dropFirst() }
    if base.isEmpty { base = "group" }
    // Leave room for the suffix and extension within the usual 255-byte limit.
    while base.utf8.count > 200 { base.removeLast() }
    var name = base + "." + fileExtension
    var number = 2
    while used.contains(name.lowercased()) {
      name = "\(base) (\(number)).\(fileExtension)"
      number += 1
    }
    used.insert(name.lowercased())
    return name
  }

  /// The invisible marks that set the direction of text (U+202E RIGHT-TO-LEFT OVERRIDE and
  /// its kin): in a file name they make `gpj.exe` read as `exe.jpg`.
  static func isDirectionMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}

/// A playlist that cannot be written where it was asked to go.
struct ExportError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
