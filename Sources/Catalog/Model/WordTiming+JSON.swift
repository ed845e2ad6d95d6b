extension WordTiming {
  /// Appends word timings as the catalog stores them to `output`: a JSON array of
  /// `{"text", "time_ms"}` objects, which `StoredJSON` reads back. There are `count` of them;
  /// `timing` gives the one at an index, its text as UTF-8 (read only during the call).
  /// Written byte by byte: an import writes one for every line with word timing.
  static func appendJSON(
    count: Int, to output: inout [UInt8],
    _ timing: (Int) -> (timeMS: Int, text: UnsafeBufferPointer<UInt8>)
  ) {
    output.append(UInt8(ascii: "["))
    for index in 0..<count {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      let (timeMS, text) = timing(index)
      output.append(contentsOf: #"{"text":"#.utf8)
      JSONText.appendQuoted(utf8: text, to: &output)
      output.append(contentsOf: #","time_ms":"#.utf8)
      output.append(contentsOf: String(timeMS).utf8)
      output.append(UInt8(ascii: "}"))
    }
    output.append(UInt8(ascii: "]"))
  }
}
