import AudioProbe
import Catalog
import LRC
import SQLite

/// The importer's statements: finding tracks by their files, writing them with every fact
/// the files gave, their lyric lines, and the groups of the folders they came from.
struct ImportStore {
  let session: CatalogSession
  private var database: Database { session.database }

  /// The tracks whose audio or lyrics file is directly in `folder` (not in a subfolder),
  /// with the variants of their lyrics.
  func existingTracks(in folder: FilePath) throws -> [ExistingTrack] {
    let prefix = folder.appending([])
    var tracks = try directTracks(under: prefix)
    guard !tracks.isEmpty else { return tracks }
    var variants: [Int64: [(path: FilePath, stamp: FileStamp?, error: String?)]] = [:]
    try database.forEachRow(
      """
      SELECT track_id, lrc_path, lrc_size, lrc_mtime_ns, lrc_error FROM lyric_variants
      WHERE lrc_path >= ?1 AND lrc_path < ?2 ORDER BY track_id, variant
      """, Self.bounds(of: prefix)
    ) { row in
      let size: Int? = try row.get(2)
      let time: Int? = try row.get(3)
      let stamp = size.flatMap { size in time.map { FileStamp(size: size, modifiedNanoseconds: $0) }
      }
      variants[try row.get(0), default: []].append((try row.get(1), stamp, try row.get(4)))
    }
    for index in tracks.indices {
      tracks[index].variants = variants[tracks[index].id] ?? []
    }
    return tracks
  }

  /// The tracks whose audio or lyrics file is directly under `prefix` (a folder path ending
  /// in `/`).
  private func directTracks(under prefix: FilePath) throws -> [ExistingTrack] {
    // Compared with memcmp, which an unchanged re-import runs for every stored path.
    try existingTracks(under: prefix) { track in
      [track.audioPath, track.lyricsPath].contains { path in
        guard let bytes = path?.bytes, bytes.count > prefix.bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { path in
          prefix.bytes.withUnsafeBufferPointer {
            FilePath.same(UnsafeBufferPointer(rebasing: path[..<$0.count]), $0)
          } && !path[prefix.bytes.count...].contains(UInt8(ascii: "/"))
        }
      }
    }
  }

  /// The tracks whose audio or lyrics file lies under `prefix` (a folder path ending in
  /// `/`) and that `isWanted`; the others are not kept, so a large library's tracks are
  /// never all in memory at once.
  func existingTracks(under prefix: FilePath, where isWanted: (ExistingTrack) -> Bool) throws
    -> [ExistingTrack]
  {
    let columns = """
      id, audio_path, lrc_path, audio_size, audio_mtime_ns, lrc_size, lrc_mtime_ns, downloaded, hd,
      track_number, audio_error, lrc_error, disc_number
      """
    var tracks: [ExistingTrack] = []
    try database.forEachRow(
      """
      SELECT \(columns) FROM tracks WHERE \(Self.audioUnder)
      UNION ALL
      SELECT \(columns) FROM tracks WHERE \(Self.onlyLyricsUnder)
      """, Self.bounds(of: prefix)
    ) { row in
      func stamp(_ size: Int?, _ time: Int?) -> FileStamp? {
        guard let size, let time else { return nil }
        return FileStamp(size: size, modifiedNanoseconds: time)
      }
      let track = ExistingTrack(
        id: try row.get(0), audioPath: try row.get(1), lyricsPath: try row.get(2),
        audioStamp: stamp(try row.get(3), try row.get(4)),
        lyricsStamp: stamp(try row.get(5), try row.get(6)), audioError: try row.get(10),
        lyricsError: try row.get(11), downloaded: try row.get(7), hd: try row.get(8),
        trackNumber: try row.get(9), discNumber: try row.get(12))
      if isWanted(track) { tracks.append(track) }
    }
    return tracks
  }

  /// How many tracks have their audio or lyrics file under `prefix` (a folder path ending in
  /// `/`); read from the two path indexes alone.
  func countTracks(under prefix: FilePath) throws -> Int {
    try database.value(
      """
      SELECT (SELECT count(*) FROM tracks WHERE \(Self.audioUnder))
        + (SELECT count(*) FROM tracks WHERE \(Self.onlyLyricsUnder))
      """, Self.bounds(of: prefix), as: Int.self) ?? 0
  }

