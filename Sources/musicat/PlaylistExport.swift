import Catalog
import Foundation

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
    let folder: String
    if let file {
      folder = try resolvedFolder((file as NSString).deletingLastPathComponent, for: file)
    } else {
      folder = FileManager.default.currentDirectoryPath
    }
    let text = try playlist(group, tracks, folder: folder)
    guard let file else {
      output.write(text)
      return .success
    }
    if let problem = Self.write(text, to: file) {
      output.writeError("Error: \(file): \(problem)")
      return .failure
    }
    return .success
  }

  /// Writes every group into `dir`, one file each; a file that cannot be written is
  /// reported and the others are still written (exit 2).
  func exportAll(_ groups: [(Group, [Track])], into dir: String) throws -> ExitCode {
    do {
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    } catch {
      output.writeError("Error: \(dir): \(error.localizedDescription)")
      return .failure
    }
    let folder = try resolvedFolder(dir, for: dir)
    var used = Set<String>()
    var failed = false
    for (group, tracks) in groups {
      let name = Self.uniqueFileName(for: group.name, extension: format, avoiding: &used)
      let file = folder + "/" + name
      let text = try playlist(group, tracks, folder: folder)
      if let problem = Self.write(text, to: file) {
        output.writeError("Error: \(file): \(problem)")
        failed = true
      } else {
        output.write(file + "\n")
      }
    }
    return failed ? .someInputsFailed : .success
  }

  /// The playlist text of a group, paths made for a playlist in `folder`.
  private func playlist(_ group: Group, _ tracks: [Track], folder: String) throws -> String {
    // Only a track with an audio file can be listed; without --include-missing, only one
    // whose audio is here.
    let withFile = tracks.filter { $0.audioPath != nil }
    let kept = includeMissing ? withFile : withFile.filter(\.downloaded)
    let leftOut = tracks.count - kept.count
    if !includeMissing, leftOut > 0 {
      output.writeError(
        "\(group.name): \(leftOut) of \(tracks.count) tracks left out, their audio is not here "
          + "(--include-missing keeps them).")
    } else if includeMissing, leftOut > 0 {
      output.writeError("\(group.name): \(leftOut) tracks left out, they have no audio file.")
    }
    if format == "json" {
      return TrackListing.listing.render(kept, as: .json)
    }
    let playlistFormat = PlaylistFormat(rawValue: format) ?? .m3u8
    let base = try relativeTo.map { try resolvedFolder($0, for: $0) } ?? folder
    var entries: [PlaylistEntry] = []
    for track in kept {
      guard let audio = track.audioPath else { continue }  // (kept tracks all have one)
      var path = absolute ? audio : PlaylistPaths.relative(audio, to: base)
      if playlistFormat == .xspf {
        path = PlaylistPaths.uriReference(path)
      } else if path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        // A line break in a path would split the entry; M3U and PLS have no escape for it.
        output.writeError("\(group.name): left out \(audio): its path holds a line break.")
        continue
      } else if path.hasPrefix("#") {
        path = "./" + path  // not a comment line
      }
      entries.append(
        PlaylistEntry(
          path: path, title: track.title, artist: track.artist, album: track.album,
          durationMS: track.durationMS, trackNumber: track.trackNumber))
    }
    return PlaylistWriter.write(entries, named: group.name, as: playlistFormat)
  }

  /// The absolute path of folder `path` with links resolved; an error naming `file` when
  /// the folder does not exist.
  private func resolvedFolder(_ path: String, for file: String) throws -> String {
    guard let real = realpath(path.isEmpty ? "." : path, nil) else {
      throw ExportError(message: "\(file): \(String(cString: strerror(errno)))")
    }
    defer { free(real) }
    return String(cString: real)
  }

  /// A file name for a group: characters a name cannot hold (`/`, control characters) and a
  /// leading `.` replaced by `_`, then ` (2)`, ` (3)`... when the name is taken (compared
  /// without case, as some file systems do).
  static func uniqueFileName(
    for groupName: String, extension fileExtension: String, avoiding used: inout Set<String>
  ) -> String {
    var base = String(
      String.UnicodeScalarView(
        groupName.unicodeScalars.map {
          $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control ? "_" : $0
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

  /// Writes `text` to `path`, replacing a regular file but never following a symbolic link;
  /// the system's reason when it fails.
  static func write(_ text: String, to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
      return nil
    } catch {
      return (error as NSError).localizedDescription
    }
  }
}

/// A playlist that cannot be written where it was asked to go.
struct ExportError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
