/// What the catalog holds of a track found again by its files, to tell whether they changed.
struct ExistingTrack {
  let id: Int64
  let audioPath: String?
  let lyricsPath: String?
  let audioStamp: FileStamp?
  let lyricsStamp: FileStamp?
  let downloaded: Bool
  let hd: Bool
  let trackNumber: Int?
}