  // The tracks with a file under a folder are found through two index ranges that never
  // share a track: those whose audio is under it, and those whose lyrics are but not their
  // audio. (One condition, audio under OR lyrics under, makes SQLite keep every matching
  // rowid in memory to drop the tracks found twice: a megabyte for 100,000 tracks.) Both
  // take ?1, the folder's path ending in "/", and ?2, ``bounds(of:)``'s upper end.
  private static let audioUnder = "audio_path >= ?1 AND audio_path < ?2"
  private static let onlyLyricsUnder =
    "lrc_path >= ?1 AND lrc_path < ?2 AND (audio_path IS NULL OR audio_path < ?1 OR audio_path >= ?2)"

  /// The range of the paths under `prefix` (a folder path ending in `/`): every one sorts
  /// between "folder/" and "folder0", as '0' follows '/' (blobs compare byte by byte).
  private static func bounds(of prefix: FilePath) -> [FilePath] {
    [prefix, FilePath(bytes: prefix.bytes.dropLast() + [UInt8(ascii: "0")])]
  }

  /// Adds a track and returns its id.
  func insert(_ track: ImportedTrack) throws -> Int64 {
    try database.execute(
      """
      INSERT INTO tracks (title, artist, album, duration_ms, track_number, audio_path, lrc_path, downloaded, hd,
                          quality, container, codec, sample_rate, bit_depth, channels, bitrate, audio_size,
                          audio_mtime_ns, lrc_encoding, lrc_offset_ms, lrc_tags, lrc_size, lrc_mtime_ns,
                          audio_error, lrc_error, title_key, artist_key, album_key, disc_number, year,
                          genre, audio_fingerprint, lrc_fingerprint)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
              ?)
      """, arguments(of: track))
    return database.lastInsertRowID
  }

  /// Rewrites what the files say of track `id`; what users set by hand elsewhere (group
  /// membership, group order, marks on other tracks) is not touched.
  func update(_ id: Int64, with track: ImportedTrack) throws {
    try database.execute(
      """
      UPDATE tracks SET title = ?, artist = ?, album = ?, duration_ms = ?, track_number = ?, audio_path = ?,
        lrc_path = ?, downloaded = ?, hd = ?, quality = ?, container = ?, codec = ?, sample_rate = ?, bit_depth = ?,
        channels = ?, bitrate = ?, audio_size = ?, audio_mtime_ns = ?, lrc_encoding = ?, lrc_offset_ms = ?,
        lrc_tags = ?, lrc_size = ?, lrc_mtime_ns = ?, audio_error = ?, lrc_error = ?, title_key = ?,
        artist_key = ?, album_key = ?, disc_number = ?, year = ?, genre = ?, audio_fingerprint = ?,
        lrc_fingerprint = ?, updated_at = \(SQLTimestamp.now)
      WHERE id = ?
      """, arguments(of: track) + [id])
  }

  private func arguments(of track: ImportedTrack) -> [any DatabaseValueConvertible] {
    let audio = track.audio
    let lyrics = track.lyrics
    return [
      track.metadata.title, track.metadata.artist, track.metadata.album, track.metadata.durationMS,
      track.metadata.trackNumber, track.files.audio, track.files.lyrics,
      track.downloaded,
      track.quality.isHD, track.quality.rawValue, audio?.format.container, audio?.format.rawValue,
      audio?.sampleRate,
      audio?.bitDepth, audio?.channels, audio?.bitrate, track.audioStamp?.size,
      track.audioStamp?.modifiedNanoseconds, lyrics?.encoding.rawValue, lyrics?.offsetMS ?? 0,
      Self.tagsJSON(lyrics?.tags ?? []), track.lyricsStamp?.size,
      track.lyricsStamp?.modifiedNanoseconds, track.audioError, track.lyricsError,
      TextFolding.fold(track.metadata.title), TextFolding.fold(track.metadata.artist),
      TextFolding.fold(track.metadata.album), track.metadata.discNumber, track.metadata.year,
      track.metadata.genre, track.audioFingerprint, track.lyricsFingerprint,
    ]
  }

