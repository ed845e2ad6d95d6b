import AudioProbe
import Foundation
import LRC
import SQLite

/// The importer's statements: finding tracks by their files, writing them with every fact
/// the files gave, their lyric lines, and the groups of the folders they came from.
struct ImportStore {
  let database: Database

  /// The tracks whose audio or lyrics file lies under `folder` (a path ending in `/`).
  func existingTracks(under folder: String) throws -> [ExistingTrack] {
    // Every path under the folder sorts between "folder/" and "folder0" ('0' follows '/').
    let upper = String(folder.dropLast()) + "0"
    return try database.rows(
      """
      SELECT id, audio_path, lrc_path, audio_size, audio_mtime_ns, lrc_size, lrc_mtime_ns, downloaded, hd,
        track_number
      FROM tracks
      WHERE (audio_path >= ?1 AND audio_path < ?2) OR (lrc_path >= ?1 AND lrc_path < ?2)
      """, [folder, upper]
    ) { row in
      func stamp(_ size: Int?, _ time: Int?) -> FileStamp? {
        guard let size, let time else { return nil }
        return FileStamp(size: size, modifiedNanoseconds: time)
      }
      return ExistingTrack(
        id: try row.get(0), audioPath: try row.get(1), lyricsPath: try row.get(2),
        audioStamp: stamp(try row.get(3), try row.get(4)),
        lyricsStamp: stamp(try row.get(5), try row.get(6)),
        downloaded: try row.get(7), hd: try row.get(8), trackNumber: try row.get(9))
    }
  }

  /// Adds a track and returns its id.
  func insert(_ track: ImportedTrack) throws -> Int64 {
    try database.execute(
      """
      INSERT INTO tracks (title, artist, album, duration_ms, track_number, audio_path, lrc_path, downloaded, hd,
                          quality, container, codec, sample_rate, bit_depth, channels, bitrate, audio_size,
                          audio_mtime_ns, lrc_encoding, lrc_offset_ms, lrc_tags, lrc_size, lrc_mtime_ns)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
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
        lrc_tags = ?, lrc_size = ?, lrc_mtime_ns = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      WHERE id = ?
      """, arguments(of: track) + [id])
  }

  private func arguments(of track: ImportedTrack) -> [any DatabaseValueConvertible] {
    let audio = track.audio
    let lyrics = track.lyrics
    return [
      track.metadata.title, track.metadata.artist, track.metadata.album, track.metadata.durationMS,
      track.metadata.trackNumber, track.files.audio?.description, track.files.lyrics?.description,
      track.downloaded,
      track.quality.isHD, track.quality.rawValue, audio?.format.container, audio?.format.rawValue,
      audio?.sampleRate,
      audio?.bitDepth, audio?.channels, audio?.bitrate, track.audioStamp?.size,
      track.audioStamp?.modifiedNanoseconds, lyrics?.encoding.rawValue, lyrics?.offsetMS ?? 0,
      Self.tagsJSON(lyrics?.tags ?? []), track.lyricsStamp?.size,
      track.lyricsStamp?.modifiedNanoseconds,
    ]
  }

  /// Runs a statement whose shape depends on a count without caching it: the cache would
  /// fill with one program per count.
  private func runOnce(_ sql: String, _ arguments: [any DatabaseValueConvertible]) throws {
    let statement = try database.prepare(sql)
    try statement.bind(arguments)
    try statement.run()
  }

  /// Rows per multi-row INSERT: 6 values each, under SQLite's limit of 32,766 variables.
  static let rowsPerStatement = 500

  /// Replaces the lyric lines of each track with its document's; returns how many were
  /// written.
  ///
  /// The full-text index flushes its pending terms at every statement that touches it, so
  /// the lines are written with the index's triggers deferred (`search_index_control`), in a
  /// few multi-row statements, and then indexed in one statement; the switch is cleared
  /// again inside the same savepoint, so no committed state has the index out of step.
  func replaceLyrics(_ documents: [(trackID: Int64, document: LRCDocument)]) throws -> Int {
    guard !documents.isEmpty else { return 0 }
    return try database.savepoint {
      let lastID =
        try database.value("SELECT coalesce(max(id), 0) FROM lyric_lines", as: Int64.self) ?? 0
      try database.execute("UPDATE search_index_control SET deferred = 1")
      for chunk in stride(from: 0, to: documents.count, by: Self.rowsPerStatement) {
        let ids = documents[chunk..<min(chunk + Self.rowsPerStatement, documents.count)].map(
          \.trackID)
        let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        // The index forgets a row by its text, so the old lines leave it before the table.
        try runOnce(
          """
          INSERT INTO lyric_search (lyric_search, rowid, text)
          SELECT 'delete', id, text FROM lyric_lines WHERE track_id IN (\(placeholders))
          """, ids)
        try runOnce("DELETE FROM lyric_lines WHERE track_id IN (\(placeholders))", ids)
      }
      var rows: [any DatabaseValueConvertible] = []
      var rowCount = 0
      var written = 0
      func flush() throws {
        guard rowCount > 0 else { return }
        // The statement's shape depends only on the row count, never on user text.
        let values = Array(repeating: "(?, ?, ?, ?, ?, ?)", count: rowCount).joined(separator: ", ")
        // A full batch's statement is reused from the cache; the odd-sized last one of each
        // batch is prepared once and dropped, so the cache does not fill with big programs.
        let sql =
          "INSERT INTO lyric_lines (track_id, line_number, time_ms, written_ms, text, words) VALUES \(values)"
        if rowCount == Self.rowsPerStatement {
          try database.execute(sql, rows)
        } else {
          try runOnce(sql, rows)
        }
        rows.removeAll(keepingCapacity: true)
        rowCount = 0
      }
      for (trackID, document) in documents {
        for (index, line) in document.lines.enumerated() {
          rows.append(trackID)
          rows.append(index + 1)
          rows.append(line.timeMS)
          rows.append(line.writtenMS)
          rows.append(line.text)
          rows.append(line.words.isEmpty ? nil : Self.wordsJSON(line.words))
          rowCount += 1
          written += 1
          if rowCount == Self.rowsPerStatement { try flush() }
        }
      }
      try flush()
      // New rows get ids above every old one.
      try database.execute(
        "INSERT INTO lyric_search (rowid, text) SELECT id, text FROM lyric_lines WHERE id > ?",
        [lastID])
      try database.execute("UPDATE search_index_control SET deferred = 0")
      return written
    }
  }

