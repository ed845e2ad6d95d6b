/// Writes a document as canonical LRC: UTF-8 without a byte order mark, `\n` line ends,
/// tags first (unknown ones and the offset kept), then untimed lines, then one line per
/// timed line as `[mm:ss.xx]` (or `[mm:ss.xxx]` when milliseconds matter), word timing in
/// A2 form (`<mm:ss.xx>`). Times are written as the file had them; the offset tag carries
/// the shift. `LRCParser.parse(write(document))` has the same content as `document`.
public enum LRCWriter {
  public static func write(_ document: LRCDocument) -> String {
    var output = ""
    for tag in document.tags {
      output += "[\(tag.key):\(tag.value)]\n"
    }
    for line in document.lines {
      guard let written = line.writtenMS else {
        output += line.text + "\n"
        continue
      }
      output += "[" + LRCTimestamp.format(written) + "]"
      if line.words.isEmpty {
        output += line.text
      } else {
        for word in line.words {
          output += "<" + LRCTimestamp.format(word.writtenMS) + ">" + word.text
        }
      }
      output += "\n"
    }
    return output
  }
}