  /// Takes the files of `files` from any track but `keeper` that holds them, so writing a
  /// track with them never collides with what is stored: files pair differently once one of
  /// a folder's duplicates is gone (`x.mp3` gets the `x.lrc` that `x.flac` had, `x.eslrc`
  /// the audio `x.lrc` had). A track that gives up its lyrics file loses its lines with it;
  /// one that gives up its audio file is no longer downloaded. Returns the tracks that gave
  /// a file up.
  func takeFiles(_ files: TrackFiles, from others: Int64?) throws -> [Int64] {
    var losers: [Int64] = []
    for lyrics in [files.lyrics].compactMap({ $0 }) + files.variants.map(\.path) {
      let ids = try database.rows(
        "SELECT id FROM tracks WHERE lrc_path = ? AND id IS NOT ?", [lyrics, others]
      ) { try $0.get(0, as: Int64.self) }
      for id in ids {
        try session.lyrics.removeLines(of: id)
        try database.execute(
          """
          UPDATE tracks SET lrc_path = NULL, lrc_encoding = NULL, lrc_offset_ms = 0, lrc_tags = '[]',
            lrc_size = NULL, lrc_mtime_ns = NULL, lrc_error = NULL, lrc_fingerprint = NULL,
            updated_at = \(SQLTimestamp.now)
          WHERE id = ?
          """, [id])
      }
      losers += ids
    }
    if let audio = files.audio {
      let ids = try database.rows(
        "SELECT id FROM tracks WHERE audio_path = ? AND id IS NOT ?", [audio, others]
      ) { try $0.get(0, as: Int64.self) }
      for id in ids {
        try database.execute(
          """
          UPDATE tracks SET audio_path = NULL, downloaded = 0, hd = 0, quality = 'unknown', container = NULL,
            codec = NULL, sample_rate = NULL, bit_depth = NULL, channels = NULL, bitrate = NULL,
            audio_size = NULL, audio_mtime_ns = NULL, audio_error = NULL, audio_fingerprint = NULL,
            updated_at = \(SQLTimestamp.now)
          WHERE id = ?
          """, [id])
      }
      losers += ids
    }
    return losers
  }

  /// Folds each of `losers` that ``takeFiles(_:from:)`` left without a file that exists into
  /// `keeper`, the track that took its file (`x.flac` deleted, its `x.lrc` now `x.mp3`'s):
  /// `keeper` takes its place in every group it was in (a hand-made playlist still holds
  /// the song), and it is deleted. Returns the groups whose members changed.
  func absorb(_ losers: [Int64], into keeper: Int64) throws -> Set<Int64> {
    var changed = Set<Int64>()
    for loser in Set(losers) where loser != keeper {
      let paths = try database.firstRow(
        "SELECT audio_path, lrc_path FROM tracks WHERE id = ?", [loser]
      ) { [try $0.get(0, as: FilePath?.self), try $0.get(1, as: FilePath?.self)] }
      guard let paths, !paths.contains(where: { $0.map { FileStamp(of: $0) != nil } ?? false })
      else { continue }
      for groupID in try session.groups.groupIDs(holding: loser) {
        if try session.groups.position(of: keeper, in: groupID) == nil {
          try database.execute(
            "UPDATE group_tracks SET track_id = ? WHERE group_id = ? AND track_id = ?",
            [keeper, groupID, loser])
        }
        changed.insert(groupID)
      }
      try session.tracks.delete(loser)
    }
    return changed
  }

