import SQLite

extension TrackQuery {
  /// Each term as an SQL condition on `tracks AS t`, with its bound arguments. The SQL comes
  /// from fixed fragments only; user text is always an argument.
  func sqlConditions() -> [(sql: String, arguments: [any DatabaseValueConvertible])] {
    terms.map { term in
      let (sql, arguments) = Self.sql(for: term.condition)
      // A NULL (a track without that file, say) counts as false: as it is in WHERE, and
      // through coalesce in a negation, so that the negation holds. A term as it is lets an
      // index serve it (`t.downloaded = ?`), which a coalesce around it would not.
      return (term.negated ? "NOT coalesce((\(sql)), 0)" : "(\(sql))", arguments)
    }
  }

  private static func sql(for condition: Condition) -> (String, [any DatabaseValueConvertible]) {
    switch condition {
    case .contains(.path, let value):
      // LIKE reads a blob as no text at all: the paths are read as text.
      let pattern = TrackRepository.containsPattern(value)
      return (
        "CAST(t.audio_path AS TEXT) LIKE ? ESCAPE '\\' OR CAST(t.lrc_path AS TEXT) LIKE ? ESCAPE '\\'",
        [pattern, pattern]
      )
    case .equals(.path, let value):
      // Paths are bytes (BLOBs), equal when their bytes are.
      return ("t.audio_path = ? OR t.lrc_path = ?", [FilePath(value), FilePath(value)])
    case .equals(.codec, let codec):
      return ("t.codec = ?", [codec])
    case .contains(let field, let value):
      return textCondition(field, contains: true, TextFolding.fold(value))
    case .equals(let field, let value):
      return textCondition(field, contains: false, TextFolding.fold(value))
    case .duration(let from, let through):
      switch (from, through) {
      case (let from?, let through?): return ("t.duration_ms BETWEEN ? AND ?", [from, through])
      case (let from?, nil): return ("t.duration_ms >= ?", [from])
      case (nil, let through?): return ("t.duration_ms <= ?", [through])
      case (nil, nil): return ("t.duration_ms IS NOT NULL", [])
      }
    case .range(let field, let from, let through):
      let column =
        switch field {
        case .year: "t.year"
        case .disc: "t.disc_number"
        case .bitrate: "t.bitrate"
        case .sampleRate: "t.sample_rate"
        case .bitDepth: "t.bit_depth"
        default: "t.channels"
        }
      switch (from, through) {
      case (let from?, let through?): return ("\(column) BETWEEN ? AND ?", [from, through])
      case (let from?, nil): return ("\(column) >= ?", [from])
      case (nil, let through?): return ("\(column) <= ?", [through])
      case (nil, nil): return ("\(column) IS NOT NULL", [])
      }
    case .flag(let field, let value):
      let sql =
        switch field {
        case .downloaded: "t.downloaded = ?"
        case .hd: "t.hd = ?"
        case .lyrics: "EXISTS (SELECT 1 FROM lyric_lines AS l WHERE l.track_id = t.id) = ?"
        default:
          "EXISTS (SELECT 1 FROM lyric_lines AS l WHERE l.track_id = t.id AND l.time_ms IS NOT NULL) = ?"
        }
      return (sql, [value])
    case .quality(let tier):
      return ("t.quality = ?", [tier.rawValue])
    case .format(let format):
      return ("t.codec = ? OR t.container = ?", [format, format])
    case .word(let word):
      let folded = TextFolding.fold(word)
      return (TrackRepository.wordCondition, [folded, folded, folded])
    }
  }

  /// A text field that contains, or is, `folded` (a value folded by ``TextFolding``): the
  /// track's folded key for title, artist and album, a group's name folded as it is read.
  private static func textCondition(_ field: Field, contains: Bool, _ folded: String)
    -> (String, [any DatabaseValueConvertible])
  {
    let column =
      switch field {
      case .title: "t.title_key"
      case .artist: "t.artist_key"
      case .album: "t.album_key"
      case .genre: "\(TextFolding.sqlFunctionName)(t.genre)"
      default: "\(TextFolding.sqlFunctionName)(g.name)"
      }
    let comparison = contains ? "instr(\(column), ?) > 0" : "\(column) = ?"
    guard field == .group else { return (comparison, [folded]) }
    return (
      """
      EXISTS (SELECT 1 FROM group_tracks AS gt JOIN groups AS g ON g.id = gt.group_id
              WHERE gt.track_id = t.id AND \(comparison))
      """, [folded]
    )
  }
}
