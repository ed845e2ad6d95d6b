import SQLite

extension TrackQuery {
  /// Each term as an SQL condition on `tracks AS t`, with its bound arguments. The SQL comes
  /// from fixed fragments only; user text is always an argument.
  func sqlConditions() -> [(sql: String, arguments: [any DatabaseValueConvertible])] {
    terms.map { term in
      let (sql, arguments) = Self.sql(for: term.condition)
      // coalesce: a NULL (a track without that file, say) counts as false, so that its
      // negation holds.
      return (term.negated ? "NOT coalesce((\(sql)), 0)" : "coalesce((\(sql)), 0)", arguments)
    }
  }

  private static func sql(for condition: Condition) -> (String, [any DatabaseValueConvertible]) {
    switch condition {
    case .contains(let field, let value):
      return textCondition(
        field, operator: "LIKE ? ESCAPE '\\'", TrackRepository.containsPattern(value))
    case .equals(.path, let value):
      // Paths are bytes (BLOBs), equal when their bytes are.
      return ("t.audio_path = ? OR t.lrc_path = ?", [FilePath(value), FilePath(value)])
    case .equals(let field, let value):
      return textCondition(field, operator: "= ? COLLATE NOCASE", value)
    case .duration(let from, let through):
      switch (from, through) {
      case (let from?, let through?): return ("t.duration_ms BETWEEN ? AND ?", [from, through])
      case (let from?, nil): return ("t.duration_ms >= ?", [from])
      case (nil, let through?): return ("t.duration_ms <= ?", [through])
      case (nil, nil): return ("t.duration_ms IS NOT NULL", [])
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
      let pattern = TrackRepository.containsPattern(word)
      return (
        "t.title LIKE ? ESCAPE '\\' OR t.artist LIKE ? ESCAPE '\\' OR t.album LIKE ? ESCAPE '\\'",
        [pattern, pattern, pattern]
      )
    }
  }

  private static func textCondition(_ field: Field, operator comparison: String, _ value: String)
    -> (String, [any DatabaseValueConvertible])
  {
    switch field {
    case .group:
      return (
        """
        EXISTS (SELECT 1 FROM group_tracks AS gt JOIN groups AS g ON g.id = gt.group_id
                WHERE gt.track_id = t.id AND g.name \(comparison))
        """, [value]
      )
    case .path:
      // LIKE reads a blob as no text at all: the paths are read as text.
      return (
        "CAST(t.audio_path AS TEXT) \(comparison) OR CAST(t.lrc_path AS TEXT) \(comparison)",
        [value, value]
      )
    default:
      return ("t.\(field.rawValue) \(comparison)", [value])
    }
  }
}
