import Catalog
import LRC

/// Lyrics from the catalog: plain (`getLyrics`, by artist and title) and structured
/// (`getLyricsBySongId`, the OpenSubsonic `songLyrics` extension, version 1): each line with
/// the time its file writes, and the file's `[offset:]` for the player to apply (positive:
/// shown sooner), as the extension specifies. A track's own lyrics come first, then its
/// variants (`X.jp.lrc`...), each with its language.
enum LyricsEndpoints {
  static let all: [String: SubsonicAPI.Endpoint] = [
    "getLyrics": .init { call in
      let title = call.string("title") ?? ""
      let artist = call.string("artist")
      // Found nothing: the element with its required value empty, as the spec shapes it.
      var lyrics = call.node()
      lyrics.text = ""
      guard !title.isEmpty else { return .element("lyrics", lyrics) }
      let folded = TextFolding.fold(title)
      let candidates = try call.session.tracks.list(
        TrackFilter(artist: artist, words: [title], limit: 50)
      )
      .sorted {
        (TextFolding.fold($0.title) == folded ? 0 : 1)
          < (TextFolding.fold($1.title) == folded ? 0 : 1)
      }
      for track in candidates {
        guard let document = try call.session.lyrics.document(of: track.id), !document.lines.isEmpty
        else { continue }
        lyrics.add("artist", track.artist)
        lyrics.add("title", track.title)
        lyrics.text = document.lines.map(\.text).joined(separator: "\n")
        break
      }
      return .element("lyrics", lyrics)
    },
    "getLyricsBySongId": .init { call in
      let track = try call.session.tracks.get(try call.trackID())
      var documents: [(language: String?, document: LRCDocument)] = []
      if let own = try call.session.lyrics.document(of: track.id) { documents.append((nil, own)) }
      for variant in try call.session.lyrics.variants(of: track.id) {
        if let document = try call.session.lyrics.document(of: track.id, language: variant.language)
        {
          documents.append((variant.language, document))
        }
      }
      var list = call.node()
      list.add(
        "structuredLyrics",
        nodes: documents.filter { !$0.document.lines.isEmpty }.map { language, document in
          structured(document, language: language, track: track, in: call.syntax)
        })
      return .element("lyricsList", list)
    },
  ]

  /// One `structuredLyrics`: the language (the file's `[la:]` tag, else the variant's name,
  /// else `und`), whether it is synced, its offset, and its lines.
  static func structured(
    _ document: LRCDocument, language: String?, track: Track, in syntax: SubsonicNode.Syntax
  ) -> SubsonicNode {
    var node = SubsonicNode(syntax)
    node.add("displayArtist", document.artist ?? track.artist)
    node.add("displayTitle", document.title ?? track.title)
    let tagged = document.tag("la").flatMap { $0.isEmpty ? nil : $0 }
    node.add("lang", tagged ?? language ?? "und")
    node.add("offset", document.offsetMS)
    let synced = document.isSynced
    node.add("synced", synced)
    node.add(
      "line",
      nodes: document.lines.map { line in
        var entry = SubsonicNode(syntax)
        if synced { entry.add("start", line.writtenMS ?? 0) }
        entry.text = line.text
        return entry
      })
    return node
  }
}
