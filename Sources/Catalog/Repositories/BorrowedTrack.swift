import SQLite

/// A track read in place from its row (selected with ``Track/selectColumns``): its numbers,
/// and its text as the bytes SQLite holds, with no `String` made. What the service writes
/// its answers from: a `search3` answer is 20 tracks, a playlist hundreds, and making a
/// ``Track`` of each costs more than writing it out.
///
/// Valid only inside the closure that received it, like the row it reads. Text is UTF-8 as
/// stored, unchecked: a writer that needs it valid checks it. A column that holds another
/// type than the catalog writes there reads as SQLite converts it (an integer column holding
/// text reads as nil).
public struct BorrowedTrack {
  let row: Row

  public var id: Int64 { row.int64(at: 0) }
  public var title: UnsafeBufferPointer<UInt8> { row.borrowedBytes(at: 1) }
  public var artist: UnsafeBufferPointer<UInt8> { row.borrowedBytes(at: 2) }
  public var album: UnsafeBufferPointer<UInt8> { row.borrowedBytes(at: 3) }
  public var durationMS: Int64? { integer(4) }
  public var trackNumber: Int64? { integer(5) }
  /// The name of the audio file (the last component of its path), or nil without one.
  public var audioFileName: UnsafeBufferPointer<UInt8>? {
    guard row.type(at: 6) != .null else { return nil }
    let path = row.borrowedBytes(at: 6)
    let slash = path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
    return UnsafeBufferPointer(rebasing: path[slash...])
  }
  public var downloaded: Bool { row.int64(at: 8) == 1 }
  public var createdAt: UnsafeBufferPointer<UInt8> { row.borrowedBytes(at: 11) }
  public var discNumber: Int64? { integer(13) }
  public var year: Int64? { integer(14) }
  public var genre: UnsafeBufferPointer<UInt8>? { text(15) }
  public var container: UnsafeBufferPointer<UInt8>? { text(16) }
  public var sampleRate: Int64? { integer(18) }
  public var bitDepth: Int64? { integer(19) }
  public var channels: Int64? { integer(20) }
  public var bitrate: Int64? { integer(21) }
  public var audioSize: Int64? { integer(22) }
  /// The artist and album folded (``TextFolding``), as stored: what names the album.
  public var artistKey: UnsafeBufferPointer<UInt8> { row.borrowedBytes(at: 23) }
  public var albumKey: UnsafeBufferPointer<UInt8> { row.borrowedBytes(at: 24) }

  /// The whole track, as ``TrackRepository/find(_:)`` reads it.
  public func track() throws -> Track { try Track(row: row) }

  private func integer(_ column: Int32) -> Int64? {
    row.type(at: column) == .integer ? row.int64(at: column) : nil
  }

  private func text(_ column: Int32) -> UnsafeBufferPointer<UInt8>? {
    row.type(at: column) == .null ? nil : row.borrowedBytes(at: column)
  }
}
