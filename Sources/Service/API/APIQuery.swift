/// The terms of a query given as one text (`/api/tracks?q=artist:"Paper Boats" hd:yes`):
/// split at spaces, with double quotes holding a term's spaces (the quotes are dropped), as a
/// shell splits the command line's arguments.
enum APIQuery {
  static func terms(_ text: String) -> [String] {
    var terms: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in text {
      switch character {
      case "\"":
        quoted.toggle()
        started = true
      case _ where character.isWhitespace && !quoted:
        if started { terms.append(current) }
        current = ""
        started = false
      default:
        current.append(character)
        started = true
      }
    }
    if started { terms.append(current) }
    return terms
  }
}
