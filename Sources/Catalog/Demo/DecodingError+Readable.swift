extension DecodingError {
  /// A one-line account of what is wrong and where, such as
  /// `groups[1].tracks[0].duration_ms: expected Int`.
  var readableDescription: String {
    func path(_ context: Context) -> String {
      let path = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }.joined()
      return path.hasPrefix(".") ? String(path.dropFirst()) : (path.isEmpty ? "top level" : path)
    }
    switch self {
    case .typeMismatch(let type, let context):
      return "\(path(context)): expected \(type) (\(context.debugDescription))"
    case .valueNotFound(let type, let context):
      return "\(path(context)): missing \(type) value"
    case .keyNotFound(let key, let context):
      let parent = path(context)
      return "\(parent == "top level" ? "" : parent + ": ")missing key '\(key.stringValue)'"
    case .dataCorrupted(let context):
      return "\(path(context)): \(context.debugDescription)"
    @unknown default:
      return "\(self)"
    }
  }
}
