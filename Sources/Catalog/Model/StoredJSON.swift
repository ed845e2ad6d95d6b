import LRC
import Utilities

/// Reads back the JSON the catalog keeps beside a lyrics file: its tags, an array of
/// `{"key", "value"}` objects, and a line's word timing, an array of `{"text", "time_ms"}`
/// objects (``WordTiming/appendJSON(count:to:_:)``). Text of another shape, edited by hand,
/// is reported as invalid lyrics of that track (and line), never guessed at.
enum StoredJSON {
  static func tags(_ json: String, of trackID: Int64) throws -> [LRCTag] {
    try objects(json, what: "tags", place: "track \(trackID)") { object in
      guard case .string(let key)? = object["key"], case .string(let value)? = object["value"]
      else { return nil }
      return LRCTag(key: key, value: value)
    }
  }

  static func words(_ json: String, of trackID: Int64, line: Int) throws -> [WordTiming] {
    try objects(json, what: "word timing", place: "track \(trackID), line \(line)") { object in
      guard case .string(let text)? = object["text"], case .integer(let time)? = object["time_ms"],
        let timeMS = Int(exactly: time)
      else { return nil }
      return WordTiming(timeMS: timeMS, text: text)
    }
  }

  private static func objects<Element>(
    _ json: String, what: String, place: String, _ element: (JSONNode) -> Element?
  ) throws -> [Element] {
    let node: JSONNode
    do {
      node = try JSONReader.read(json)
    } catch {
      throw CatalogError.invalidLyrics("\(place): the stored \(what) are not JSON (\(error))")
    }
    guard case .array(let items) = node else {
      throw CatalogError.invalidLyrics("\(place): the stored \(what) are not a JSON array")
    }
    return try items.enumerated().map { index, item in
      guard let value = element(item) else {
        throw CatalogError.invalidLyrics(
          "\(place): item \(index + 1) of the stored \(what) is not as musicat writes it")
      }
      return value
    }
  }
}