  /// Replaces the variants of track `id`'s lyrics with `variants`, numbered from 1 in their
  /// order; a variant's file held by another track's variant goes to this one. Their lines
  /// are written with the track's (``LyricRepository/replaceLines(_:)``).
  /// `isNew` says that track `id` was just added, and so has no variants to replace.
  func replaceVariants(of id: Int64, isNew: Bool, with variants: [ImportedVariant]) throws {
    if !isNew {
      try database.execute("DELETE FROM lyric_variants WHERE track_id = ?", [id])
    }
    for (index, variant) in variants.enumerated() {
      // A variant file another track's variant had (files pair anew): its lines go with it.
      if let (other, number) = try database.firstRow(
        "SELECT track_id, variant FROM lyric_variants WHERE lrc_path = ?", [variant.file.path],
        { (try $0.get(0, as: Int64.self), try $0.get(1, as: Int.self)) })
      {
        try session.lyrics.removeLines(of: other, variant: number)
        try database.execute("DELETE FROM lyric_variants WHERE lrc_path = ?", [variant.file.path])
      }
      try database.execute(
        """
        INSERT INTO lyric_variants (track_id, variant, language, lrc_path, lrc_encoding, lrc_offset_ms,
                                    lrc_tags, lrc_size, lrc_mtime_ns, lrc_error, lrc_fingerprint)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          id, index + 1, variant.file.language, variant.file.path,
          variant.lyrics?.encoding.rawValue, variant.lyrics?.offsetMS ?? 0,
          Self.tagsJSON(variant.lyrics?.tags ?? []), variant.stamp?.size,
          variant.stamp?.modifiedNanoseconds, variant.error, variant.fingerprint,
        ])
    }
  }

  /// The stored track whose files `track`'s are, moved: its audio has `track`'s audio
  /// fingerprint, or its lyrics the lyrics', and the file it had is no longer where it was
  /// (a copy is another track). The audio is asked first; nil when no track matches.
  /// Only tracks up to `formerLastID` (the largest id before this import) are looked at: a
  /// track this import stored is where it was just found, so a fresh catalog asks nothing.
  func movedTrack(for track: ImportedTrack, formerLastID: Int64) throws -> Int64? {
    guard formerLastID > 0 else { return nil }
    for (column, pathColumn, fingerprint) in [
      ("audio_fingerprint", "audio_path", track.audioFingerprint),
      ("lrc_fingerprint", "lrc_path", track.lyricsFingerprint),
    ] {
      guard let fingerprint else { continue }
      // Files of the same bytes in many places (a library of copies) would make this a
      // look at every one of them for each new one: the first few are looked at, tracks
      // already known to be missing first. Each state is a range of the index on the
      // fingerprint and `downloaded` (ids in order), so the tracks this import stored, past
      // `formerLastID`, are never read.
      let former = "SELECT id, \(pathColumn) FROM tracks WHERE \(column) = ?1 AND id <= ?2"
      let candidates = try database.rows(
        """
        \(former) AND downloaded = 0 UNION ALL \(former) AND downloaded = 1
        LIMIT \(Self.movedCandidates)
        """, [fingerprint, formerLastID]
      ) { (try $0.get(0, as: Int64.self), try $0.get(1, as: FilePath?.self)) }
      // Of several gone, the one of the same file name (a folder renamed) is this one.
      let gone = candidates.filter { $0.1.map { FileStamp(of: $0) == nil } ?? true }
      let name = (column == "audio_fingerprint" ? track.files.audio : track.files.lyrics)?
        .lastComponent
      if let same = gone.first(where: { $0.1?.lastComponent == name }) ?? gone.first {
        return same.0
      }
    }
    return nil
  }

  /// The largest track id stored, 0 when there is none.
  func lastTrackID() throws -> Int64 {
    try database.value("SELECT max(id) FROM tracks", as: Int64.self) ?? 0
  }

  /// How many tracks of one fingerprint ``movedTrack(for:)`` looks at.
  static let movedCandidates = 16

  /// Sets track `id` as not downloaded: its audio file is gone (the rest is kept).
  ///
  /// What the headers said goes with the file: quality follows presence, so a track without
  /// its audio is not HD. The path stays, so the file is found again when it comes back, and
  /// its size and time are forgotten, so it is then read again.
  func markMissing(_ id: Int64) throws {
    try database.execute(
      """
      UPDATE tracks SET downloaded = 0, hd = 0, quality = 'unknown', container = NULL, codec = NULL,
        sample_rate = NULL, bit_depth = NULL, channels = NULL, bitrate = NULL, audio_size = NULL,
        audio_mtime_ns = NULL, audio_error = NULL, updated_at = \(SQLTimestamp.now)
      WHERE id = ?
      """, [id])
  }

  /// The tags as a JSON array of `{"key", "value"}` objects, in file order.
  static func tagsJSON(_ tags: [LRCTag]) -> String {
    var json = "["
    for (index, tag) in tags.enumerated() {
      if index > 0 { json += "," }
      json +=
        "{\"key\":" + JSONText.quoted(tag.key) + ",\"value\":" + JSONText.quoted(tag.value) + "}"
    }
    return json + "]"
  }
}
