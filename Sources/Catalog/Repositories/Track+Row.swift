import AudioProbe
import SQLite

extension Track {
  /// The columns ``init(row:)`` reads, in order, for `SELECT ... FROM tracks AS t`.
  static let selectColumns = """
    t.id, t.title, t.artist, t.album, t.duration_ms, t.track_number, t.audio_path, t.lrc_path,
    t.downloaded, t.hd, t.quality, t.created_at, t.updated_at, t.disc_number, t.year, t.genre,
    t.container, t.codec, t.sample_rate, t.bit_depth, t.channels, t.bitrate, t.audio_size,
    t.artist_key, t.album_key
    """

  /// Reads a track from a row selected with ``selectColumns``.
  init(row: Row) throws {
    let qualityName: String = try row.get(10)
    self.init(
      id: try row.get(0), title: try row.get(1), artist: try row.get(2), album: try row.get(3),
      durationMS: try row.get(4), trackNumber: try row.get(5), audioPath: try row.get(6),
      lrcPath: try row.get(7), downloaded: try row.get(8), hd: try row.get(9),
      quality: QualityTier(rawValue: qualityName) ?? .unknown, discNumber: try row.get(13),
      year: try row.get(14), genre: try row.get(15), container: try row.get(16),
      codec: try row.get(17), sampleRate: try row.get(18), bitDepth: try row.get(19),
      channels: try row.get(20), bitrate: try row.get(21), audioSize: try row.get(22),
      artistKey: try row.get(23), albumKey: try row.get(24), createdAt: try row.get(11),
      updatedAt: try row.get(12))
  }
}
