/// `musicat help query`: the track query language of `musicat tracks`.
enum QueryHelp {
  static let text = """
    OVERVIEW: The track query language of 'musicat tracks', after beets' queries.

    A query is terms, one per argument; a track is listed when all of them hold.

    TERMS:
      word                  The word appears in the title, artist or album.
      field:value           The field contains the value (case and accents folded).
      field:=value          The field is the value (case and accents folded).
      duration:A..B         The duration is from A to B; either end may be left out
                            (duration:..4:30, duration:3:00..); duration:3:05 is
                            that second. Times: 100, 1:40, 1:40.5, 1:02:03.
      downloaded:yes|no     The audio file is here (and reads as audio).
      hd:yes|no             HD: hires, lossless, or lossy at 320 kbps or more.
      lyrics:yes|no         The track has lyric lines.
      synced:yes|no         The track has timed lyric lines.
      quality:TIER          hires, lossless, hq, standard or unknown.
      format:NAME           The codec or container: flac, alac, wav, mp3, aac,
                            vorbis, opus, mp4, ogg.
      codec:NAME            The codec alone.
      genre:TEXT            The genre contains the text (genre:=Jazz: is it).
      year:A..B             A number, or a range as for durations: year:2019,
                            year:2010..2019, disc:2, bitrate:320.. (kbit/s),
                            sample_rate:96000.. (Hz), bit_depth:24, channels:1.
      -term                 Negates the term (-artist:adele, -hd:yes, -live).

    FIELDS:
      title, artist, album, group (a group the track is in), path (the audio or
      lyrics file), genre, duration, quality, format, codec, downloaded, hd, lyrics,
      synced, year, disc, bitrate, sample_rate, bit_depth, channels.

    yes/no may also be written true/false or 1/0. Quote a term that holds spaces:
      musicat tracks "artist:lana del rey" duration:3:00..4:30
    An unknown field or a malformed value is an error (exit 64) naming the term.

    EXAMPLES:
      musicat tracks downloaded:yes hd:yes
      musicat tracks artist:adele -album:live --sort -duration
      musicat tracks group:=国内神曲 synced:no
      musicat tracks quality:hires format:flac --format paths

    """
}
