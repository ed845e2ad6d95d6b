extension WordTiming {
  /// Word timings as the catalog stores them: a JSON array of `{"text", "time_ms"}`
  /// objects, which `Codable` reads back.
  static func json(_ timings: [WordTiming]) -> String {
    var json = "["
    for (index, timing) in timings.enumerated() {
      if index > 0 { json += "," }
      json +=
        "{\"text\":" + JSONText.quoted(timing.text) + ",\"time_ms\":" + String(timing.timeMS) + "}"
    }
    return json + "]"
  }
}
