extension Int {
  /// The count with its noun, singular for exactly one: `1.counted("track")` is "1 track",
  /// `0.counted("track")` "0 tracks", `2.counted("summary", plural: "summaries")` "2 summaries".
  public func counted(_ singular: String, plural: String? = nil) -> String {
    "\(self) " + (self == 1 ? singular : plural ?? singular + "s")
  }
}