  /// Sets track `id` as not downloaded: its audio file is gone (the rest is kept).
  func markMissing(_ id: Int64) throws {
    try database.execute(
      "UPDATE tracks SET downloaded = 0, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
      [id])
  }

  /// The group an import made from `folder`, or nil when there is none yet.
  func groupID(forFolder folder: String) throws -> Int64? {
    try database.value("SELECT id FROM groups WHERE source_path = ?", [folder], as: Int64.self)
  }

  /// The group a folder's tracks go to, created when missing: found by its folder, named
  /// `name` (with ` (2)`, ` (3)`... when another group has that name).
  func group(forFolder folder: String?, named name: String) throws -> (id: Int64, created: Bool) {
    if let folder, let id = try groupID(forFolder: folder) { return (id, false) }
    if folder == nil,
      let id = try database.value("SELECT id FROM groups WHERE name = ?", [name], as: Int64.self)
    {
      return (id, false)
    }
    var candidate = name
    var suffix = 2
    while try database.value("SELECT 1 FROM groups WHERE name = ?", [candidate], as: Int.self)
      != nil
    {
      candidate = "\(name) (\(suffix))"
      suffix += 1
    }
    try database.execute(
      "INSERT INTO groups (name, source_path) VALUES (?, ?)", [candidate, folder])
    return (database.lastInsertRowID, true)
  }

  /// Puts `trackIDs` into group `groupID` in this order, ahead of any other members (which
  /// keep their order); members are added as needed. Positions stay 1...n.
  func arrange(_ trackIDs: [Int64], in groupID: Int64) throws {
    let current = try database.rows(
      "SELECT track_id FROM group_tracks WHERE group_id = ? ORDER BY position", [groupID]
    ) { try $0.get(0, as: Int64.self) }
    let wanted = Set(trackIDs)
    let order = trackIDs + current.filter { !wanted.contains($0) }
    guard order != current else { return }
    // Lift every position above any new one, so no UNIQUE (group, position) can collide.
    let lift = order.count + current.count + 1
    try database.execute(
      "UPDATE group_tracks SET position = position + ? WHERE group_id = ?", [lift, groupID])
    let members = Set(current)
    for (index, trackID) in order.enumerated() {
      if members.contains(trackID) {
        try database.execute(
          "UPDATE group_tracks SET position = ? WHERE group_id = ? AND track_id = ?",
          [index + 1, groupID, trackID])
      } else {
        try database.execute(
          "INSERT INTO group_tracks (group_id, track_id, position) VALUES (?, ?, ?)",
          [groupID, trackID, index + 1])
      }
    }
    try touch(groupID)
  }

  /// Appends the tracks that are not yet members of group `groupID`, in this order.
  func append(_ trackIDs: [Int64], to groupID: Int64) throws {
    let members = Set(
      try database.rows("SELECT track_id FROM group_tracks WHERE group_id = ?", [groupID]) {
        try $0.get(0, as: Int64.self)
      })
    var position = members.count
    for trackID in trackIDs where !members.contains(trackID) {
      position += 1
      try database.execute(
        "INSERT INTO group_tracks (group_id, track_id, position) VALUES (?, ?, ?)",
        [groupID, trackID, position])
    }
  }

  /// Sets a group's state from its tracks: `downloaded` when all are, else `normal`.
  func refreshState(of groupID: Int64) throws {
    try database.execute(
      """
      UPDATE groups SET state = CASE
          WHEN EXISTS (SELECT 1 FROM group_tracks AS gt JOIN tracks AS t ON t.id = gt.track_id
                       WHERE gt.group_id = ?1 AND t.downloaded = 0) THEN 'normal'
          WHEN EXISTS (SELECT 1 FROM group_tracks WHERE group_id = ?1) THEN 'downloaded'
          ELSE 'normal' END,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      WHERE id = ?1
      """, [groupID])
  }

  private func touch(_ groupID: Int64) throws {
    try database.execute(
      "UPDATE groups SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?", [groupID]
    )
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

  static func wordsJSON(_ words: [LRCWord]) -> String {
    WordTiming.json(words.map { WordTiming(timeMS: $0.timeMS, text: $0.text) })
  }
}
