/// What a Subsonic endpoint answers: the envelope alone, the envelope with one element or a
/// list of elements of one name, or an HTTP response of its own (a file's bytes).
package enum SubsonicAnswer: Sendable {
  case ok
  case element(StaticString, SubsonicNode)
  case elements(StaticString, [SubsonicNode])
  case http(HTTPResponse)
}
