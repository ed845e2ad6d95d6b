import SQLite

/// An album summary read in place from its row, like ``BorrowedTrack``: its numbers, and its
/// text as the bytes SQLite holds, with no `String` made. What the service writes lists of
/// albums from (`search3`, `getAlbumList2`, an artist's albums).
///
/// Valid only inside the closure that received it. Text is UTF-8 as stored, unchecked: a
/// writer that needs it valid checks it.
public struct BorrowedAlbum {
  let row: Row

  /// The folded artist and album names that make the album.
  public var artistKey: UnsafeBufferPointer<UInt8> { row.borrowedBytes(at: 0) }
  public var albumKey: UnsafeBufferPointer<UInt8> { row.borrowedBytes(at: 1) }
  /// The album and artist names as its first track writes them.
  public var name: UnsafeBufferPointer<UInt8> { row.borrowedBytes(at: 2) }
  public var artist: UnsafeBufferPointer<UInt8> { row.borrowedBytes(at: 3) }
  public var trackCount: Int64 { row.int64(at: 4) }
  public var durationMS: Int64 { row.int64(at: 5) }
  public var year: Int64? { row.type(at: 6) == .integer ? row.int64(at: 6) : nil }
  public var genre: UnsafeBufferPointer<UInt8>? {
    row.type(at: 7) == .null ? nil : row.borrowedBytes(at: 7)
  }
  public var createdAt: UnsafeBufferPointer<UInt8> { row.borrowedBytes(at: 8) }
  public var firstTrackID: Int64 { row.int64(at: 9) }

  /// The album as a value of its own, which outlives the row.
  public func summary() throws -> AlbumSummary {
    AlbumSummary(
      artistKey: try row.get(0), albumKey: try row.get(1), name: try row.get(2),
      artist: try row.get(3), trackCount: try row.get(4), durationMS: try row.get(5),
      year: try row.get(6), genre: try row.get(7), createdAt: try row.get(8),
      firstTrackID: try row.get(9))
  }
}
