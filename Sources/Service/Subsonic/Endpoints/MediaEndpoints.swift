import Catalog

/// Files: a song's audio as it is on disk (`stream` and `download` alike: nothing is
/// transcoded, `format` and `maxBitRate` are not applied), with ranges and ETags; and cover
/// art as it is (`size` is not applied).
enum MediaEndpoints {
  static let all: [String: SubsonicAPI.Endpoint] = [
    "stream": .init { call in .http(try audio(call, download: false)) },
    "download": .init { call in .http(try audio(call, download: true)) },
    "getCoverArt": .init { call in
      let trackID: Int64?
      switch try call.id() {
      case .track(let id): trackID = id
      case .album(let artistKey, let albumKey):
        trackID = try call.session.albums.album(artistKey: artistKey, albumKey: albumKey)?
          .firstTrackID
      case .artist(let key):
        trackID = try call.session.albums.albums(byArtist: key).first?.firstTrackID
      case .playlist(let id):
        trackID =
          try call.session.groups.summary(of: id) == nil
          ? nil : try call.session.groups.trackIDs(in: id).first
      }
      guard let trackID, let track = try call.session.tracks.find(trackID),
        let cover = CoverArt.find(for: track, roots: try call.session.roots.list())
      else {
        throw SubsonicError.notFound("No cover art for '\((call.string("id") ?? "").prefix(64))'.")
      }
      return .http(
        FileResponse.make(
          cover.file, for: call.request, mediaType: cover.mediaType, offset: cover.offset,
          length: cover.length))
    },
  ]

  /// The audio file of song `id`, whole or the part its Range asks for.
  private static func audio(_ call: SubsonicCall, download: Bool) throws -> HTTPResponse {
    let track = try call.session.tracks.get(try call.trackID())
    guard track.downloaded, let path = track.audioPath else {
      throw SubsonicError.notFound("Song \(track.id)'s audio is not here (it is not downloaded).")
    }
    let file: OpenFile
    switch MediaFile.open(path, roots: try call.session.roots.list()) {
    case .success(let opened): file = opened
    case .failure(let refusal):
      throw SubsonicError.notFound("Song \(track.id)'s audio cannot be sent: \(refusal).")
    }
    var headers: [(name: String, value: String)] = []
    if download {
      let name = String(decoding: path.lastComponent, as: UTF8.self)
      headers.append(
        ("Content-Disposition", "attachment; filename*=UTF-8''" + percentEncoded(name)))
    }
    return FileResponse.make(
      file, for: call.request, mediaType: AudioContentType.mediaType(container: track.container),
      extraHeaders: headers)
  }

  /// A file name as RFC 8187 writes it in a header: bytes other than letters, digits and
  /// `-._~` as `%XX`.
  private static func percentEncoded(_ name: String) -> String {
    var text = ""
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        text.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        text += "%" + String(byte, radix: 16, uppercase: true).leftPadded
      }
    }
    return text
  }
}

extension String {
  /// A one-digit hex number with a leading zero.
  fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
